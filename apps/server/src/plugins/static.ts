import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import { isRenderedPlayerAddress, PAGES_WITH_POSTED_FORMS } from "@kham/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../errors.ts";
import { type AgencyRow, LANGUAGE_COOKIE, type PagePlayer, pageLanguage } from "./page-html.ts";
import { agencyOfHost, negotiateEncoding, PlayerPages, type PlayerPagesOptions } from "./static-pages.ts";
import { loadScreenRenderer, type ScreenRenderer } from "./web-build.ts";

export const BACK_OFFICE = "/backoffice";
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
/** A page holding a player's own data: kept by no cache, the browser's included. */
const PRIVATE = "private, no-store";

function hasExtension(urlPath: string): boolean {
  return path.posix.extname(urlPath) !== "";
}

function cacheControl(filePath: string, root: string): string {
  const relative = path.relative(root, filePath).split(path.sep).join("/");
  // Vite names every file under assets/ by its content hash, so it never changes.
  return relative.startsWith("assets/") ? IMMUTABLE : REVALIDATE;
}

/**
 * Serves the built web app pre-compressed and falls back to the player's page for client-side
 * routes: GET paths outside /api that have no file extension (under /backoffice, to the back
 * office's page). The player's page is index.html rendered per agency and language (see
 * static-pages.ts); /index.html itself stays the file as built, which the installed app keeps. A
 * request without a session for a public screen (/, /login, /register, no query) gets that screen
 * rendered into the page. Everything else unknown is a 404.
 */
/** The build's renderer of the public screens; without one (or if it fails to load) the browser renders them. */
async function screenRenderer(app: FastifyInstance, root: string): Promise<ScreenRenderer | undefined> {
  try {
    return await loadScreenRenderer(root);
  } catch (error) {
    app.log.error({ err: error }, "the web build's server entry did not load: screens render in the browser");
    return undefined;
  }
}

export default fp(
  async function staticFiles(
    app: FastifyInstance,
    options: {
      root: string;
      /** Whether the request carries a player's session cookie (the player may see another screen). */
      hasSession?: (request: FastifyRequest) => boolean;
      /** The agency's live promotions, for the public screens that show them. */
      promotions?: PlayerPagesOptions["promotions"];
      /** The providers' popular games, for the same screens. */
      popularGames?: PlayerPagesOptions["popularGames"];
      /**
       * For a request whose session is live, a reader of what its player's screen is drawn from
       * (what players/info and players/me answer, and the screen's own first calls); undefined
       * without one.
       */
      livePlayer?: (
        request: FastifyRequest,
        agency: AgencyRow,
      ) => Promise<((screenPath: string) => Promise<PagePlayer>) | undefined>;
    },
  ) {
    const root = options.root;
    const hasDist = fs.existsSync(path.join(root, "index.html"));
    if (!hasDist) app.log.warn({ root }, "web app not built: serving the API only");
    else {
      await app.register(fastifyStatic, {
        root,
        preCompressed: true,
        cacheControl: false,
        // The player's page at / is rendered per agency and language, like every other client route.
        index: false,
        // The build's own records (.vite/manifest.json) are for the build checks, not for browsers.
        allowedPath: (pathName) => !pathName.split("/").some((part) => part.startsWith(".")),
        setHeaders(res, filePath) {
          res.setHeader("cache-control", cacheControl(filePath, root));
          // The same URL answers br, gzip or plain bytes, so shared caches must key on the encoding.
          res.setHeader("vary", "Accept-Encoding");
        },
      });
    }

    const sendIndex = (reply: FastifyReply, page = "index.html") =>
      reply.header("cache-control", REVALIDATE).sendFile(page);

    const playerPages = hasDist
      ? new PlayerPages(root, {
          renderScreen: await screenRenderer(app, root),
          promotions: options.promotions,
          popularGames: options.popularGames,
          onRenderError: (error) =>
            app.log.error(
              { err: error },
              "public screen not (fully) rendered on the server: the browser completes it",
            ),
        })
      : undefined;
    /** The player's page with the host's agency and the player's language already in it. */
    const sendPlayerPage = async (pages: PlayerPages, request: FastifyRequest, reply: FastifyReply) => {
      // The query is all after the first "?" (a second one is part of it).
      const queryAt = request.url.indexOf("?");
      const urlPath = (queryAt < 0 ? request.url : request.url.slice(0, queryAt)) || "/";
      const query = queryAt < 0 ? undefined : request.url.slice(queryAt + 1);
      // A player with a session may be sent elsewhere (a logged-in player skips the landing page),
      // and a query (a redirect after login) changes the screen: the browser renders those.
      const player = options.hasSession?.(request) ?? false;
      const visitorScreen = query === undefined && !player ? urlPath : undefined;
      const agency = await agencyOfHost(app, request);
      const language = pageLanguage(request.cookies[LANGUAGE_COOKIE]);
      // A player's screen with a live session: their home and some others (isRenderedPlayerAddress)
      // come rendered, with their own data in it (never stored anywhere); the others preload their
      // first calls.
      // Only for a live session: a preloaded answer to an ended one would be taken for the answer
      // after the player logs in.
      const live =
        player && agency !== undefined && (urlPath === "/player" || urlPath.startsWith("/player/"))
          ? await options.livePlayer?.(request, agency)
          : undefined;
      const own = live !== undefined && agency !== undefined && isRenderedPlayerAddress(request.url);
      const page = own
        ? await pages.playerPage(agency, language, request.url, live)
        : await pages.page(agency, language, visitorScreen, live === undefined ? undefined : urlPath);
      const encoding = negotiateEncoding(request.headers["accept-encoding"]);
      if (encoding !== "identity") reply.header("content-encoding", encoding);
      return (
        reply
          .header("cache-control", own ? PRIVATE : REVALIDATE)
          // The same address answers per host, per language cookie and per encoding.
          .header("vary", "Accept-Encoding, Cookie")
          .type("text/html; charset=utf-8")
          .send(page.body(encoding))
      );
    };

    // The file server would answer / with index.html as it is; the player's page is rendered.
    if (playerPages) app.get("/", (request, reply) => sendPlayerPage(playerPages, request, reply));

    app.setNotFoundHandler(async (request, reply) => {
      const urlPath = request.url.split("?")[0] ?? "/";
      // A rendered form posts to its own page when sent before the app's scripts ran (the server's
      // HTML alone): the page comes back, its body unread, and the app takes over.
      if (hasDist && request.method === "POST" && PAGES_WITH_POSTED_FORMS.includes(urlPath)) {
        return reply.redirect(urlPath, 303);
      }
      const isPage = (request.method === "GET" || request.method === "HEAD") && !hasExtension(urlPath);
      // Paths the router reads as the API's have the API's own not-found answer (app.ts).
      if (hasDist && isPage) {
        // The staff's back office is a page of its own, with its own client-side routes.
        if (urlPath === BACK_OFFICE || urlPath.startsWith(`${BACK_OFFICE}/`)) {
          return sendIndex(reply, "backoffice/index.html");
        }
        return playerPages ? sendPlayerPage(playerPages, request, reply) : sendIndex(reply);
      }
      throw new AppError("NOT_FOUND");
    });
  },
  { name: "static-files" },
);
