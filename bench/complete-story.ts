// Complete Story Generator benchmark (issue 19, ADR 018): a 10-chapter story written by the
// server as `npm start` runs it, against an OpenAI-compatible stand-in model that takes 5 s a
// chapter call (first words after 1 s), beside one chapter call measured in the same run; then
// the embedded storyteller's 10 chapters.
// Usage: npm run bench (after the others), or: npm run build && node --import tsx bench/complete-story.ts [--json]
import { rm } from "node:fs/promises";
import { type Pace, startFakeOpenAiServer } from "../server/ai/llm/fake-openai-server";
import { SEAM_OUTPUT_TOKENS } from "../server/ai/llm/llm-narrator";
import type { GameBible } from "../server/ai/narrator";
import { createEmbeddedNarrator } from "../server/ai/storyteller/embedded-narrator";
import { makePlan, seamInput, sideBySideInput } from "../server/features/complete-story/story-plan";
// @ts-expect-error: a plain JavaScript helper shared with bench/run.mjs
import { startServer } from "./lib/server.mjs";

const json = process.argv.includes("--json");
const log = (msg: string) => process.stderr.write(`${msg}\n`);
const TARGETS = { ratio: 3, embeddedS: 2 } as const;
const CHAPTERS = 10;

/** The stand-in model: a chapter call 5 s (first words after 1 s). */
const CHAPTER = { firstTokenMs: 1000, totalMs: 5000 } as const;
/** Tokens of a 1,200-word chapter: the answer that takes the stand-in its 5 s. */
const CHAPTER_TOKENS = 1600;
/**
 * Every other call is as fast as the model: 1 s to the first words, then its answer at a
 * chapter's pace for as many tokens as it may write. A seam (one paragraph, 400 tokens) is 2 s.
 */
const pace: Pace = ({ prompt, maxTokens }) => {
  if (prompt.includes("<this_chapter>") && !prompt.includes("<opening>")) return CHAPTER;
  const share = Math.min(1, (maxTokens ?? CHAPTER_TOKENS) / CHAPTER_TOKENS);
  return {
    firstTokenMs: CHAPTER.firstTokenMs,
    totalMs: CHAPTER.firstTokenMs + (CHAPTER.totalMs - CHAPTER.firstTokenMs) * share,
  };
};

const OUTLINE = Array.from({ length: CHAPTERS }, (_, i) => ({
  chapterNumber: i + 1,
  title: `The ${["Salt", "Tide", "Glass", "Iron", "Ash"][i % 5]} ${["Gate", "Road", "Crown", "Well"][i % 4]}`,
  outline: `Ilsa follows the crown's trail through the ${["docks", "market", "chapel", "cliffs"][i % 4]}, and the tide rises.`,
  selectedCharacters: ["Ilsa", i % 2 ? "Nell" : "Captain Varro"],
  selectedLocation: ["Market", "Beach", "Museum", "Forest", "Library"][i % 5] as string,
}));

type Server = { url: string; stop(): Promise<unknown> };

async function call(server: Server, method: string, path: string, cookie: string, body?: unknown) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
  return JSON.parse(text);
}

