import fc from "fast-check";
import type { App } from "../app";
import type { InventoryRoute } from "../test-support/route-inventory";
import {
  badSegment,
  CONTENT_TYPES,
  encodeSegment,
  hugeString,
  junkValue,
  keyPaths,
  malformedJson,
  oddString,
  REMOVE,
  replaceAt,
  toJson,
} from "./bad-request-arbitraries";
import type { validRequest } from "./route-requests";
import { SSE_ACCEPT, statusOf, streamedError } from "./sse-answer";

/** A route, a well-formed request to it, and who may send it. */
export type FuzzTarget = {
  route: InventoryRoute;
  valid: ReturnType<typeof validRequest>;
  cookies: Array<string | undefined>;
};

export type FuzzRequest = {
  route: string;
  kind: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
};

type Mutated = { kind: string; body?: string | Buffer; contentType?: string; url?: string };

const json = (kind: string, value: unknown): Mutated => ({
  kind,
  body: toJson(value),
  contentType: "application/json",
});

/** The sample with one more member, written out by hand so that "__proto__" is a real key. */
function withExtraKey(sample: object, key: string, value: unknown): string {
  const rest = JSON.stringify(sample).slice(1, -1);
  return `{${JSON.stringify(key)}:${toJson(value)}${rest ? `,${rest}` : ""}}`;
}

function bodyMutations(sample: unknown): fc.Arbitrary<Mutated>[] {
  const base = sample !== null && typeof sample === "object" && !Buffer.isBuffer(sample) ? sample : {};
  const text = JSON.stringify(base);
  const paths = keyPaths(base);
  const arbitraries: fc.Arbitrary<Mutated>[] = [
    junkValue.map((v) => json("whole body of a wrong type", v)),
    fc
      .tuple(
        fc.oneof(oddString, fc.constantFrom("__proto__", "constructor", "prototype", "extra")),
        junkValue,
      )
      .map(([k, v]) => ({
        kind: "extra field",
        body: withExtraKey(base, k, v),
        contentType: "application/json",
      })),
    malformedJson(text).map((body) => ({ kind: "malformed JSON", body, contentType: "application/json" })),
    fc
      .tuple(
        fc.constantFrom(...CONTENT_TYPES),
        fc.oneof(fc.constant(text), oddString, fc.constant("a=1&b=2")),
      )
      .map(([contentType, body]) => ({ kind: `content type ${contentType}`, body, contentType })),
    fc.constant({ kind: "body without a content type", body: text }),
  ];
  if (paths.length) {
    arbitraries.push(
      fc
        .tuple(fc.constantFrom(...paths), junkValue)
        .map(([p, v]) => json(`wrong value at ${p.join(".")}`, replaceAt(base, p, v))),
      fc.constantFrom(...paths).map((p) => json(`missing ${p.join(".")}`, replaceAt(base, p, REMOVE))),
    );
  }
  return arbitraries;
}

function queryString(query: Record<string, unknown>): string {
  const parts = Object.entries(query).flatMap(([k, v]) =>
    (Array.isArray(v) ? v : [v]).map((item) => `${encodeSegment(k)}=${encodeSegment(String(item))}`),
  );
  return parts.length ? `?${parts.join("&")}` : "";
}

/** Every kind of bad request to one route, from its valid request. */
export function requestsTo(target: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  const { route, valid } = target;
  const validBody =
    valid.body === undefined
      ? undefined
      : Buffer.isBuffer(valid.body)
        ? valid.body
        : (JSON.stringify(valid.body) ?? undefined);
  const validType = valid.contentType ?? (validBody === undefined ? undefined : "application/json");
  const validQuery = queryString(valid.query ?? {});
  const mutations = bodyMutations(valid.body);

  const names = Object.keys(valid.params);
  if (names.length) {
    mutations.push(
      fc.tuple(fc.constantFrom(...names), badSegment).map(([name, segment]) => ({
        kind: `path parameter ${name}`,
        url: route.url.replace(/:(\w+)/g, (_, n: string) =>
          n === name ? segment : encodeURIComponent(valid.params[n] ?? ""),
        ),
      })),
    );
  }
  const queryKeys = fc.oneof(fc.constantFrom("format", "loadSave", "playerId", "returnTo", "x"), oddString);
  const queryValue = fc.oneof(
    oddString,
    hugeString.filter((s) => s.length < 70_000),
    fc.array(oddString),
  );
  mutations.push(
    fc.dictionary(queryKeys, queryValue, { maxKeys: 3 }).map((query) => ({
      kind: "query",
      url: `${valid.url.split("?")[0]}${queryString({ ...valid.query, ...query })}`,
    })),
  );

  // One request in three asks for server-sent events, as the play screen does: a route that
  // streams then reports its failures as an `error` event inside a 200.
  const accept = fc.constantFrom<string | undefined>(undefined, undefined, SSE_ACCEPT);
  return fc
    .tuple(fc.oneof(...mutations), fc.constantFrom(...target.cookies), accept)
    .map(([m, cookie, sse]) => {
      const headers: Record<string, string> = {};
      if (cookie) headers.cookie = cookie;
      if (sse) headers.accept = sse;
      const body = m.body ?? validBody;
      const contentType = m.body !== undefined ? m.contentType : validType;
      if (contentType) headers["content-type"] = contentType;
      return {
        route: route.key,
        kind: m.kind,
        url: m.url ?? `${valid.url}${validQuery}`,
        headers,
        payload: body,
      };
    });
}

