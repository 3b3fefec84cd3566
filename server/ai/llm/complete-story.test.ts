import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { CompleteStory } from "../../../contract/ai";
import { AiModelError } from "../ai-errors";
import type { GameBible, Usage } from "../narrator";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "./fake-openai-server";
import { createLlmNarrator } from "./llm-narrator";

let fake: FakeOpenAiServer;
beforeAll(async () => {
  fake = await startFakeOpenAiServer();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const narrator = () =>
  createLlmNarrator({
    provider: "openai-compatible",
    baseUrl: `${fake.url}/v1`,
    model: "fake-model",
    firstChunkTimeoutMs: 300,
    totalTimeoutMs: 3000,
    maxRetries: 0,
  });

const game: GameBible = {
  id: "g1",
  title: "The Clockwork Tide",
  genre: "steampunk",
  description: "A city of brass and fog.",
  storyline: "Ada must stop the tide engines before the city floods.",
  childMode: true,
  narrativePerspective: "second_person",
  narrativeStyle: null,
  authorInfluence: null,
  gameplayMode: "interactive",
  characters: [{ name: "Ada Quill", role: "Engineer", characterType: "protagonist" }],
  chapters: Array.from({ length: 5 }, (_, i) => ({
    chapterNumber: i + 1,
    title: `Tide ${i + 1}`,
    outline: `The tide rises for the ${i + 1}th time.`,
    selectedCharacters: ["Ada Quill"],
    selectedLocation: "Harbour",
  })),
};

const userText = (i: number) =>
  (fake.requests[i]?.body.messages ?? [])
    .filter((m) => m.role === "user")
    .map((m) => String(m.content))
    .join("\n");
const systemText = (i: number) =>
  (fake.requests[i]?.body.messages ?? [])
    .filter((m) => m.role === "system")
    .map((m) => String(m.content))
    .join("\n");

describe("LLM narrator: complete story", () => {
  it("writes a few chapters a call, each seeing the chapters before it, and counts every call", async () => {
    const usage: Usage[] = [];
    const story = await narrator().completeStory(
      { game, chapterCount: 5 },
      { onUsage: (u) => usage.push(u) },
    );
    expect(CompleteStory.safeParse(story).success).toBe(true);
    expect(story.chapters).toHaveLength(5);
    expect(fake.requests).toHaveLength(2);
    expect(usage).toHaveLength(2);
    expect(userText(0)).toContain("Chapter 1: Tide 1");
    expect(userText(0)).toContain("Write exactly 3 chapters (chapters 1 to 3)");
    expect(userText(1)).toContain("Chapter 4: Tide 4");
    expect(userText(1)).toContain("<earlier_chapters>");
    expect(systemText(1)).toMatch(/its last scene is an ending/);
    expect(systemText(0)).toMatch(/Child mode is on/);
    // Choices of the fake lead to later scenes: the story branches inside a chapter.
    expect(story.chapters[0]?.scenes[0]?.choices.map((c) => c.leadsToScene)).toEqual([
      "ch1-s2",
      "ch1-s3",
      "ch1-s2",
    ]);
  });

  it("fails with a model error when the provider keeps failing, writing nothing partial", async () => {
    fake.inject({ kind: "status", status: 500 }, 10);
    await expect(narrator().completeStory({ game, chapterCount: 3 })).rejects.toBeInstanceOf(AiModelError);
  });
});
