import { describe, expect, it } from "vitest";
import {
  addChapter,
  addChoice,
  addEnding,
  addScene,
  type Choice,
  choiceTarget,
  deleteEnding,
  deleteScene,
  emptyScene,
  findScene,
  fromBeats,
  renameChapter,
  renameEnding,
  retargetChoice,
  type Scene,
  type Story,
  sameStory,
  sceneCount,
  targetExists,
  timeId,
  toBeats,
  uniqueChoiceText,
  updateScene,
} from "./story-draft";
import { bigStory } from "./story-fixtures";

/** Two chapters; the gate's first choice leads to the tower, the second to chapter 2. */
const story = (): Story =>
  fromBeats({
    chapters: [
      {
        id: "ch1",
        title: "The Dark Lantern",
        scenes: [
          {
            id: "gate",
            title: "The Gate",
            description: "Wren stands at the gate.",
            choices: [
              { id: "c1", text: "Climb the tower", leadsToScene: "tower" },
              { id: "c2", text: "Walk on", leadsToChapter: "ch2" },
            ],
          },
          { id: "tower", title: "The Tower", description: "Stairs.", choices: [] },
        ],
      },
      { id: "ch2", title: "The Barrow Road", scenes: [] },
    ],
    endings: [{ id: "dawn", title: "Dawn returns" }],
  });

describe("timeId", () => {
  it("is unique and increasing within the same millisecond", () => {
    const ids = Array.from({ length: 5 }, () => timeId("scene", 1_000));
    expect(new Set(ids).size).toBe(5);
    const stamps = ids.map((id) => Number(id.split("-")[1]));
    for (let i = 1; i < stamps.length; i++) expect(stamps[i]).toBeGreaterThan(stamps[i - 1] as number);
  });

  it("is named for its kind and follows the clock", () => {
    const later = Date.now() + 60_000;
    expect(timeId("choice", later)).toBe(`choice-${later}`);
  });
});

describe("scenes", () => {
  it("addScene appends a new scene to its chapter only", () => {
    const before = story();
    const scene = emptyScene("The Barrows");
    expect(scene.id).toMatch(/^scene-\d+$/);
    const after = addScene(before, "ch2", scene);
    expect(after.chapters[1]?.scenes).toEqual([
      { id: scene.id, title: "The Barrows", description: "", choices: [] },
    ]);
    expect(after.chapters[0]).toEqual(before.chapters[0]);
    expect(before.chapters[1]?.scenes).toEqual([]);
    expect(sceneCount(after)).toBe(3);
  });

  it("updateScene replaces the scene's fields with the draft's and keeps its id", () => {
    const after = updateScene(story(), "tower", {
      title: "The Lantern Room",
      description: "Cold glass.",
      isEndingScene: true,
      choices: [{ id: "c9", text: "Light it", leadsToEnding: "dawn" }],
    });
    expect(findScene(after, "tower")?.scene).toEqual({
      id: "tower",
      title: "The Lantern Room",
      description: "Cold glass.",
      isEndingScene: true,
      choices: [{ id: "c9", text: "Light it", leadsToEnding: "dawn" }],
    });
    expect(findScene(after, "gate")?.scene.title).toBe("The Gate");
  });

  it("updateScene clears the to-write mark once the scene has text, and keeps it while blank", () => {
    const placeholder: Story = {
      ...story(),
      chapters: story().chapters.map((c) => ({
        ...c,
        scenes: c.scenes.map((sc) => (sc.id === "tower" ? { ...sc, description: "", toWrite: true } : sc)),
      })),
    };
    const blank = updateScene(placeholder, "tower", { title: "The Tower", description: "   ", choices: [] });
    expect(findScene(blank, "tower")?.scene.toWrite).toBe(true);
    const written = updateScene(blank, "tower", { title: "The Tower", description: "Wind.", choices: [] });
    expect(findScene(written, "tower")?.scene).not.toHaveProperty("toWrite");
    expect(findScene(written, "tower")?.scene.description).toBe("Wind.");
  });

  it("deleteScene removes the scene and leaves the choices that led to it dangling", () => {
    const after = deleteScene(story(), "tower");
    expect(findScene(after, "tower")).toBeNull();
    const climb = findScene(after, "gate")?.scene.choices[0];
    expect(climb?.leadsToScene).toBe("tower");
    const target = climb ? choiceTarget(climb) : null;
    expect(target).toEqual({ kind: "scene", id: "tower" });
    expect(target && targetExists(after, target)).toBe(false);
  });
});

