import { type Language, writeNumber } from "@kham/contract";
import { type GamePlay, type SandboxGame, versusSides } from "./catalogue.ts";
import {
  baccaratPays,
  type Card,
  type RoundOutcome,
  SIDE_PAYS,
  slotSymbols,
  TIE_PAYS,
  TWO_CHERRIES_PAYS,
  threeOfAKindPays,
} from "./engines.ts";
import { type Launch, SANDBOX_GAMES_PATH } from "./launches.ts";
import type { PlayedRound } from "./rounds.ts";
import { type GameWords, gameWords, htmlLang } from "./words.ts";

const ASSETS_PATH = `${SANDBOX_GAMES_PATH}/assets`;
const PLAY_PATH = `${SANDBOX_GAMES_PATH}/play`;

/** Markup already escaped; anything else put into a template is escaped on the way in. */
class Html {
  readonly value: string;
  constructor(value: string) {
    this.value = value;
  }
  toString(): string {
    return this.value;
  }
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

type Part = string | number | Html | readonly Html[] | undefined;

function html(strings: TemplateStringsArray, ...parts: Part[]): Html {
  let out = strings[0] ?? "";
  parts.forEach((part, index) => {
    if (part instanceof Html) out += part.value;
    else if (Array.isArray(part)) out += part.map((item: Html) => item.value).join("");
    else if (part !== undefined) out += escapeHtml(String(part));
    out += strings[index + 1] ?? "";
  });
  return new Html(out);
}

const BET_CHIPS = ["1.00", "5.00", "10.00", "50.00", "100.00", "500.00", "1000.00"];
const DEFAULT_CHIP = "10.00";

const RANKS = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
const SUIT_SIGNS = { spades: "♠", hearts: "♥", diamonds: "♦", clubs: "♣" } as const;

function cardLabel(card: Card): string {
  return `${RANKS[card.rank] ?? "?"}${SUIT_SIGNS[card.suit]}`;
}

/** A drawing of the symbol sprite; slot symbols are themed ("fish-bell"), others stand alone. */
function symbolHtml(theme: string, symbol: string, className = "symbol"): Html {
  const id = theme === "" ? symbol : `${theme}-${symbol}`;
  return html`<svg class="${className}" viewBox="0 0 100 100" role="img" aria-label="${symbol}"><use href="${ASSETS_PATH}/symbols.svg#${id}"></use></svg>`;
}

/** Credit as the site writes it in the player's language ("151,51" in Lao, "151.51" in Thai). */
export function creditText(amount: string, language: Language): string {
  return writeNumber(amount, language, 2, 2) ?? amount;
}

/** A bet's name in the player's language: a side, the tie, or a baccarat hand. */
function choiceWord(choice: string, words: GameWords): string {
  const { dragon, tiger, red, blue, home, away, player, banker, tie } = words;
  const named: Record<string, string> = { dragon, tiger, red, blue, home, away, player, banker, tie };
  return named[choice] ?? choice;
}

function multiplierLabel(multiplier: string): string {
  return `×${multiplier}`;
}

/** One line of "last results": what came up, the bet and what it paid. */
function roundSummary(
  round: PlayedRound,
  games: readonly SandboxGame[],
  words: GameWords,
  language: Language,
): Html {
  const game = games.find((candidate) => candidate.code === round.gameCode);
  const slotTheme = game?.play.kind === "slot" ? game.play.theme : "classic";
  const won = Number(round.win) > 0;
  return html`<li class="${won ? "won" : "lost"}"><span class="what"><b>${game?.name ?? round.gameCode}</b> ${outcomeSummary(round.outcome, slotTheme, words)}</span><span class="money">${creditText(round.bet, language)} → <b>${creditText(round.win, language)}</b></span></li>`;
}

function outcomeSummary(outcome: RoundOutcome, slotTheme: string, words: GameWords): Html {
  switch (outcome.kind) {
    case "slot":
      return html`<span class="mini">${outcome.reels.map((symbol) => symbolHtml(slotTheme, symbol, "mini-symbol"))}</span>`;
    case "versus": {
      const detail =
        "cards" in outcome
          ? outcome.cards.map(cardLabel).join(" ")
          : "score" in outcome
            ? outcome.score.join("–")
            : `${words.round} ${outcome.round}`;
      return html`${choiceWord(outcome.winner, words)} <small>${detail}</small>`;
    }
    case "baccarat":
      return html`${choiceWord(outcome.winner, words)} <small>${outcome.player.total}–${outcome.banker.total}</small>`;
  }
}

function historyHtml(
  rounds: readonly PlayedRound[],
  games: readonly SandboxGame[],
  words: GameWords,
  language: Language,
): Html {
  return html`<section class="history" aria-labelledby="history-title">
<h2 id="history-title">${words.lastResults}</h2>
<ol id="history">${rounds.map((round) => roundSummary(round, games, words, language))}</ol>
<p id="no-rounds" class="muted"${rounds.length > 0 ? new Html(" hidden") : undefined}>${words.noRounds}</p>
</section>`;
}

function chipsHtml(words: GameWords): Html {
  return html`<fieldset class="chips"><legend>${words.bet}</legend>${BET_CHIPS.map(
    (chip) =>
      html`<label><input type="radio" name="bet" value="${chip}"${chip === DEFAULT_CHIP ? new Html(" checked") : undefined}><span>${chip.replace(/\.00$/, "")}</span></label>`,
  )}</fieldset>`;
}

function slotHtml(theme: string, lastReels: readonly string[] | undefined, words: GameWords): Html {
  const reels = lastReels ?? ["seven", "seven", "seven"];
  return html`<div class="reels" id="reels">${reels.map(
    (symbol, index) => html`<div class="reel" data-reel="${index}">${symbolHtml(theme, symbol)}</div>`,
  )}</div>
${chipsHtml(words)}
<button type="button" class="primary spin" data-choice="">${words.spin}</button>
<details class="pays"><summary>${words.payTable}</summary><ul>${slotSymbols.map(
    (symbol) =>
      html`<li>${[0, 1, 2].map(() => symbolHtml(theme, symbol, "mini-symbol"))}<b>${multiplierLabel(String(threeOfAKindPays[symbol]))}</b></li>`,
  )}<li>${[0, 1].map(() => symbolHtml(theme, "cherry", "mini-symbol"))}<b>${multiplierLabel(String(TWO_CHERRIES_PAYS))}</b></li></ul></details>`;
}

function cardHtml(card: Card): Html {
  const red = card.suit === "hearts" || card.suit === "diamonds";
  return html`<span class="card${red ? " red" : ""}">${cardLabel(card)}</span>`;
}

/** What each side of a table shows: its cards, goals or fighter, and its total or the round. */
function tableSides(
  play: Exclude<GamePlay, { kind: "slot" }>,
  last: RoundOutcome | undefined,
  words: GameWords,
): [Html, Html, string, string] {
  const rooster = symbolHtml("", "rooster", "rooster");
  if (last?.kind === "baccarat") {
    return [
      html`${last.player.cards.map(cardHtml)}`,
      html`${last.banker.cards.map(cardHtml)}`,
      String(last.player.total),
      String(last.banker.total),
    ];
  }
  if (last?.kind === "versus") {
    if ("cards" in last) return [cardHtml(last.cards[0]), cardHtml(last.cards[1]), "", ""];
    if ("score" in last) return [html`${last.score[0]}`, html`${last.score[1]}`, "", ""];
    const round = `${words.round} ${last.round}`;
    return [rooster, rooster, round, round];
  }
  const waiting = play.kind === "versus" && play.theme === "cockfight" ? rooster : html`?`;
  return [waiting, waiting, "", ""];
}

function tableHtml(
  play: Exclude<GamePlay, { kind: "slot" }>,
  last: RoundOutcome | undefined,
  words: GameWords,
): Html {
  const [left, right] = play.kind === "baccarat" ? (["player", "banker"] as const) : versusSides[play.theme];
  const pays =
    play.kind === "baccarat"
      ? { [left]: baccaratPays.player, tie: baccaratPays.tie, [right]: baccaratPays.banker }
      : { [left]: SIDE_PAYS, tie: TIE_PAYS, [right]: SIDE_PAYS };
  const [leftShows, rightShows, leftTotal, rightTotal] = tableSides(play, last, words);
  const winner = last !== undefined && last.kind !== "slot" ? last.winner : undefined;
  const side = (name: string, where: "left" | "right", shows: Html, total: string) =>
    html`<div class="side ${where} ${name}${name === winner ? " winner" : ""}" id="side-${where}"><span class="label">${choiceWord(name, words)}</span><div class="show" id="show-${where}">${shows}</div><strong class="total" id="total-${where}">${total}</strong></div>`;
  return html`<div class="table">${side(left, "left", leftShows, leftTotal)}<div class="vs">VS</div>${side(right, "right", rightShows, rightTotal)}</div>
${chipsHtml(words)}
<div class="choices">${[left, "tie", right].map(
    (choice) =>
      html`<button type="button" class="choice ${choice}" data-choice="${choice}">${choiceWord(choice, words)}<small>${multiplierLabel(pays[choice] ?? "")}</small></button>`,
  )}</div>`;
}

/** A whole page: the head every game page shares, then `header` and `body`; the script only to play. */
function gamesDocument(language: Language, title: string, header: Html, body: Html, script: boolean): string {
  const scriptTag = script ? html`<script src="${ASSETS_PATH}/play.js" defer></script>\n` : undefined;
  return `<!doctype html>${html`<html lang="${htmlLang[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title}</title>
<link rel="icon" href="/favicon.svg">
<link rel="stylesheet" href="${ASSETS_PATH}/play.css">
${scriptTag}</head>
<body>
<header class="top">
${header}
</header>
${body}
</body>
</html>`}`;
}

function shell(options: {
  language: Language;
  title: string;
  launch: Launch;
  balance: string;
  words: GameWords;
  body: Html;
}): string {
  const header = html`<a class="back" href="${options.launch.returnUrl}" rel="noreferrer">← ${options.words.backTo}</a>
<div class="balance"><span>${options.words.balance}</span><strong id="balance">${creditText(options.balance, options.language)}</strong></div>`;
  return gamesDocument(options.language, options.title, header, options.body, true);
}

/** What an ended or unknown link opens: the game is closed and is reopened from the site. */
export function renderEndedPage(language: Language): string {
  const words = gameWords[language];
  return gamesDocument(
    language,
    words.ended,
    html`<a class="back" href="/">← ${words.backTo}</a>`,
    html`<main class="ended">
<h1>${words.ended}</h1>
<p class="message error">${words.expired}</p>
</main>`,
    false,
  );
}

export interface GamePageModel {
  token: string;
  launch: Launch;
  /** The provider's games: the lobby lists them and the history names them. */
  games: readonly SandboxGame[];
  /** The game to play, or undefined for the lobby. */
  game: SandboxGame | undefined;
  balance: string;
  rounds: readonly PlayedRound[];
}

export function renderGamePage(model: GamePageModel): string {
  const words = gameWords[model.launch.language];
  const { game, token } = model;
  const history = historyHtml(model.rounds, model.games, words, model.launch.language);
  const playUrl = `${PLAY_PATH}/${encodeURIComponent(token)}`;
  const names = Object.fromEntries(model.games.map((candidate) => [candidate.code, candidate.name]));
  if (game === undefined) {
    return shell({
      language: model.launch.language,
      title: words.lobby,
      launch: model.launch,
      balance: model.balance,
      words,
      body: html`<main id="game" class="lobby" data-token="${token}" data-assets="${ASSETS_PATH}" data-api="${SANDBOX_GAMES_PATH}/api" data-words="${JSON.stringify(words)}" data-names="${JSON.stringify(names)}">
<h1>${words.tables}</h1>
<ul class="lobby-tables">${model.games.map(
        (table) =>
          html`<li><a href="${playUrl}?game=${encodeURIComponent(table.code)}"><img src="${table.imageUrl}" alt="" width="160" height="120"><span class="name">${table.name}</span><span class="primary">${words.play}</span></a></li>`,
      )}</ul>
<p id="message" class="message" role="status" aria-live="polite"></p>
</main>
${history}`,
    });
  }
  const lastHere = model.rounds.find((round) => round.gameCode === game.code)?.outcome;
  const theme =
    game.play.kind === "slot" ? game.play.theme : game.play.kind === "versus" ? game.play.theme : "baccarat";
  const lobbyLink =
    model.launch.gameCode === null
      ? html`<a class="lobby-link" href="${playUrl}">← ${words.lobby}</a>`
      : undefined;
  return shell({
    language: model.launch.language,
    title: game.name,
    launch: model.launch,
    balance: model.balance,
    words,
    body: html`<main id="game" class="game ${game.play.kind} ${theme}" data-token="${token}" data-game="${game.code}" data-kind="${game.play.kind}" data-theme="${theme}" data-assets="${ASSETS_PATH}" data-api="${SANDBOX_GAMES_PATH}/api" data-words="${JSON.stringify(words)}" data-names="${JSON.stringify(names)}">
${lobbyLink}
<h1>${game.name}</h1>
${game.play.kind === "slot" ? slotHtml(game.play.theme, lastHere?.kind === "slot" ? lastHere.reels : undefined, words) : tableHtml(game.play, lastHere, words)}
<p id="message" class="message" role="status" aria-live="polite"></p>
</main>
${history}`,
  });
}
