import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { defineConfig, type Plugin, type Rollup } from "vite";
import { routeModules, userMenuModule } from "./src/client/app/route-modules.ts";

import { aliases } from "./scripts/aliases.mjs";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Aliases shared by Vite (client and server builds) and Vitest (all projects). */
export { aliases };

/**
 * Writes .br and .gz beside every compressible asset after the build (ADR 0023; the PDF fonts too, ADR 0039), so the
 * server sends them by Accept-Encoding without compressing per request. Files under 1 kB are left alone.
 */
function precompress(outDir: string): Plugin {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const p = path.join(dir, name);
      return statSync(p).isDirectory() ? walk(p) : [p];
    });
  return {
    name: "nova-precompress",
    apply: "build",
    closeBundle() {
      for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|json|txt|ttf)$/.test(f))) {
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

/**
 * Puts the stylesheet into index.html (about 10 kB compressed): the app shell (src/client/app/app-shell.tsx)
 * paints with the HTML, without waiting for a second request (ADR 0023). The server sends the page
 * compressed (src/server/http/spa-pages.ts).
 */
function inlineStylesheet(): Plugin {
  return {
    name: "nova-inline-stylesheet",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx) {
        if (!ctx.bundle) return;
        return html.replace(
          /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/,
          (tag, file: string) => {
            const css = ctx.bundle![file];
            if (css?.type !== "asset") return tag;
            return `<style>${String(css.source).replaceAll("</style", "<\\/style")}</style>`;
          },
        );
      },
    },
  };
}

/**
 * Writes `route-preloads.json`: for each lazily loaded screen (src/client/app/route-modules.ts), its paths and
 * the JavaScript files it needs beyond the entry's (its chunk and their static imports, as "/assets/…"). The
 * server names them in that page's HTML so they download beside the entry (ADR 0023).
 */
function routePreloads(): Plugin {
  return {
    name: "nova-route-preloads",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === "chunk");
      const byFile = new Map(chunks.map((c) => [c.fileName, c]));
      /** The files a chunk needs: itself and its static imports, transitively. */
      const closure = (chunk: Rollup.OutputChunk, into = new Set<string>()): Set<string> => {
        if (into.has(chunk.fileName)) return into;
        into.add(chunk.fileName);
        for (const f of chunk.imports) closure(byFile.get(f)!, into);
        return into;
      };
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return this.error("no entry chunk");
      const inEntry = closure(entry);
      const filesOf = (module: string) => {
        const chunk = chunks.find((c) => c.facadeModuleId === r(`./src/client/${module}`));
        if (!chunk) return this.error(`route-modules.ts names ${module}, which is not a chunk of its own`);
        return [...closure(chunk)].filter((f) => !inEntry.has(f));
      };
      const table = Object.values(routeModules).map((route) => ({
        paths: route.paths,
        files: [...new Set([...filesOf(route.module), ...(route.signedIn ? filesOf(userMenuModule) : [])])].map(
          (f) => `/${f}`,
        ),
      }));
      this.emitFile({ type: "asset", fileName: "route-preloads.json", source: JSON.stringify(table, null, 1) });
    },
  };
}

export default defineConfig({
  root: r("./src/client"),
  publicDir: false,
  plugins: [react(), tailwindcss(), inlineStylesheet(), routePreloads(), precompress(r("./dist/client"))],
  resolve: { alias: aliases },
  build: { outDir: r("./dist/client"), emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: { "/api": { target: `http://localhost:${process.env.PORT ?? 5000}`, changeOrigin: false } },
  },
});
