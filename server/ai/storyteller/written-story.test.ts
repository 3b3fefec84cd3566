import { describe, expect, it } from "vitest";
import { distinct4, repeatedSentenceShare, rootSentences } from "../../../bench/lib/prose-metrics";
import { makePlan, seamInput, sideBySideInput } from "../../features/complete-story/story-plan";
import type { GameBible } from "../narrator";
import { createEmbeddedNarrator } from "./embedded-narrator";
import { testGame } from "./test-games";

/**
 * Issue 31: a written story (the Complete Story Generator's chapters, written side by side,
 * then seamed) never says a sentence twice and weaves its premise through. Premises of the
 * test's own, not the bench's.
 */
const PREMISES: Array<{ genre: string; title: string; storyline: string; hero: [string, string] }> = [
  {
    genre: "mystery",
    title: "The Clockmaker's Ledger",
    storyline:
      "A retired clockmaker in a river town finds that the town hall clock has been stopped at the hour her apprentice disappeared.",
    hero: ["Edith Marsh", "Retired clockmaker"],
  },
  {
    genre: "fantasy",
    title: "The Salt Road",
    storyline:
      "A young salt trader must carry a sealed jar of sea glass across the Thornwood before the winter fair at Emberby.",
    hero: ["Tamsin Reed", "Salt trader"],
  },
  {
    genre: "sci-fi",
    title: "Quiet Orbit",
    storyline:
      "A botanist aboard the orbital farm Halcyon discovers that the oxygen gardens are dying one module at a time.",
    hero: ["Ravi Sen", "Botanist"],
  },
  {
    genre: "romance",
    title: "The Bookshop by the Pier",
    storyline:
      "A bookseller who inherits a failing shop by the pier falls for the ferry captain who keeps ordering books he never collects.",
    hero: ["Nora Quinn", "Bookseller"],
  },
];

function game(p: (typeof PREMISES)[number]): GameBible {
  return testGame(p.genre, {
    id: `written-${p.title}`,
    title: p.title,
    description: p.storyline,
    storyline: p.storyline,
    narrativePerspective: "second_person",
    characters: [{ name: p.hero[0], role: p.hero[1], characterType: "protagonist", description: null }],
    chapters: [],
    plotLines: [],
  });
}

async function writtenStory(bible: GameBible) {
  const narrator = createEmbeddedNarrator();
  const plan = await makePlan(narrator, bible, 10, {});
  const story = await Promise.all(plan.map((c) => narrator.chapter(sideBySideInput(bible, plan, c))));
  for (let i = 1; i < plan.length; i++) {
    const input = seamInput(
      bible,
      plan,
      { title: plan[i - 1]?.title ?? "", content: story[i - 1] ?? "" },
      { chapterNumber: i + 1, title: plan[i]?.title ?? "", content: story[i] ?? "" },
    );
    if (input) story[i] = (story[i] ?? "").replace(input.opening, await narrator.smoothSeam(input));
  }
  return story;
}

describe("written story (issue 31)", () => {
  it("repeats at most 5 % of its sentences across ten chapters, distinct-4 ≥ 0.8", async () => {
    for (const p of PREMISES) {
      const story = await writtenStory(game(p));
      const all = story.join("\n\n");
      const share = repeatedSentenceShare(rootSentences(all).map((s) => s.text)).share;
      expect(share, p.title).toBeLessThanOrEqual(0.05);
      expect(distinct4([all]), p.title).toBeGreaterThanOrEqual(0.8);
      // Every chapter still has something to say.
      for (const chapter of story) expect(chapter.split(/\s+/).length, p.title).toBeGreaterThan(60);
    }
  });

  it("writes the same chapter whether the chapters before it were written or not", async () => {
    const bible = game(PREMISES[0] as (typeof PREMISES)[number]);
    const narrator = createEmbeddedNarrator();
    const plan = await makePlan(narrator, bible, 6, {});
    const last = plan[plan.length - 1];
    if (!last) throw new Error("no plan");
    const alone = await narrator.chapter(sideBySideInput(bible, plan, last));
    for (const c of plan.slice(0, -1)) await narrator.chapter(sideBySideInput(bible, plan, c));
    expect(await narrator.chapter(sideBySideInput(bible, plan, last))).toBe(alone);
  });
});
