import http, { type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";
import { encodeMp3 } from "../voice/pcm";

/**
 * A small OpenAI-compatible chat-completions server for tests: real HTTP, real SSE, answers
 * that fit the JSON schema a request asks for, token usage — and faults on demand.
 */

export type RequestKind = "stream" | "structured" | "text" | "speech" | "image";

/** A 1×1 PNG: enough for an illustrator, which resizes whatever it is given. */
const TINY_PNG =
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==";
/** Two seconds of a quiet tone as a real MP3, so that a browser plays the narration it is sent. */
export const FAKE_SPEECH = encodeMp3(
  Int16Array.from({ length: 22_050 * 2 }, (_, i) => Math.round(800 * Math.sin(i / 8))),
  22_050,
);

export type Fault =
  /**
   * Answers this HTTP status (with `retry-after-ms: 10`, so retries are quick; or, with
   * `retryAfterSeconds`, a plain `retry-after` as a busy provider sends it).
   */
  | { kind: "status"; status: number; retryAfterSeconds?: number }
  /** Starts at once, then stalls this long before each further piece (or before a whole answer). */
  | { kind: "slow-total"; delayMs: number }
  /** Declines, as OpenAI's models do: a `refusal` in place of the content. */
  | { kind: "refusal"; message?: string }
  /** Sends the headers, then waits before the first SSE chunk. */
  | { kind: "slow-first-chunk"; delayMs: number }
  /** Destroys the socket after this many content chunks. */
  | { kind: "cut-stream"; afterChunks: number }
  /** Answers a structured request with JSON that does not parse. */
  | { kind: "malformed-json" }
  /** Answers a structured request without this top-level field, as a careless model might. */
  | { kind: "omit-field"; field: string }
  /**
   * Answers the next moderation request "not allowed", as a model's safety check would; with
   * `matching`, only one whose text contains it (so a test can pass the action and refuse the scene).
   */
  | { kind: "moderation-refusal"; reason?: string; matching?: string };

export type RecordedRequest = {
  path: string;
  headers: IncomingHttpHeaders;
  kind: RequestKind;
  body: ChatBody;
};

type Message = { role: string; content: string | Array<{ type: string; text?: string }> | null };
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
};
type ChatBody = {
  model?: string;
  stream?: boolean;
  max_tokens?: number;
  max_completion_tokens?: number;
  messages?: Message[];
  response_format?: { type: string; json_schema?: { name?: string; schema?: JsonSchema } };
  tools?: Array<{ type: string; function: { name: string; parameters?: JsonSchema } }>;
};

export type FakeOpenAiServer = {
  /** e.g. http://127.0.0.1:54321 — the API is under /v1. */
  url: string;
  requests: RecordedRequest[];
  /** performance.now() when each stream sent its first words (for latency benchmarks). */
  firstWordsAt: number[];
  /**
   * The tokens (prompt + completion) of each answer sent with its usage, as a provider bills
   * them: an answer cut, stalled past the caller's patience or refused by status bills nothing.
   */
  billed: number[];
  /** The next `times` requests this fault applies to get it. */
  inject(fault: Fault, times?: number): void;
  reset(): void;
  close(): Promise<void>;
};

/** A moderation request: its answer's schema has an "allowed" verdict. */
function isModeration(body: ChatBody): boolean {
  const schema = body.response_format?.json_schema?.schema ?? body.tools?.[0]?.function.parameters;
  return Boolean(schema?.properties?.allowed);
}

const appliesTo = (fault: Fault, kind: RequestKind, body: ChatBody) =>
  fault.kind === "status" ||
  fault.kind === "slow-total" ||
  (fault.kind === "refusal" && !isModeration(body)) ||
  (kind === "stream" && (fault.kind === "slow-first-chunk" || fault.kind === "cut-stream")) ||
  (kind !== "stream" && fault.kind === "malformed-json") ||
  (kind === "structured" && fault.kind === "omit-field") ||
  (fault.kind === "moderation-refusal" &&
    isModeration(body) &&
    (!fault.matching || promptText(body).toLowerCase().includes(fault.matching.toLowerCase())));