describe("choices", () => {
  it("addChoice adds a choice with one target to the scene", () => {
    const { story: after, choiceId } = addChoice(
      story(),
      "tower",
      { kind: "ending", id: "dawn" },
      "Light it",
    );
    expect(findScene(after, "tower")?.scene.choices).toEqual([
      { id: choiceId, text: "Light it", leadsToScene: null, leadsToChapter: null, leadsToEnding: "dawn" },
    ]);
  });

  it("uniqueChoiceText numbers a text a choice of the scene already has (as play compares them)", () => {
    const gate = findScene(story(), "gate")?.scene;
    if (!gate) throw new Error("no gate");
    expect(uniqueChoiceText(gate, "Go to The Tower")).toBe("Go to The Tower");
    expect(uniqueChoiceText(gate, "climb the tower!")).toBe("climb the tower! (2)");
    const twice = { ...gate, choices: [...gate.choices, { id: "c3", text: "Walk on (2)" }] };
    expect(uniqueChoiceText(twice, "Walk on")).toBe("Walk on (3)");
  });

  it("retargetChoice sets exactly one target, or none", () => {
    const toEnding = retargetChoice(story(), "c1", { kind: "ending", id: "dawn" });
    const c1 = findScene(toEnding, "gate")?.scene.choices[0];
    expect(c1).toMatchObject({ leadsToScene: null, leadsToChapter: null, leadsToEnding: "dawn" });
    expect(c1 && choiceTarget(c1)).toEqual({ kind: "ending", id: "dawn" });
    const nowhere = retargetChoice(toEnding, "c1", null);
    const again = findScene(nowhere, "gate")?.scene.choices[0];
    expect(again && choiceTarget(again)).toBeNull();
    // The other choice is untouched.
    expect(findScene(nowhere, "gate")?.scene.choices[1]?.leadsToChapter).toBe("ch2");
  });
});

describe("chapters and endings", () => {
  it("adds and renames a chapter", () => {
    const { story: added, chapterId } = addChapter(story(), "The Longest Night");
    expect(added.chapters.at(-1)).toEqual({ id: chapterId, title: "The Longest Night", scenes: [] });
    expect(renameChapter(added, "ch1", "The Cold Lantern").chapters[0]?.title).toBe("The Cold Lantern");
  });

  it("adds, renames and deletes an ending; choices to a deleted one dangle", () => {
    const { story: added, endingId } = addEnding(story(), "The valley sleeps");
    expect(added.endings.map((e) => e.title)).toEqual(["Dawn returns", "The valley sleeps"]);
    expect(renameEnding(added, endingId, "Night forever").endings[1]).toEqual({
      id: endingId,
      title: "Night forever",
    });
    const pointed = retargetChoice(added, "c2", { kind: "ending", id: "dawn" });
    const gone = deleteEnding(pointed, "dawn");
    expect(gone.endings.map((e) => e.id)).toEqual([endingId]);
    expect(targetExists(gone, { kind: "ending", id: "dawn" })).toBe(false);
  });
});

