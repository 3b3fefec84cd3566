import { describe, expect, it } from "vitest";
import { writeChapter } from "./chapters";
import { testGame } from "./test-games";

/**
 * ADR 028, eighth session: a storyline that names places but no thing ("The Kingsmead Leisure
 * Centre closes at ten…") still has the author's things in its key events ("the wave machine",
 * "the wet footprints"): the chapter's thread is one of those, never the place said as a thing
 * ("set the Kingsmead Leisure Centre aside until morning").
 */
describe("the chapter's thread is the author's thing", () => {
  it("takes the key events' things as threads when the storyline names none", () => {
    const game = testGame("horror", {
      title: "Deep End",
      storyline:
        "The Kingsmead Leisure Centre closes at ten. Lifeguard Shanice Obi stays behind to lock the wave machine room, and hears someone swimming lengths in the drained pool.",
      characters: [
        { name: "Shanice Obi", role: "lifeguard", characterType: "protagonist", description: null },
      ],
      plotLines: [
        {
          title: "Lengths",
          priority: "critical",
          keyEvents: [
            "Shanice sees wet footprints leave the drained pool",
            "The wave machine starts by itself",
          ],
        },
      ],
    });
    const text = [1, 2, 3]
      .map((chapterNumber) =>
        writeChapter({
          game,
          chapterNumber,
          chapterTitle: "Lengths",
          chapterDescription: "Shanice walks the empty building after closing.",
          selectedCharacters: ["Shanice Obi"],
          selectedLocation: "the drained pool",
          previousChapters: [],
          nextChapters: [],
        }),
      )
      .join("\n");
    const threads = text.match(/\b(about|of|with) the (wave machine\b(?! room)|wet footprints)/g) ?? [];
    expect(threads.length).toBeGreaterThanOrEqual(3);
    expect(text).not.toMatch(/set the Kingsmead Leisure Centre aside|the Kingsmead Leisure Centre can wait/);
    expect(text).not.toMatch(/someone swimming/);
  });
});
