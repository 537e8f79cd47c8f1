import { accessSync, constants, statSync } from "node:fs";

/** Where Debian's and Ubuntu's `chromium` package puts the browser. */
export const DEFAULT_CHROMIUM_PATH = "/usr/bin/chromium";

/** The browser the e2e flows and the bench launch: `CHROMIUM_PATH` when set (and not empty), else `fallback`. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env, fallback = DEFAULT_CHROMIUM_PATH): string {
  return env.CHROMIUM_PATH || fallback;
}

/**
 * Null when the browser `chromiumPath(env)` names is an executable file; otherwise the message a newcomer needs:
 * the install command and `CHROMIUM_PATH`. Checks the file only (no launch), so it costs microseconds.
 */
export function chromiumProblem(env: NodeJS.ProcessEnv = process.env, fallback = DEFAULT_CHROMIUM_PATH): string | null {
  const file = chromiumPath(env, fallback);
  try {
    if (!statSync(file).isFile()) throw new Error("not a file");
    accessSync(file, constants.X_OK);
    return null;
  } catch {
    const where = env.CHROMIUM_PATH ? `CHROMIUM_PATH=${file} is not an executable file` : `no Chromium at ${file}`;
    return [
      `Chromium is needed for the browser tests (and the bench): ${where}.`,
      "  Install it (Debian/Ubuntu):  sudo apt-get install -y chromium",
      "  or point CHROMIUM_PATH at a Chrome or Chromium binary:  export CHROMIUM_PATH=/path/to/chrome",
      "  To run the other tests without a browser:  npx vitest run --project unit --project client --project api",
    ].join("\n");
  }
}