describe("toBeats", () => {
  it("omits endings when there are none, and keeps them when there are", () => {
    const none = deleteEnding(story(), "dawn");
    expect(toBeats(none)).toEqual({ chapters: none.chapters });
    expect("endings" in toBeats(none)).toBe(false);
    expect(toBeats(story()).endings).toEqual([{ id: "dawn", title: "Dawn returns" }]);
  });

  it("fromBeats copies: changing the draft leaves the game's beats as they were", () => {
    const beats = { chapters: [{ id: "a", title: "A", scenes: [] }] };
    const draft = fromBeats(beats);
    if (draft.chapters[0]) draft.chapters[0].title = "B";
    expect(fromBeats(null)).toEqual({ chapters: [], endings: [] });
    expect(beats.chapters[0]?.title).toBe("A");
  });

  it("sends back what a Twee import kept (ADR 023) untouched through every change", () => {
    const twee = {
      format: "SugarCube",
      tags: { gate: ["start"] },
      passages: [{ name: "StoryInit", tags: [], text: "<<set $lamp to false>>" }],
    };
    let draft = fromBeats({ ...toBeats(story()), twee });
    draft = addScene(draft, "ch1", emptyScene("New"));
    draft = updateScene(draft, "gate", { title: "The Old Gate", description: "", choices: [] });
    draft = deleteScene(addChapter(draft, "Three").story, "tower");
    draft = deleteEnding(addEnding(draft, "Lost").story, "dawn");
    expect(toBeats(draft).twee).toEqual(twee);
    expect("twee" in toBeats(story())).toBe(false);
  });
});

describe("sameStory", () => {
  it("is the same after an edit undone by hand, and after a scene added then deleted", () => {
    const before = story();
    const edited = updateScene(before, "tower", {
      title: "The Lantern Room",
      description: "Stairs.",
      isEndingScene: false,
      choices: [],
    });
    expect(sameStory(before, edited)).toBe(false);
    const undone = updateScene(edited, "tower", {
      title: "The Tower",
      description: "Stairs.",
      isEndingScene: false,
      choices: [],
    });
    expect(undone).not.toBe(before);
    expect(sameStory(before, undone)).toBe(true);
    const scene = emptyScene();
    expect(sameStory(before, addScene(before, "ch2", scene))).toBe(false);
    expect(sameStory(before, deleteScene(addScene(before, "ch2", scene), scene.id))).toBe(true);
  });

  it("reads a target set to null as none, and a choice sent back where it led as unchanged", () => {
    const before = story();
    const away = retargetChoice(before, "c1", { kind: "ending", id: "dawn" });
    expect(sameStory(before, away)).toBe(false);
    const back = retargetChoice(away, "c1", { kind: "scene", id: "tower" });
    expect(sameStory(before, back)).toBe(true);
  });

  it("sees a choice's effects changed, and the same effects as unchanged", () => {
    const before = story();
    const gate = before.chapters[0]?.scenes[0] as Scene;
    const withEffects = (effects: Choice["effects"]) =>
      updateScene(before, "gate", {
        ...gate,
        choices: gate.choices.map((c) => (c.id === "c1" ? { ...c, effects } : c)),
      });
    const key = withEffects({ addItems: ["clockwork key"] });
    expect(sameStory(before, key)).toBe(false);
    expect(sameStory(key, withEffects({ addItems: ["clockwork key"] }))).toBe(true);
    expect(sameStory(key, withEffects({ addItems: ["clockwork key"], health: -5 }))).toBe(false);
    expect(sameStory(before, withEffects(undefined))).toBe(true);
  });

  it("sees every kind of change", () => {
    const before = story();
    const changes: Story[] = [
      renameChapter(before, "ch1", "Another"),
      renameEnding(before, "dawn", "Dusk"),
      addEnding(before, "More").story,
      addChapter(before, "More").story,
      addChoice(before, "tower", null, "Wait").story,
      retargetChoice(before, "c2", null),
      updateScene(before, "tower", {
        title: "The Tower",
        description: "Stairs.",
        isEndingScene: true,
        choices: [],
      }),
    ];
    for (const after of changes) expect(sameStory(before, after)).toBe(false);
  });

  it("compares two copies of a 1,200-choice story in full", () => {
    const a = bigStory(40, 10, 3);
    const b = fromBeats(toBeats(a));
    expect(sameStory(a, b)).toBe(true);
    const last = b.chapters[39]!.scenes[9]!;
    const changed = updateScene(b, last.id, { ...last, description: `${last.description}!` });
    expect(sameStory(a, changed)).toBe(false);
  });
});