/** A signed-in creator with a game of a 10-chapter outline, made through the product's own calls. */
async function creatorWithGame(server: Server, tag: string) {
  const res = await fetch(`${server.url}/api/auth/sign-up`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      firstName: "Bench",
      email: `bench-${tag}-${Date.now()}@example.com`,
      password: "lantern-and-key-7",
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const game = await call(server, "POST", "/api/games", cookie, {
    title: "The Salt Crown",
    genre: "fantasy",
    storyline:
      "Ilsa, a smuggler's daughter, must return the Salt Crown to the sea before the tide swallows the city.",
    characters: [
      { name: "Ilsa", role: "Smuggler's daughter", characterType: "protagonist" },
      { name: "Captain Varro", role: "Harbour master", characterType: "antagonist" },
      { name: "Nell", role: "Lamp-keeper", characterType: "mentor" },
    ],
    chapterCount: CHAPTERS,
    outline: OUTLINE,
  });
  return { cookie, gameId: game.id as string };
}

/** POST generate-complete-story, then the progress until it is finished: the wall time. */
async function writeStory(server: Server, cookie: string, gameId: string) {
  const started = performance.now();
  await call(server, "POST", `/api/games/${gameId}/generate-complete-story`, cookie);
  for (;;) {
    const progress = await call(server, "GET", `/api/games/${gameId}/complete-story-progress`, cookie);
    if (progress.status === "completed") {
      if (progress.chapters.length !== CHAPTERS) throw new Error(`${progress.chapters.length} chapters`);
      return performance.now() - started;
    }
    if (progress.status === "error") throw new Error(`story failed: ${progress.error}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function withServer<T>(
  name: string,
  env: Record<string, string>,
  work: (server: Server) => Promise<T>,
) {
  const dataDir = `.tmp/bench-complete-story-${name}-${process.pid}`;
  const server: Server = await startServer({
    args: ["dist/server/main.js"],
    cwd: process.cwd(),
    env: { LOG_LEVEL: "silent", DATA_DIR: dataDir, AI_RATE_LIMIT_PER_MINUTE: "1000", ...env },
    path: "/readyz",
  });
  try {
    return await work(server);
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function standIn() {
  const fake = await startFakeOpenAiServer({ pace });
  try {
    return await withServer(
      "model",
      {
        AI_PROVIDER: "openai-compatible",
        AI_BASE_URL: `${fake.url}/v1`,
        AI_MODEL: "stand-in",
      },
      async (server) => {
        // One chapter, the same call through the same server: a chapter of the planner (§7).
        const one = await creatorWithGame(server, "one");
        log("complete-story bench: one chapter call against the stand-in (5 s)…");
        const t0 = performance.now();
        await call(server, "POST", `/api/games/${one.gameId}/generate-chapter`, one.cookie, {
          chapterNumber: 5,
          chapterTitle: OUTLINE[4]?.title,
          chapterDescription: OUTLINE[4]?.outline,
          selectedCharacters: ["Ilsa"],
          selectedLocation: "Beach",
          previousChapters: OUTLINE.slice(0, 4).map((c) => ({
            chapterNumber: c.chapterNumber,
            title: c.title,
            content: "",
          })),
          nextChapters: OUTLINE.slice(5, 10).map((c) => ({
            chapterNumber: c.chapterNumber,
            title: c.title,
            outline: c.outline,
          })),
        });
        const oneChapterMs = performance.now() - t0;
        fake.reset();
        const story = await creatorWithGame(server, "story");
        log(`complete-story bench: ${CHAPTERS} chapters against the stand-in…`);
        const storyMs = await writeStory(server, story.cookie, story.gameId);
        const calls = fake.requests.length;
        return { oneChapterMs, storyMs, modelCalls: calls };
      },
    );
  } finally {
    await fake.close();
  }
}

async function embedded() {
  // The storyteller's writing alone: the plan, 10 chapters and 9 seams.
  const narrator = createEmbeddedNarrator();
  const bible: GameBible = {
    id: "bench-embedded",
    title: "The Salt Crown",
    genre: "fantasy",
    storyline: "Ilsa must return the Salt Crown to the sea before the tide swallows the city.",
    childMode: false,
    narrativePerspective: "third_person",
    gameplayMode: "interactive",
    characters: [
      { name: "Ilsa", role: "Smuggler's daughter", characterType: "protagonist" },
      { name: "Captain Varro", role: "Harbour master", characterType: "antagonist" },
    ],
    chapters: OUTLINE,
  };
  const t0 = performance.now();
  const plan = await makePlan(narrator, bible, CHAPTERS, {});
  const written = await Promise.all(plan.map((c) => narrator.chapter(sideBySideInput(bible, plan, c))));
  for (let i = 1; i < plan.length; i++) {
    const input = seamInput(
      bible,
      plan,
      { title: plan[i - 1]?.title ?? "", content: written[i - 1] ?? "" },
      { chapterNumber: i + 1, title: plan[i]?.title ?? "", content: written[i] ?? "" },
    );
    if (input) await narrator.smoothSeam(input);
  }
  const writingMs = performance.now() - t0;
  log(`complete-story bench: ${CHAPTERS} chapters by the embedded storyteller…`);
  const storyMs = await withServer("embedded", {}, async (server) => {
    const { cookie, gameId } = await creatorWithGame(server, "embedded");
    return writeStory(server, cookie, gameId);
  });
  return { writingMs, storyMs };
}

const model = await standIn();
const local = await embedded();
const ratio = model.storyMs / model.oneChapterMs;
const result = {
  chapters: CHAPTERS,
  standIn: {
    oneChapterS: model.oneChapterMs / 1000,
    storyS: model.storyMs / 1000,
    ratio,
    target: TARGETS.ratio,
    modelCalls: model.modelCalls,
    met: ratio <= TARGETS.ratio,
  },
  embedded: {
    storyS: local.storyMs / 1000,
    writingS: local.writingMs / 1000,
    target: TARGETS.embeddedS,
    met: local.storyMs / 1000 < TARGETS.embeddedS,
  },
};
if (json) {
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
} else {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const mark = (met: boolean) => (met ? "ok" : "MISSED");
  console.log(`\nComplete story, ${CHAPTERS} chapters (COMPLETE_STORY_CONCURRENCY default 6)`);
  console.log(`  stand-in model, one chapter call       ${s(model.oneChapterMs)}`);
  console.log(
    `  stand-in model, the whole story        ${s(model.storyMs)}  = ${ratio.toFixed(2)}× one chapter  (target ≤ ${TARGETS.ratio}×, sequential would be ≥ ${CHAPTERS}×) ${mark(result.standIn.met)}`,
  );
  console.log(
    `    ${model.modelCalls} model calls: ${CHAPTERS} chapters and ${CHAPTERS - 1} seams (${SEAM_OUTPUT_TOKENS} tokens each, 2 s)`,
  );
  console.log(
    `  embedded storyteller, the whole story  ${s(local.storyMs)}  (start to finished, queue pick-up included; target < ${TARGETS.embeddedS} s) ${mark(result.embedded.met)}`,
  );
  console.log(`    of which writing (plan, chapters, seams) ${s(local.writingMs)}`);
}
