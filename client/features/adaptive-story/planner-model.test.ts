import { describe, expect, it } from "vitest";
import type { OutlineChapterView } from "../../../contract/creation";
import {
  canonicalLocation,
  customLocations,
  defaultChapters,
  excerpt,
  fromServer,
  generateAllQueue,
  generationRequest,
  initialMode,
  isSelected,
  mergeServerList,
  modeLock,
  type PlannerChapter,
  preview,
  saveRequest,
  strangers,
  toggleCharacter,
} from "./planner-model";

const chapter = (n: number, over: Partial<OutlineChapterView> = {}): OutlineChapterView => ({
  id: `id-${n}`,
  chapterNumber: n,
  title: `Title ${n}`,
  outline: `Outline ${n}.`,
  content: null,
  selectedCharacters: [],
  selectedLocation: "",
  isGenerated: false,
  actionOptions: [],
  ...over,
});
const planner = (list: OutlineChapterView[]): PlannerChapter[] => fromServer(list);

describe("the planner's chapters", () => {
  it("starts from 3 empty, unsaved chapters numbered 1..3 when the game has none", () => {
    const drafts = fromServer([]);
    expect(drafts.map((c) => c.chapterNumber)).toEqual([1, 2, 3]);
    expect(drafts.every((c) => c.id === "" && c.title === "" && c.content === null)).toBe(true);
    expect(new Set(drafts.map((c) => c.key)).size).toBe(3);
    expect(saveRequest(drafts[1] as PlannerChapter)).not.toHaveProperty("id");
  });

  it("lays a renumbered list over the page's: keys follow the chapters, typing is kept", () => {
    const local = planner([chapter(1), chapter(2), chapter(3)]);
    (local[1] as PlannerChapter).title = "Being typed";
    // Chapter 1 moved to the end; a new empty chapter inserted first.
    const server = [
      chapter(1, { id: "new", title: "", outline: "" }),
      chapter(2, { id: "id-2", title: "Title 2" }),
      chapter(3, { id: "id-3", title: "Title 3" }),
      chapter(4, { id: "id-1", title: "Title 1" }),
    ];
    const merged = mergeServerList(local, server, new Set(["id-2"]));
    expect(merged.map((c) => c.chapterNumber)).toEqual([1, 2, 3, 4]);
    expect(merged.map((c) => c.key)).toEqual(["new", "id-2", "id-3", "id-1"]);
    expect(merged.map((c) => c.title)).toEqual(["", "Being typed", "Title 3", "Title 1"]);
  });

  it("gives the empty chapters the server made real the keys the page had for them", () => {
    const local = defaultChapters();
    const merged = mergeServerList(local, [chapter(1), chapter(2), chapter(3), chapter(4, { id: "x" })]);
    expect(merged.map((c) => c.key)).toEqual(["draft-1", "draft-2", "draft-3", "x"]);
    expect(merged.map((c) => c.id)).toEqual(["id-1", "id-2", "id-3", "x"]);
    // All removed: the planner shows the 3 empty ones again.
    expect(mergeServerList(merged, []).map((c) => c.id)).toEqual(["", "", ""]);
  });
});