/**
 * How long an answer takes, as a slow model's would: the first words after `firstTokenMs`, the
 * whole answer after `totalMs` (a plain answer arrives whole then; a stream spreads its chunks
 * between the two). For benchmarks; tests leave it unset and are answered at once.
 */
export type Pace = (request: {
  kind: RequestKind;
  prompt: string;
  /** The request's output limit (max_tokens or max_completion_tokens), when it set one. */
  maxTokens: number | undefined;
}) => { firstTokenMs: number; totalMs: number } | undefined;

/** The models `GET /v1/models` lists. */
export const FAKE_MODELS = ["fake-writer", "fake-fast"];

export async function startFakeOpenAiServer(
  options: {
    pace?: Pace;
    /** Answers 401, as a provider does to a wrong key, unless the request carries `Bearer {apiKey}`. */
    apiKey?: string;
    /** Answers 404 to a model not in FAKE_MODELS, as a provider does to an unknown model. */
    strictModels?: boolean;
  } = {},
): Promise<FakeOpenAiServer> {
  const requests: RecordedRequest[] = [];
  const firstWordsAt: number[] = [];
  const billed: number[] = [];
  let faults: Fault[] = [];
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk: string) => {
      raw += chunk;
    });
    req.on("end", () => {
      if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`)
        return json(res, 401, { error: { message: "Incorrect API key provided", code: "invalid_api_key" } });
      if (req.method === "GET" && req.url?.endsWith("/models"))
        return json(res, 200, { object: "list", data: FAKE_MODELS.map((id) => ({ id, object: "model" })) });
      // Speech and pictures (a creator's own voice and illustrator, issue 32): recorded, and
      // answered at once — or with an injected status fault, as a busy or broken provider.
      const media: RequestKind | null = req.url?.endsWith("/audio/speech")
        ? "speech"
        : req.url?.endsWith("/images/generations")
          ? "image"
          : null;
      if (req.method === "POST" && media) {
        let body: ChatBody = {};
        try {
          body = JSON.parse(raw) as ChatBody;
        } catch {}
        requests.push({ path: req.url ?? "", headers: req.headers, kind: media, body });
        const at = faults.findIndex((f) => f.kind === "status");
        const fault = at >= 0 ? faults.splice(at, 1)[0] : undefined;
        if (fault?.kind === "status")
          return json(res, fault.status, { error: { message: "The fake server was told to fail" } });
        if (media === "image") return json(res, 200, { created: 0, data: [{ b64_json: TINY_PNG }] });
        res.writeHead(200, { "content-type": "audio/mpeg" });
        return res.end(FAKE_SPEECH);
      }
      if (req.method !== "POST" || !req.url?.endsWith("/chat/completions")) {
        return json(res, 404, { error: { message: `no route ${req.method} ${req.url}` } });
      }
      let body: ChatBody;
      try {
        body = JSON.parse(raw) as ChatBody;
      } catch {
        return json(res, 400, { error: { message: "invalid JSON body" } });
      }
      const kind: RequestKind = body.stream
        ? "stream"
        : body.response_format || body.tools
          ? "structured"
          : "text";
      requests.push({ path: req.url, headers: req.headers, kind, body });
      if (options.strictModels && !FAKE_MODELS.includes(body.model ?? ""))
        return json(res, 404, {
          error: { message: `The model \`${body.model}\` does not exist`, code: "model_not_found" },
        });
      const at = faults.findIndex((f) => appliesTo(f, kind, body));
      const fault = at >= 0 ? faults.splice(at, 1)[0] : undefined;
      const timing = options.pace?.({
        kind,
        prompt: promptText(body),
        maxTokens: body.max_completion_tokens ?? body.max_tokens,
      });
      const hooks = {
        onFirstWords: (at: number) => firstWordsAt.push(at),
        onBilled: (n: number) => billed.push(n),
      };
      void answer(res, body, kind, fault, hooks, timing);
    });
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    firstWordsAt,
    billed,
    inject(fault, times = 1) {
      for (let i = 0; i < times; i++) faults.push(fault);
    },
    reset() {
      faults = [];
      requests.length = 0;
      firstWordsAt.length = 0;
      billed.length = 0;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

// ---- answering ----------------------------------------------------------------------------

/** What the server is told of each answer: when its first words went out, what it billed. */
type Hooks = { onFirstWords: (at: number) => void; onBilled: (tokens: number) => void };

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(body));
}

