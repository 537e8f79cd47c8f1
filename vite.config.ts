import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants as zlib, gzipSync } from "node:zlib";
import { defineConfig, type Plugin } from "vite";

import { aliases } from "./scripts/aliases.mjs";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Aliases shared by Vite (client and server builds) and Vitest (all projects). */
export { aliases };

/**
 * Writes .br and .gz beside every compressible asset after the build (issue 12), so the server sends them by
 * Accept-Encoding without compressing per request. Files under 1 kB are left alone.
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
      for (const file of walk(outDir).filter((f) => /\.(js|css|html|svg|json|txt)$/.test(f))) {
        const data = readFileSync(file);
        if (data.length < 1024) continue;
        writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  root: r("./src/client"),
  publicDir: false,
  plugins: [react(), tailwindcss(), precompress(r("./dist/client"))],
  resolve: { alias: aliases },
  build: { outDir: r("./dist/client"), emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: { "/api": { target: `http://localhost:${process.env.PORT ?? 5000}`, changeOrigin: false } },
  },
});
