// The sandbox game page: places bets through the game server's API and shows results and balance.
(() => {
  const game = document.getElementById("game");
  if (!game?.dataset.token) return;
  const { token, assets, api } = game.dataset;
  const gameCode = game.dataset.game;
  const kind = game.dataset.kind;
  const theme = game.dataset.theme;
  const words = JSON.parse(game.dataset.words ?? "{}");
  const names = JSON.parse(game.dataset.names ?? "{}");
  const balance = document.getElementById("balance");
  const message = document.getElementById("message");
  const history = document.getElementById("history");
  const noRounds = document.getElementById("no-rounds");
  const buttons = [...game.querySelectorAll("button[data-choice]")];
  const RANKS = ["", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"];
  const SUITS = { spades: "♠", hearts: "♥", diamonds: "♦", clubs: "♣" };
  const SVG = "http://www.w3.org/2000/svg";

  const element = (tag, className, text) => {
    const node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  };

  const symbol = (id, className) => {
    const svg = document.createElementNS(SVG, "svg");
    svg.setAttribute("class", className);
    svg.setAttribute("viewBox", "0 0 100 100");
    svg.setAttribute("role", "img");
    svg.setAttribute("aria-label", id);
    const use = document.createElementNS(SVG, "use");
    use.setAttribute("href", `${assets}/symbols.svg#${id}`);
    svg.append(use);
    return svg;
  };

  const cardLabel = (card) => `${RANKS[card.rank] ?? "?"}${SUITS[card.suit] ?? ""}`;
  const cardNode = (card) => {
    const red = card.suit === "hearts" || card.suit === "diamonds";
    return element("span", red ? "card red" : "card", cardLabel(card));
  };
  const word = (key) => words[key] ?? key;

  const say = (text, tone) => {
    message.textContent = text;
    message.className = `message ${tone}`;
  };

  const showSides = (outcome) => {
    const left = document.getElementById("show-left");
    const right = document.getElementById("show-right");
    const totals = [document.getElementById("total-left"), document.getElementById("total-right")];
    const sides = [document.getElementById("side-left"), document.getElementById("side-right")];
    left.replaceChildren();
    right.replaceChildren();
    totals[0].textContent = "";
    totals[1].textContent = "";
    if (outcome.kind === "baccarat") {
      left.append(...outcome.player.cards.map(cardNode));
      right.append(...outcome.banker.cards.map(cardNode));
      totals[0].textContent = String(outcome.player.total);
      totals[1].textContent = String(outcome.banker.total);
    } else if (outcome.cards) {
      left.append(cardNode(outcome.cards[0]));
      right.append(cardNode(outcome.cards[1]));
    } else if (outcome.score) {
      left.textContent = String(outcome.score[0]);
      right.textContent = String(outcome.score[1]);
    } else {
      left.append(symbol("rooster", "rooster"));
      right.append(symbol("rooster", "rooster"));
      totals[0].textContent = totals[1].textContent = `${word("round")} ${outcome.round}`;
    }
    sides[0].classList.toggle("winner", sides[0].classList.contains(outcome.winner));
    sides[1].classList.toggle("winner", sides[1].classList.contains(outcome.winner));
  };

  const showReels = (outcome) => {
    const reels = game.querySelectorAll(".reel");
    outcome.reels.forEach((id, index) => {
      reels[index]?.replaceChildren(symbol(`${theme}-${id}`, "symbol"));
    });
  };

  const summary = (round) => {
    const outcome = round.outcome;
    const what = element("span", "what");
    what.append(element("b", "", names[round.gameCode] ?? round.gameCode), " ");
    if (outcome.kind === "slot") {
      const slotTheme = round.gameCode === gameCode && kind === "slot" ? theme : "classic";
      const mini = element("span", "mini");
      mini.append(...outcome.reels.map((id) => symbol(`${slotTheme}-${id}`, "mini-symbol")));
      what.append(mini);
    } else {
      const detail =
        outcome.kind === "baccarat"
          ? `${outcome.player.total}–${outcome.banker.total}`
          : outcome.cards
            ? outcome.cards.map(cardLabel).join(" ")
            : outcome.score
              ? outcome.score.join("–")
              : `${word("round")} ${outcome.round}`;
      what.append(`${word(outcome.winner)} `, element("small", "", detail));
    }
    const money = element("span", "money", `${round.betText} → `);
    money.append(element("b", "", round.winText));
    const item = element("li", Number(round.win) > 0 ? "won" : "lost");
    item.append(what, money);
    return item;
  };

  const showHistory = (rounds) => {
    history.replaceChildren(...rounds.map(summary));
    noRounds.hidden = rounds.length > 0;
  };

  const refresh = async () => {
    const response = await fetch(`${api}/state?token=${encodeURIComponent(token)}`, {
      headers: { accept: "application/json" },
    });
    if (!response.ok) {
      if (response.status === 401) say(word("expired"), "error");
      return;
    }
    const { data } = await response.json();
    balance.textContent = data.balanceText;
    showHistory(data.rounds);
  };

  const play = async (choice) => {
    const bet = game.querySelector('input[name="bet"]:checked')?.value ?? "10.00";
    buttons.forEach((button) => {
      button.disabled = true;
    });
    game.classList.add("busy");
    say("", "");
    try {
      const response = await fetch(`${api}/rounds`, {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify(choice ? { token, gameCode, bet, choice } : { token, gameCode, bet }),
      });
      const body = await response.json();
      if (!response.ok) {
        const code = body?.error?.code;
        say(
          code === "INSUFFICIENT_CREDIT"
            ? word("insufficient")
            : code === "UNAUTHENTICATED"
              ? word("expired")
              : word("failed"),
          "error",
        );
        return;
      }
      const { round } = body.data;
      if (round.outcome.kind === "slot") showReels(round.outcome);
      else showSides(round.outcome);
      balance.textContent = body.data.balanceText;
      const won = Number(round.win) > 0;
      say(won ? word("youWin").replace("{amount}", round.winText) : word("noWin"), won ? "won" : "lost");
      history.prepend(summary(round));
      while (history.children.length > 10) history.lastElementChild.remove();
      noRounds.hidden = true;
    } catch {
      say(word("failed"), "error");
    } finally {
      game.classList.remove("busy");
      buttons.forEach((button) => {
        button.disabled = false;
      });
    }
  };

  for (const button of buttons) {
    button.addEventListener("click", () => play(button.dataset.choice || undefined));
  }
  // Credit may have moved while the page was hidden (a transfer from the site): show the live balance.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") refresh().catch(() => {});
  });
  refresh().catch(() => {});
})();