/** Waits, or stops waiting when the client goes away. */
const sleep = (ms: number, res: ServerResponse) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      res.off("close", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    res.once("close", done);
  });

const tokens = (text: string) => Math.max(1, Math.ceil(text.length / 4));

function promptText(body: ChatBody): string {
  return (body.messages ?? [])
    .map((m) =>
      typeof m.content === "string" ? m.content : (m.content ?? []).map((p) => p.text ?? "").join(" "),
    )
    .join("\n");
}

async function answer(
  res: ServerResponse,
  body: ChatBody,
  kind: RequestKind,
  fault: Fault | undefined,
  hooks: Hooks,
  timing?: { firstTokenMs: number; totalMs: number },
) {
  const started = performance.now();
  if (fault?.kind === "status") {
    return json(
      res,
      fault.status,
      {
        error: { message: `fake failure ${fault.status}`, type: "server_error", code: String(fault.status) },
      },
      fault.retryAfterSeconds === undefined
        ? { "retry-after-ms": "10" }
        : { "retry-after": String(fault.retryAfterSeconds) },
    );
  }
  if (fault?.kind === "refusal")
    return refuse(res, body, kind, fault.message ?? "I'm sorry, I can't help with that.", hooks);
  const prompt = promptText(body);
  const id = `chatcmpl-${Math.random().toString(36).slice(2, 10)}`;
  const base = { id, created: Math.floor(Date.now() / 1000), model: body.model ?? "fake-model" };
  const tool = body.tools?.[0]?.function;
  const schema = body.response_format?.json_schema?.schema;
  let content: string;
  if (fault?.kind === "malformed-json") content = '{"sceneTitle": "Broken answer", "choices": [';
  else if (fault?.kind === "moderation-refusal")
    content = JSON.stringify({ allowed: false, reason: fault.reason ?? "Too violent for child mode." });
  else if (tool) content = JSON.stringify(generate(tool.parameters ?? {}, [], 0, prompt));
  else if (body.response_format) content = JSON.stringify(schema ? generate(schema, [], 0, prompt) : {});
  else content = prose(prompt);
  if (fault?.kind === "omit-field") {
    const answer = JSON.parse(content) as Record<string, unknown>;
    delete answer[fault.field];
    content = JSON.stringify(answer);
  }
  const usage = { prompt_tokens: tokens(prompt), completion_tokens: tokens(content) };
  const usageBody = { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens };

  if (kind !== "stream") {
    if (timing) await sleep(timing.totalMs, res);
    if (fault?.kind === "slow-total") await sleep(fault.delayMs, res);
    if (res.destroyed) return;
    hooks.onBilled(usageBody.total_tokens);
    const message = tool
      ? {
          role: "assistant",
          content: null,
          tool_calls: [
            { id: `call_${id}`, type: "function", function: { name: tool.name, arguments: content } },
          ],
        }
      : { role: "assistant", content };
    return json(res, 200, {
      ...base,
      object: "chat.completion",
      choices: [{ index: 0, message, finish_reason: tool ? "tool_calls" : "stop" }],
      usage: usageBody,
    });
  }

  res.writeHead(200, {
    "content-type": "text/event-stream",
    "cache-control": "no-cache",
    connection: "keep-alive",
  });
  res.flushHeaders();
  const send = (payload: unknown) => {
    if (!res.destroyed) res.write(`data: ${JSON.stringify(payload)}\n\n`);
  };
  const chunk = (delta: object, finish: string | null = null) =>
    send({ ...base, object: "chat.completion.chunk", choices: [{ index: 0, delta, finish_reason: finish }] });

  if (fault?.kind === "slow-first-chunk") await sleep(fault.delayMs, res);
  if (timing) await sleep(timing.firstTokenMs, res);
  if (res.destroyed) return;
  chunk({ role: "assistant", content: "" });
  const pieces = content.match(/\S+\s*/g) ?? [content];
  const chunks = Math.ceil(pieces.length / 3);
  for (let i = 0; i < pieces.length; i += 3) {
    if (fault?.kind === "cut-stream" && i / 3 >= fault.afterChunks) {
      res.socket?.destroy();
      return;
    }
    chunk({ content: pieces.slice(i, i + 3).join("") });
    if (i === 0) hooks.onFirstWords(performance.now());
    if (fault?.kind === "slow-total") await sleep(fault.delayMs, res);
    // Paced: the rest of the answer spread evenly up to its total time.
    const due = timing
      ? started + timing.firstTokenMs + ((timing.totalMs - timing.firstTokenMs) * (i / 3 + 1)) / chunks
      : 0;
    await sleep(timing ? Math.max(0, due - performance.now()) : 1, res);
    if (res.destroyed) return;
  }
  chunk({}, "stop");
  hooks.onBilled(usageBody.total_tokens);
  send({ ...base, object: "chat.completion.chunk", choices: [], usage: usageBody });
  res.end("data: [DONE]\n\n");
}