describe("generation", () => {
  it("tells a chapter every earlier chapter's text and up to 5 later outlines", () => {
    const list = planner(
      Array.from({ length: 9 }, (_, i) =>
        chapter(i + 1, {
          content: i < 2 ? `Prose of ${i + 1}` : null,
          outline: i === 5 ? "" : `Outline ${i + 1}.`,
          selectedCharacters: ["Wren"],
          selectedLocation: " Forest ",
        }),
      ),
    );
    const request = generationRequest(list, 2);
    expect(request).toMatchObject({
      chapterNumber: 3,
      chapterTitle: "Title 3",
      chapterDescription: "Outline 3.",
      selectedCharacters: ["Wren"],
      selectedLocation: "Forest",
      precedingChapterNumber: 2,
    });
    expect(request.previousChapters).toEqual([
      { chapterNumber: 1, title: "Title 1", content: "Prose of 1" },
      { chapterNumber: 2, title: "Title 2", content: "Prose of 2" },
    ]);
    // Chapter 6 has no outline: 4, 5, 7, 8, 9.
    expect(request.nextChapters?.map((c) => c.chapterNumber)).toEqual([4, 5, 7, 8, 9]);
    expect(generationRequest(list, 0).precedingChapterNumber).toBeNull();
  });

  it("Generate All writes the chapters with a title and an outline, first to last", () => {
    const list = planner([
      chapter(1),
      chapter(2, { title: " " }),
      chapter(3, { outline: "" }),
      chapter(4, { content: "Written before" }),
      chapter(5),
    ]);
    expect(generateAllQueue(list)).toEqual(["id-1", "id-4", "id-5"]);
    expect(generateAllQueue(defaultChapters())).toEqual([]);
  });

  it("Generate All's later chapters see what the earlier ones just became", () => {
    let list = planner([chapter(1), chapter(2), chapter(3)]);
    const seen: number[][] = [];
    for (const key of generateAllQueue(list)) {
      const index = list.findIndex((c) => c.key === key);
      seen.push((generationRequest(list, index).previousChapters ?? []).map((c) => (c.content ? 1 : 0)));
      list = list.map((c) => (c.key === key ? { ...c, content: `Prose ${c.chapterNumber}` } : c));
    }
    expect(seen).toEqual([[], [1], [1, 1]]);
  });
});

describe("characters and locations", () => {
  const maud = { id: "c2", name: "Old Maud" };
  it("selects by name, reads an id as its character, and keeps names no longer in the cast", () => {
    expect(isSelected(["old maud "], maud)).toBe(true);
    expect(isSelected(["c2"], maud)).toBe(true);
    expect(toggleCharacter([], maud)).toEqual(["Old Maud"]);
    expect(toggleCharacter(["c2", "Wren", "Old Maud"], maud)).toEqual(["Wren"]);
    expect(strangers(["Wren", "c2", "Ghost"], [maud, { id: "c1", name: "Wren" }])).toEqual(["Ghost"]);
  });

  it("lists the creator's own locations once each, and spells presets as presets", () => {
    const list = [
      { selectedLocation: "Forest" },
      { selectedLocation: "The Drowned Chapel" },
      { selectedLocation: "the drowned chapel" },
      { selectedLocation: "" },
      { selectedLocation: "coffee shop" },
      { selectedLocation: "Barrow Downs" },
    ];
    expect(customLocations(list)).toEqual(["The Drowned Chapel", "Barrow Downs"]);
    expect(canonicalLocation("  coffee   shop ", [])).toBe("Coffee Shop");
    expect(canonicalLocation("the DROWNED chapel", ["The Drowned Chapel"])).toBe("The Drowned Chapel");
    expect(canonicalLocation("Mill", [])).toBe("Mill");
  });
});

describe("text", () => {
  it("excerpts 100 characters and previews 500", () => {
    expect(excerpt("a".repeat(100))).toBe("a".repeat(100));
    expect(excerpt(`${"a".repeat(100)}b`)).toBe(`${"a".repeat(100)}…`);
    expect(excerpt("two\n\nlines")).toBe("two lines");
    expect(preview("short")).toEqual({ text: "short", truncated: false });
    const long = preview(`${"w".repeat(500)}xyz`);
    expect(long).toEqual({ text: `${"w".repeat(500)}…`, truncated: true });
  });
});

describe("mode locking (spec 002 §4)", () => {
  it("locks the Complete Story Generator while outline content exists, and the outline while chapters do", () => {
    expect(modeLock({ outlineContent: false, completeChapters: false })).toEqual({
      outlineLocked: false,
      completeLocked: false,
      locked: false,
    });
    expect(modeLock({ outlineContent: true, completeChapters: false })).toEqual({
      outlineLocked: false,
      completeLocked: true,
      locked: true,
    });
    const complete = modeLock({ outlineContent: false, completeChapters: true });
    expect(complete).toEqual({ outlineLocked: true, completeLocked: false, locked: true });
    expect(initialMode(complete)).toBe("complete");
    expect(initialMode(modeLock({ outlineContent: true, completeChapters: false }))).toBe("outline");
    // Both exist: neither is locked out of reach, so each content can still be deleted.
    expect(modeLock({ outlineContent: true, completeChapters: true }).locked).toBe(false);
  });
});
