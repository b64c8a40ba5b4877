import fs from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { AppError } from "../../errors.ts";
import { PAGE_CALL_BUDGET_MS, pageCalls } from "./page-fetch.ts";
import { LANGUAGE_COOKIE, pageLanguage } from "./page-html.ts";
import { agencyOfHost, negotiateEncoding, PlayerPages, type RenderedPage } from "./pages.ts";
import { loadPageRenderer, type PageRenderer } from "./web-build.ts";

export const BACK_OFFICE = "/backoffice";
const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
/** A page holding a player's own data: kept by no cache, the browser's included. */
const PRIVATE = "private, no-store";
/** One spelling per screen, so a client cannot make up a page per address. */
const VISITOR_PAGE_PATH = /^\/$|^(?:\/[a-z0-9_-]+)+$/;

/** A GET query would put typed passwords and bank details in history and logs, so these forms post. */
export const PAGES_WITH_POSTED_FORMS: readonly string[] = ["/login", "/register", "/player/bank"];

function hasExtension(urlPath: string): boolean {
  return path.posix.extname(urlPath) !== "";
}

function cacheControl(filePath: string, root: string): string {
  const relative = path.relative(root, filePath).split(path.sep).join("/");
  // Vite names every file under assets/ by its content hash, so it never changes.
  return relative.startsWith("assets/") ? IMMUTABLE : REVALIDATE;
}

/** The build's page renderer; without one (or if it fails to load) the browser renders every screen. */
async function pageRenderer(app: FastifyInstance, root: string): Promise<PageRenderer | undefined> {
  try {
    return await loadPageRenderer(root);
  } catch (error) {
    app.log.error({ err: error }, "the web build's server entry did not load: screens render in the browser");
    return undefined;
  }
}

/** Pre-compressed files, and client routes to the player's or back office's page (docs/decisions/page-data.md). */
export default fp(
  async function pages(
    app: FastifyInstance,
    options: {
      root: string;
      /** Whether the request carries a player's session cookie (the player may see another screen). */
      hasSession?: (request: FastifyRequest) => boolean;
      /** How long a page waits for any one of its calls (PAGE_CALL_BUDGET_MS). */
      callBudgetMs?: number;
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
          renderPage: await pageRenderer(app, root),
          onRenderError: (error) =>
            app.log.error(
              { err: error },
              "page not (fully) rendered on the server: the browser completes it",
            ),
        })
      : undefined;
    const budgetMs = options.callBudgetMs ?? PAGE_CALL_BUDGET_MS;
    /** The player's page with the host's agency and the player's language already in it. */
    const sendPlayerPage = async (pages: PlayerPages, request: FastifyRequest, reply: FastifyReply) => {
      // The query is all after the first "?" (a second one is part of it).
      const queryAt = request.url.indexOf("?");
      const urlPath = (queryAt < 0 ? request.url : request.url.slice(0, queryAt)) || "/";
      const agency = await agencyOfHost(app, request);
      const language = pageLanguage(request.cookies[LANGUAGE_COOKIE]);
      const session = options.hasSession?.(request) ?? false;
      let page: RenderedPage | undefined;
      let own = false;
      if (agency !== undefined && session && (urlPath === "/player" || urlPath.startsWith("/player/"))) {
        // A player's screen, drawn with what its route reads for them while their session is live.
        page = await pages.playerPage(
          agency,
          language,
          request.url,
          pageCalls(app, request, { withCookie: true, budgetMs }),
        );
        own = page !== undefined;
      } else if (agency !== undefined && !session && queryAt < 0 && VISITOR_PAGE_PATH.test(urlPath)) {
        // A visitor's screen, drawn without cookies; queries and other player paths are the browser's to render.
        page = await pages.visitorPage(
          agency,
          language,
          urlPath,
          pageCalls(app, request, { withCookie: false, budgetMs }),
        );
      }
      page ??= pages.page(agency, language);
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
      // A form sent before the scripts ran: the page comes back, its body unread.
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
  { name: "pages" },
);