/** What is wrong with a 4xx's message, or null. */
function messageProblem(status: number, message: unknown, where = "") {
  if (typeof message !== "string" || !message.trim()) return `${status}${where} has no message`;
  if (message === "Internal Server Error") return `${status}${where} says only "Internal Server Error"`;
  return null;
}

/**
 * Why an answer is wrong, or null: never a 5xx, and every 4xx a JSON {message} that says
 * something; in a stream, the same of its `error` event.
 */
export function problemWith(res: { statusCode: number; headers: Record<string, unknown>; body: string }) {
  const streamed = streamedError(res);
  if (streamed === "unreadable") return "an SSE error event without a JSON {status}";
  if (streamed) {
    if (streamed.status >= 500) return `answered ${streamed.status} in an SSE error event`;
    return messageProblem(streamed.status, streamed.message, " in an SSE error event");
  }
  if (res.statusCode >= 500) return `answered ${res.statusCode}`;
  if (res.statusCode < 400) return null;
  if (!String(res.headers["content-type"]).includes("application/json"))
    return `${res.statusCode} is not JSON`;
  let message: unknown;
  try {
    message = JSON.parse(res.body).message;
  } catch {
    return `${res.statusCode} body is not JSON`;
  }
  return messageProblem(res.statusCode, message);
}

export type FuzzFailure = { seed: number; path: string; problem: string; request: FuzzRequest; body: string };

/**
 * Requests in flight at once: the app overlaps one's database wait with another's parsing. A
 * replay (a path given) sends one at a time, so that it answers the same however often it runs.
 */
const CONCURRENCY = 8;

/**
 * Sends `numRuns` generated requests (one per fast-check run, several in flight) and answers the
 * counts. A bad answer does not stop the run: each is kept with the seed and path (the run's
 * index) that generate its request again.
 */
export async function fuzz(
  app: App,
  targets: FuzzTarget[],
  options: {
    seed: number;
    numRuns: number;
    path?: string;
    /** Told every answer: the route ("METHOD /path") and its status. */
    observe?: (route: string, status: number) => void;
  },
) {
  const counts = { requests: 0, "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0 };
  const failures: FuzzFailure[] = [];
  /** Milliseconds spent per route and per kind of request: where the run's time goes. */
  const timeByRoute = new Map<string, number>();
  const timeByKind = new Map<string, number>();
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);

  const send = async (request: FuzzRequest, path: string) => {
    const sent = performance.now();
    const res = await app.inject({
      method: request.route.split(" ")[0] as "GET",
      url: request.url,
      headers: request.headers,
      payload: request.payload,
    });
    counts.requests += 1;
    counts[`${Math.min(Math.floor(statusOf(res) / 100), 5)}xx` as "2xx"] += 1;
    options.observe?.(request.route, statusOf(res));
    add(timeByRoute, request.route, performance.now() - sent);
    add(timeByKind, request.kind.split(" ")[0] ?? "", performance.now() - sent);
    const problem = problemWith(res);
    if (problem) failures.push({ seed: options.seed, path, problem, request, body: res.body.slice(0, 300) });
  };

  const concurrency = options.path ? 1 : CONCURRENCY;
  const started = performance.now();
  const inFlight = new Set<Promise<void>>();
  let index = options.path ? Number(options.path.split(":")[0]) : 0;
  const property = fc.asyncProperty(fc.oneof(...targets.map(requestsTo)), async (request) => {
    const sending: Promise<void> = send(request, String(index++)).finally(() => inFlight.delete(sending));
    inFlight.add(sending);
    if (inFlight.size >= concurrency) await Promise.race(inFlight);
    return true;
  });
  await fc.assert(property, { seed: options.seed, numRuns: options.numRuns, path: options.path });
  await Promise.all(inFlight);

  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, ms]) => `${key} ${Math.round(ms)} ms`);
  return {
    ...counts,
    failures,
    ms: Math.round(performance.now() - started),
    slowest: top(timeByRoute, 5),
    kinds: top(timeByKind, 10),
  };
}