/** A refusal in OpenAI's shape: no content, the reason in `refusal`, finished with "stop". */
function refuse(res: ServerResponse, body: ChatBody, kind: RequestKind, refusal: string, hooks: Hooks) {
  const base = {
    id: `chatcmpl-${Math.random().toString(36).slice(2, 10)}`,
    created: Math.floor(Date.now() / 1000),
    model: body.model ?? "fake-model",
  };
  const usage = { prompt_tokens: tokens(promptText(body)), completion_tokens: tokens(refusal) };
  const usageBody = { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens };
  hooks.onBilled(usageBody.total_tokens);
  if (kind !== "stream") {
    return json(res, 200, {
      ...base,
      object: "chat.completion",
      choices: [{ index: 0, message: { role: "assistant", content: null, refusal }, finish_reason: "stop" }],
      usage: usageBody,
    });
  }
  res.writeHead(200, { "content-type": "text/event-stream", "cache-control": "no-cache" });
  const send = (payload: unknown) => res.write(`data: ${JSON.stringify(payload)}\n\n`);
  const choice = (delta: object, finish: string | null) => ({ index: 0, delta, finish_reason: finish });
  send({ ...base, object: "chat.completion.chunk", choices: [choice({ role: "assistant", refusal }, null)] });
  send({ ...base, object: "chat.completion.chunk", choices: [choice({}, "stop")] });
  send({ ...base, object: "chat.completion.chunk", choices: [], usage: usageBody });
  res.end("data: [DONE]\n\n");
}

// ---- content ------------------------------------------------------------------------------

const PROSE = [
  "The lantern light trembles as you step forward, and the square falls quiet around you.",
  "Cold wind slips between the shuttered houses, carrying the smell of rain and old smoke.",
  "Somewhere beyond the well, a door creaks open and a voice you almost recognise calls your name.",
  "You notice fresh footprints in the mud, small and quick, leading toward the edge of the forest, and a brass key half buried beside them.",
  "Above the rooftops the first stars appear, pale and watchful, as if the whole valley is waiting.",
  "Your hand finds the strap of your satchel; whatever comes next, you will not face it unprepared.",
  "A soft glow flickers between the trees, then vanishes, leaving only the hush of the night behind.",
];

/** A scene is one paragraph; a chapter two, as a novelist's would have several. */
function prose(prompt: string): string {
  return /chapter/i.test(prompt) ? `${PROSE.join(" ")}\n\n${PROSE.join(" ")}` : PROSE.join(" ");
}

const POOLS: Record<string, string[]> = {
  name: ["Wren Ashdown", "Tamsin Vale", "Corin Blackwood", "Elsie Thorn", "Jasper Quill", "Mira Fenwick"],
  item: ["Brass key", "Lantern oil", "Old map", "Silver whistle", "Rope coil"],
  title: ["The Whispering Gate", "Embers at Dusk", "The Hollow Road", "A Light Below", "The Long Night"],
  choice: [
    "Follow the footprints toward the forest",
    "Knock on the open door",
    "Search the well for clues",
    "Return to the lantern tower",
  ],
  quick: ["Look around", "Check inventory", "Listen", "Rest", "Wait", "Call out"],
  place: ["Forest", "Library", "Market", "Museum", "Park", "Hotel"],
  type: ["protagonist", "mentor", "antagonist", "ally", "companion", "rival"],
  idea: [
    "The lantern's flame turns blue, and an old enemy returns through the reflection in its glass.",
    "A stranger arrives claiming to be the lantern's first keeper, a hundred years too late.",
    "The valley's spirits vanish entirely, and Wren must learn why silence is worse than haunting.",
    "A map hidden in the lantern's base points to a second light beyond the mountains.",
    "Maud's apprentice goes missing on the longest night, leaving only a riddle behind.",
  ],
};

