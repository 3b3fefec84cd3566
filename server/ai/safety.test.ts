import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { REFUSAL_SENTENCE } from "../../contract/constants";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "./llm/fake-openai-server";
import { createLlmNarrator } from "./llm/llm-narrator";
import type { Narrator, TurnInput } from "./narrator";
import { type SafeTurnStream, takeSafeTurn } from "./safety";
import { createEmbeddedNarrator } from "./storyteller/embedded-narrator";
import { moderateText } from "./storyteller/moderation";
import { testGame, turnInput } from "./storyteller/test-games";

/** Child mode's two checks (ADR 006): the player's action before the turn, the scene after it. */
const child = (action: string, over: Partial<TurnInput> = {}) =>
  turnInput(testGame("fantasy", { childMode: true }), { action, sceneNumber: 2, ...over });

async function drain(safe: SafeTurnStream) {
  let streamed = "";
  for await (const chunk of safe.textStream) streamed += chunk;
  return { streamed, done: await safe.outcome };
}

/** The embedded storyteller, counting the turns it was asked to write. */
function counted(inner: Narrator, prose?: (p: string) => string) {
  const calls = { turns: 0, moderations: 0 };
  const narrator: Narrator = {
    ...inner,
    takeTurn(input, options) {
      calls.turns++;
      const stream = inner.takeTurn(input, options);
      if (!prose) return stream;
      const outcome = stream.outcome.then((r) => ({ ...r, prose: prose(r.prose) }));
      return {
        outcome,
        textStream: (async function* () {
          for await (const _ of stream.textStream) {
            // replaced below by the altered prose
          }
          yield (await outcome).prose;
        })(),
      };
    },
    moderate(text, options) {
      calls.moderations++;
      return inner.moderate(text, options);
    },
  };
  return { narrator, calls };
}

describe("safety: the embedded narrator in child mode", () => {
  it("refuses an unsafe action before any scene is written, with the refusal sentence", async () => {
    const { narrator, calls } = counted(createEmbeddedNarrator());
    const { streamed, done } = await drain(takeSafeTurn(narrator, child("Stab the guard with a knife")));
    expect(done).toEqual({ refused: true, systemMessage: REFUSAL_SENTENCE });
    expect(REFUSAL_SENTENCE).toMatch(/^I'm sorry/);
    expect(streamed).toBe("");
    expect(calls.turns).toBe(0);
  });

  it("refuses a scene after it was written when the prose fails the check, showing none of it", async () => {
    const { narrator, calls } = counted(createEmbeddedNarrator(), (p) => `${p} Then the massacre begins.`);
    const { streamed, done } = await drain(takeSafeTurn(narrator, child("Look around")));
    expect(done).toEqual({ refused: true, systemMessage: REFUSAL_SENTENCE });
    expect(streamed).toBe("");
    expect(calls.turns).toBe(1);
    expect(calls.moderations).toBe(2);
  });

  it("lets a safe action and scene through whole", async () => {
    const { narrator } = counted(createEmbeddedNarrator());
    const { streamed, done } = await drain(takeSafeTurn(narrator, child("Attack the goblin")));
    expect(done.refused).toBe(false);
    if (!done.refused) expect(streamed).toBe(done.result.prose);
  });

  it("does not check at all outside child mode", async () => {
    const { narrator, calls } = counted(createEmbeddedNarrator());
    const input = child("Stab the guard with a knife", {
      game: testGame("horror", { childMode: false }),
    });
    const { done } = await drain(takeSafeTurn(narrator, input));
    expect(done.refused).toBe(false);
    expect(calls.moderations).toBe(0);
  });
});

describe("safety: the child-mode word policy", () => {
  it.each([
    "I stab the goblin with a knife until it dies",
    "Burn the house down",
    "set fire to the whole village",
    "slash the troll's throat",
    "let him bleed out",
    "stab the teacher",
  ])("refuses %s", (text) => {
    expect(moderateText(text).allowed).toBe(false);
  });

  it.each([
    "Attack the goblin",
    "Fight the dragon with my sword",
    "Light the campfire",
    "Cut the rope with the knife",
    "A stab of fear runs through you",
  ])("allows %s (combat is narrated gently)", (text) => {
    expect(moderateText(text).allowed).toBe(true);
  });
});

describe("safety: the LLM narrator's moderation refusal", () => {
  let fake: FakeOpenAiServer;
  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());
  const llm = () =>
    createLlmNarrator({
      provider: "openai-compatible",
      baseUrl: `${fake.url}/v1`,
      model: "fake-model",
      firstChunkTimeoutMs: 500,
      totalTimeoutMs: 4000,
      maxRetries: 0,
    });

  it("refuses the action when the model's moderation says no, and writes no scene", async () => {
    fake.inject({ kind: "moderation-refusal" });
    const { streamed, done } = await drain(takeSafeTurn(llm(), child("Sneak past the goblin")));
    expect(done).toEqual({ refused: true, systemMessage: REFUSAL_SENTENCE });
    expect(streamed).toBe("");
    expect(fake.requests.filter((r) => r.kind === "stream")).toHaveLength(0);
  });

  it("refuses the written scene when its moderation says no, showing none of it", async () => {
    // The fake's prose mentions a brass key; the action does not, so only the scene is refused.
    fake.inject({ kind: "moderation-refusal", matching: "brass key" });
    const { streamed, done } = await drain(takeSafeTurn(llm(), child("Look around")));
    expect(done).toEqual({ refused: true, systemMessage: REFUSAL_SENTENCE });
    expect(streamed).toBe("");
    expect(fake.requests.filter((r) => r.kind === "stream")).toHaveLength(1);
  });

  it("lets an allowed action and scene through", async () => {
    const { done } = await drain(takeSafeTurn(llm(), child("Look around")));
    expect(done.refused).toBe(false);
  });
});
