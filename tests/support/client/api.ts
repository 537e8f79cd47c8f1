/**
 * The fake HTTP API of component tests: a real fetch layer intercepted by MSW (`msw/node`), with handlers typed
 * by {@link ApiContract}. The setup file starts {@link server} once per test file with `onUnhandledRequest:
 * "error"` (a request no handler answers fails the test) and resets handlers and the request log after each test.
 *
 *   mockApi({ "GET /api/scripts/7": () => ({ script: buildScript() }) });    // typed 200 JSON answer
 *   mockApi({ "PUT /api/scripts/7": () => apiError(409, "CONFLICT", "…") }); // any other answer is a Response
 *   expect(sentBodies("PUT /api/scripts/7")).toEqual([{ … }]);
 */
import { http, HttpResponse, type HttpHandler } from "msw";
import { setupServer } from "msw/node";
import type { AppUser } from "@shared/schemas/user";
import type { ApiContract, ApiKey } from "./api-contract";
import { adminUser, verifiedUser } from "./fixtures";

/** One request the fake API answered. `path` is decoded; `body` is parsed JSON, FormData, or undefined. */
export interface ApiCall {
  method: string;
  path: string;
  url: URL;
  body: any;
}

export interface ApiRequest extends ApiCall {
  request: Request;
}

type Answer<T> = [T] extends [never] ? Response : T | Response;
export type Resolver<K extends ApiKey> = (
  request: ApiRequest,
) => Answer<ApiContract[K]> | Promise<Answer<ApiContract[K]>>;
export type ApiHandlers = { [K in ApiKey]?: Resolver<K> };

const calls: ApiCall[] = [];

/** The server's error shape (`{ error, message }`) with a status. */
export const apiError = (status: number, error: string, message: string) =>
  HttpResponse.json({ error, message }, { status });

const signedOutReply = () => apiError(401, "UNAUTHENTICATED", "Please sign in.");

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get("content-type") ?? "";
  if (type.includes("multipart/form-data")) return request.clone().formData();
  const text = await request.clone().text();
  if (!text) return undefined;
  return type.includes("json") ? JSON.parse(text) : text;
}

/** "METHOD /path" with `${…}`-free concrete path; `*` at the end matches any rest of the path. */
function matches(pattern: string, path: string): boolean {
  const decoded = decodeURIComponent(pattern);
  return decoded.endsWith("*") ? path.startsWith(decoded.slice(0, -1)) : path === decoded;
}

function toHandler(key: string, resolve: (request: ApiRequest) => unknown): HttpHandler {
  const space = key.indexOf(" ");
  const method = key.slice(0, space);
  const pattern = key.slice(space + 1);
  // Matched here rather than by MSW's path syntax, so paths may hold spaces, "&" or ":" as the client sends them.
  return http.all("*", async ({ request }) => {
    const url = new URL(request.url);
    const path = decodeURIComponent(url.pathname);
    if (request.method !== method || !matches(pattern, path)) return undefined;
    const call: ApiCall = { method, path, url, body: await readBody(request) };
    calls.push(call);
    const answer = await resolve({ ...call, request });
    return answer instanceof Response ? answer : HttpResponse.json(answer as never);
  });
}

/** Answers for a fresh page: nobody signed in, the default sign-up domain. */
const defaultHandlers = [
  toHandler("GET /api/auth/me", signedOutReply),
  toHandler("GET /api/config", (): ApiContract["GET /api/config"] => ({
    allowedDomains: ["newsela.com"],
    productName: "Nova Writer",
    aiEngine: "offline",
  })),
  // The header's Reviews badge asks once someone is signed in: nothing awaits a decision by default.
  toHandler("GET /api/reviews", (): ApiContract["GET /api/reviews"] => ({ reviews: [], total: 0 })),
  // No topic text of ours for the wizard's topic unless a test says so (docs/product/topic-texts.md).
  toHandler("GET /api/topic-text", (): ApiContract["GET /api/topic-text"] => ({
    subject: null,
    title: null,
    text: "",
    minutes: null,
  })),
];

export const server = setupServer(...defaultHandlers);

/** Adds (or overrides, for this test) the answers of the given endpoints. */
export function mockApi(handlers: ApiHandlers): void {
  server.use(
    ...Object.entries(handlers).map(([key, resolve]) => toHandler(key, resolve as (r: ApiRequest) => unknown)),
  );
}

/** GET /api/auth/me answers with a verified user, an admin, or the given user; `null` signs out. */
export function signInAs(who: "user" | "admin" | AppUser | null): void {
  const user = who === "user" ? verifiedUser : who === "admin" ? adminUser : who;
  mockApi({ "GET /api/auth/me": () => (user ? { user } : signedOutReply()) });
}

/** An admin signed in, and every admin list (prompts, usage, characters, topics, weekly counts) empty. */
export function mockEmptyAdmin(): void {
  signInAs("admin");
  mockApi({
    "GET /api/admin/prompts": () => [],
    "GET /api/admin/prompts/usage": () => [],
    "GET /api/admin/characters": () => [],
    "GET /api/admin/topics": () => [],
    "GET /api/admin/topics/stats/weekly": () => [],
  });
}

/** Every request answered in this test, in order, e.g. to check what was (not) called. */
export const apiCalls = (): readonly ApiCall[] => calls;

/** The requests made to one "METHOD /path" (path decoded; `*` at the end matches any rest). */
export const callsTo = (key: string): ApiCall[] =>
  calls.filter((c) => key.startsWith(`${c.method} `) && matches(key.slice(key.indexOf(" ") + 1), c.path));

/** The bodies sent to one "METHOD /path". */
export const sentBodies = (key: string): any[] => callsTo(key).map((c) => c.body);

/** Called by the setup file after each test. */
export function resetApi(): void {
  server.resetHandlers();
  calls.length = 0;
}