const LONG_TEXT =
  "A quiet valley keeps an old secret, and the people who guard it are drawn into a journey that tests their courage, loyalty and wit.";

function pick(pool: string, index: number): string {
  const list = POOLS[pool] ?? [];
  const value = list[index % list.length] ?? "value";
  return index >= list.length ? `${value} ${Math.floor(index / list.length) + 1}` : value;
}

/** The count an array gets: "exactly N <key>" in the prompt, else a sensible default. */
function arrayCount(schema: JsonSchema, key: string, prompt: string): number {
  const said = new RegExp(`exactly (\\d+) ${key === "mainCharacters" ? "characters" : key}`, "i").exec(
    prompt,
  );
  const defaults: Record<string, number> = {
    removeItems: 0,
    achievements: 0,
    addItems: 1,
    charactersMet: 1,
    characterEvents: 1,
    relatedCharacters: 0,
    quickActions: 4,
  };
  let n = said ? Number(said[1]) : (defaults[key] ?? 3);
  if (schema.minItems !== undefined) n = Math.max(n, schema.minItems);
  if (schema.maxItems !== undefined) n = Math.min(n, schema.maxItems);
  return n;
}

/** The first character the prompt's <characters> section lists ("Wren — Lamplighter (protagonist)"). */
function castMember(prompt: string): string | undefined {
  return /<characters>\n([^\n—]+?) —/.exec(prompt)?.[1];
}

function stringFor(path: string[], index: number, prompt: string): string {
  const key = path.at(-1) ?? "";
  const list = path.at(-2) ?? "";
  if (key === "name") return list === "addItems" ? pick("item", index) : pick("name", index);
  if (/title/i.test(key)) return pick("title", index);
  if (key === "choices" || (key === "text" && list === "choices")) return pick("choice", index);
  if (key === "quickActions") return pick("quick", index);
  if (/location/i.test(key) || key === "commonLocations") return pick("place", index);
  if (key === "selectedCharacters" || key === "charactersMet") return pick("name", index);
  if (key === "character") return castMember(prompt) ?? pick("name", index);
  if (key === "characterType") return pick("type", index);
  if (key === "type") return "tool";
  if (key === "role") return "Guide of the valley";
  if (key === "suggestions") return pick("idea", index);
  if (key === "reason") return "";
  if (key === "removeItems") return pick("item", index);
  if (key === "achievements") return "First steps";
  return LONG_TEXT;
}

function numberFor(key: string, index: number, schema: JsonSchema): number {
  // goesToScene: choice i of a scene leads to scene i + 2 of its chapter.
  const preset: Record<string, number> = {
    healthDelta: -5,
    experienceDelta: 10,
    progressDelta: 4,
    goesToScene: index + 2,
  };
  const n = key === "chapterNumber" ? index + 1 : (preset[key] ?? 1);
  return Math.min(schema.maximum ?? n, Math.max(schema.minimum ?? n, n));
}

/** A value that fits `schema`, shaped by property names so it reads plausibly. */
function generate(schema: JsonSchema, path: string[], index: number, prompt: string): unknown {
  if (schema.anyOf) return generate(schema.anyOf.find((s) => s.type !== "null") ?? {}, path, index, prompt);
  if (schema.enum) return schema.enum[0];
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  const key = path.at(-1) ?? "";
  switch (type) {
    case "object":
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, v]) => [
          k,
          generate(v, [...path, k], index, prompt),
        ]),
      );
    case "array":
      return Array.from({ length: arrayCount(schema, key, prompt) }, (_, i) =>
        generate(schema.items ?? {}, path, i, prompt),
      );
    case "string":
      return stringFor(path, index, prompt);
    case "number":
    case "integer":
      return numberFor(key, index, schema);
    case "boolean":
      return key !== "isEnding";
    default:
      return null;
  }
}
