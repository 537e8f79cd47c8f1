import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const r = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/** Aliases shared by Vite (client build) and Vitest (all projects). */
export const aliases = {
  "@shared": r("./src/shared"),
  "@server": r("./src/server"),
  "@client": r("./src/client"),
  "@data": r("./data"),
};

export default defineConfig({
  root: r("./src/client"),
  publicDir: false,
  plugins: [react(), tailwindcss()],
  resolve: { alias: aliases },
  build: { outDir: r("./dist/client"), emptyOutDir: true, sourcemap: false },
  server: {
    port: 5173,
    proxy: { "/api": { target: `http://localhost:${process.env.PORT ?? 5000}`, changeOrigin: false } },
  },
});
