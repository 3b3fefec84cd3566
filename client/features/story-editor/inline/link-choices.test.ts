import { describe, expect, it } from "vitest";
import { type Story, sameStory } from "../story-draft";
import {
  absorbAllLinks,
  absorbLinks,
  createLinkedScene,
  patchScene,
  resolveTarget,
  unresolvedLinkProblem,
} from "./link-choices";

const story = (text: string): Story => ({
  chapters: [
    {
      id: "ch1",
      title: "Winter",
      scenes: [
        { id: "s1", title: "The Gate", description: text, choices: [] },
        { id: "s2", title: "The  Hall", description: "Dark.", choices: [] },
      ],
    },
    { id: "ch2", title: "Spring", scenes: [{ id: "s3", title: "The Gate", description: "", choices: [] }] },
  ],
  endings: [{ id: "e1", title: "Spring, at last" }],
});

const gate = (s: Story) => s.chapters[0]?.scenes[0];

describe("typed links as choices", () => {
  it("matches a target by title as read (case, spaces), this chapter first, then endings", () => {
    const s = story("");
    expect(resolveTarget(s, "ch2", "the gate")).toEqual({ kind: "scene", id: "s3" });
    expect(resolveTarget(s, "ch1", "THE GATE")).toEqual({ kind: "scene", id: "s1" });
    expect(resolveTarget(s, "ch1", "The hall")).toEqual({ kind: "scene", id: "s2" });
    expect(resolveTarget(s, "ch1", "spring, at last")).toEqual({ kind: "ending", id: "e1" });
    expect(resolveTarget(s, "ch1", "The Cellar")).toBeNull();
  });

  it("makes resolved links choices and takes their markup out of the text", () => {
    const next = absorbLinks(story("Snow.\n\n[[Go in|The Hall]]\n[[The end->Spring, at last]]"), "s1");
    expect(gate(next)?.description).toBe("Snow.");
    expect(gate(next)?.choices).toMatchObject([
      { text: "Go in", leadsToScene: "s2", leadsToEnding: null },
      { text: "The end", leadsToEnding: "e1", leadsToScene: null },
    ]);
  });

  it("keeps a link to no scene in the text, and a save is refused while it is there", () => {
    const next = absorbLinks(story("Snow.\n[[Go down|The Cellar]]"), "s1");
    expect(gate(next)?.description).toBe("Snow.\n[[Go down|The Cellar]]");
    expect(gate(next)?.choices).toEqual([]);
    expect(unresolvedLinkProblem(next)).toBe(
      'Scene "The Gate" links to "The Cellar", which is not a scene yet: create it from the link, or change the link',
    );
  });

  it("creates the scene a link names in the same chapter, marked to write, and links to it", () => {
    const created = createLinkedScene(story("Snow.\n[[Go down|The Cellar]]"), "s1", "The Cellar");
    if (!created) throw new Error("not created");
    const chapter = created.story.chapters[0];
    expect(chapter?.scenes.at(-1)).toMatchObject({ id: created.sceneId, title: "The Cellar", toWrite: true });
    expect(gate(created.story)?.choices).toMatchObject([{ text: "Go down", leadsToScene: created.sceneId }]);
    expect(gate(created.story)?.description).toBe("Snow.");
    expect(unresolvedLinkProblem(created.story)).toBeNull();
  });

  it("does not add a link twice, numbers a same-text choice to elsewhere, and stops at ten", () => {
    const once = absorbLinks(story("[[Go in|The Hall]]"), "s1");
    const again = patchScene(once, "s1", { description: "[[Go in|The Hall]]\n[[Go in|The Gate]]" });
    const twice = absorbLinks(again, "s1");
    expect(gate(twice)?.choices.map((c) => c.text)).toEqual(["Go in", "Go in (2)"]);
    const many = Array.from({ length: 12 }, (_, i) => `[[Path ${i}|The Hall]]`).join("\n");
    const full = absorbLinks(story(many), "s1");
    expect(gate(full)?.choices).toHaveLength(10);
    expect(gate(full)?.description).toBe("[[Path 10|The Hall]]\n[[Path 11|The Hall]]");
  });

  it("leaves a story without links as it was, and a scene to write stops being one once written", () => {
    const plain = story("No links here.");
    expect(absorbAllLinks(plain)).toBe(plain);
    const created = createLinkedScene(story("[[Down|The Cellar]]"), "s1", "The Cellar");
    if (!created) throw new Error("not created");
    const written = patchScene(created.story, created.sceneId, { description: "Cold stone." });
    expect(written.chapters[0]?.scenes.at(-1)?.toWrite).toBeUndefined();
    expect(sameStory(written, created.story)).toBe(false);
  });
});
