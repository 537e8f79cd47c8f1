import { fileURLToPath } from "node:url";

const r = (p) => fileURLToPath(new URL(p, import.meta.url));

/** Import aliases of the client and server builds and of Vitest (`@shared/x` → src/shared/x …). */
export const aliases = {
  "@shared": r("../src/shared"),
  "@server": r("../src/server"),
  "@client": r("../src/client"),
  "@data": r("../data"),
};
