import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { z } from "zod";

/**
 * `route-preloads.json`, written by the client build (vite.config.ts, from src/client/app/route-modules.ts):
 * for each screen loaded on first visit, the paths that show it ("/script-editor/:id" style patterns) and the
 * files ("/assets/…") it needs beyond the entry.
 */
const routePreloadsSchema = z.array(
  z.object({ paths: z.array(z.string()), files: z.array(z.string().regex(/^\/assets\/[\w.-]+\.js$/)) }),
);

/** Requests every page makes at start (the signed-in check; the login screen's company domain). */
const pageData: { path: string; when: (p: string) => boolean }[] = [
  { path: "/api/auth/me", when: () => true },
  { path: "/api/config", when: (p) => p === "/login" },
];

/** True when `pathname` matches `pattern`, whose ":name" segments match any one non-empty segment. */
export function matchesPattern(pattern: string, pathname: string): boolean {
  const want = pattern.split("/");
  const got = (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname).split("/");
  return want.length === got.length && want.every((seg, i) => (seg.startsWith(":") ? got[i] !== "" : seg === got[i]));
}

/** One page of the app: its HTML, and the same compressed (brotli, gzip) for clients that accept it. */
export interface SpaPage {
  html: string;
  br: Buffer;
  gzip: Buffer;
}

/**
 * The single-page app's HTML for a path (ADR 0023): index.html with `<link rel="modulepreload">` for
 * the screen's own code and `<link rel="preload" as="fetch">` for the API replies it asks for first, so both
 * download beside the entry instead of one after another (each round trip saved is ~150 ms on a slow phone
 * network). index.html carries the stylesheet inline (vite.config.ts), so pages are compressed once, when a
 * screen's page is first asked for, and kept (one per screen). A path that matches no screen gets index.html.
 * Without route-preloads.json (an older build) every path gets index.html with the data preloads only.
 */
export function spaPages(clientDir: string): (pathname: string) => SpaPage {
  const indexHtml = readFileSync(path.join(clientDir, "index.html"), "utf8");
  const file = path.join(clientDir, "route-preloads.json");
  const routes = existsSync(file) ? routePreloadsSchema.parse(JSON.parse(readFileSync(file, "utf8"))) : [];
  const withLinks = (pathname: string, files: string[]) => {
    const links = [
      // credentials: the app's fetch sends cookies ("include"); the preload must ask the same way to be reused.
      ...pageData
        .filter((d) => d.when(pathname))
        .map((d) => `<link rel="preload" href="${d.path}" as="fetch" crossorigin="use-credentials">`),
      // Low priority: the entry (high) is needed first; the screen's code comes next, on the same connections.
      ...files.map((f) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${f}">`),
    ];
    return indexHtml.replace("</head>", `    ${links.join("\n    ")}\n  </head>`);
  };
  const cache = new Map<string, SpaPage>();
  const page = (key: string, pathname: string, files: string[]) => {
    let built = cache.get(key);
    if (built === undefined) {
      const html = withLinks(pathname, files);
      built = {
        html,
        br: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: gzipSync(html, { level: 9 }),
      };
      cache.set(key, built);
    }
    return built;
  };
  return (pathname) => {
    const route = routes.find((r) => r.paths.some((p) => matchesPattern(p, pathname)));
    if (route) return page(`route:${routes.indexOf(route)}`, pathname, route.files);
    return page(pathname === "/login" ? "login" : "other", pathname === "/login" ? "/login" : "", []);
  };
}
