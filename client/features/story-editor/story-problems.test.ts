import { describe, expect, it } from "vitest";
import { StoryBeats } from "../../../contract/edit-game";
import { type Story, toBeats } from "./story-draft";
import { bigStory } from "./story-fixtures";
import { problemMarks, problemSummary, storyProblems } from "./story-problems";

/** Two chapters: the opening leads on, and chapter 2's last scene is the ending scene. */
const story = (): Story => ({
  chapters: [
    {
      id: "ch1",
      title: "The Road",
      scenes: [
        {
          id: "s1",
          title: "Crossroads",
          description: "",
          choices: [
            { id: "k1", text: "North", leadsToScene: "s2" },
            { id: "k2", text: "South", leadsToChapter: "ch2" },
          ],
        },
        { id: "s2", title: "Hill", description: "", choices: [{ id: "k3", text: "On", leadsToScene: "s3" }] },
      ],
    },
    {
      id: "ch2",
      title: "The Town",
      scenes: [
        {
          id: "s3",
          title: "Gate",
          description: "",
          choices: [{ id: "k4", text: "Home", leadsToEnding: "e1" }],
        },
        { id: "e1", title: "Home", description: "", isEndingScene: true, choices: [] },
      ],
    },
  ],
  endings: [{ id: "e1", title: "Home" }],
});

const kinds = (s: Story) =>
  storyProblems(s).map(
    (p) => `${p.kind}:${p.kind === "chapter-no-way-out" ? p.chapterId : (p.choiceId ?? p.sceneId)}`,
  );

describe("storyProblems", () => {
  it("finds nothing in a well-formed story (an ending id reached is the ending scene)", () => {
    expect(storyProblems(story())).toEqual([]);
    expect(problemSummary([])).toBe("No problems found");
  });

  it("finds nothing to flag in a story with no scenes yet", () => {
    expect(storyProblems({ chapters: [{ id: "c", title: "C", scenes: [] }], endings: [] })).toEqual([]);
  });

  it("warns of a choice that leads nowhere", () => {
    const s = story();
    s.chapters[0]!.scenes[1]!.choices.push({ id: "k9", text: "Wander" });
    const [problem] = storyProblems(s);
    expect(problem).toMatchObject({
      kind: "choice-nowhere",
      severity: "warning",
      sceneId: "s2",
      choiceId: "k9",
    });
    expect(problem?.message).toBe('Choice "Wander" in "Hill" leads nowhere');
  });

  it("errs on choices leading to a scene, chapter or ending that does not exist", () => {
    const s = story();
    s.chapters[0]!.scenes[0]!.choices.push(
      { id: "x1", text: "A", leadsToScene: "gone" },
      { id: "x2", text: "B", leadsToChapter: "gone" },
      { id: "x3", text: "C", leadsToEnding: "gone" },
    );
    const problems = storyProblems(s).filter((p) => p.kind === "choice-missing-target");
    expect(problems.map((p) => [p.choiceId, p.severity])).toEqual([
      ["x1", "error"],
      ["x2", "error"],
      ["x3", "error"],
    ]);
    expect(problems[1]?.message).toBe('Choice "B" in "Crossroads" leads to a chapter that does not exist');
  });

  it("warns of scenes no choice leads to, but not the opening or a chapter's first scene reached by chapter", () => {
    const s = story();
    s.chapters[0]!.scenes[0]!.choices = [{ id: "k2", text: "South", leadsToChapter: "ch2" }];
    s.chapters[0]!.scenes.push({ id: "s4", title: "Cave", description: "", choices: [] });
    expect(kinds(s)).toEqual(["scene-no-way-in:s2", "scene-no-way-in:s4"]);
    expect(storyProblems(s)[0]?.message).toBe('No choice leads to "Hill"');
  });

  it("tells a scene some choice leads to, but only from scenes play never reaches, from one no choice leads to", () => {
    const s = story();
    s.chapters[0]!.scenes[0]!.choices = [{ id: "k2", text: "South", leadsToChapter: "ch2" }];
    // The cave leads to the hill, but nothing leads to the cave.
    s.chapters[0]!.scenes.push({
      id: "s4",
      title: "Cave",
      description: "",
      choices: [{ id: "k8", text: "Climb out", leadsToScene: "s2" }],
    });
    const problems = storyProblems(s);
    expect(problems.map((p) => [p.kind, p.sceneId, p.message])).toEqual([
      ["scene-unreachable", "s2", '"Hill" cannot be reached from the opening scene'],
      ["scene-no-way-in", "s4", 'No choice leads to "Cave"'],
    ]);
  });

  it("errs on two choices of a scene that play cannot tell apart (case and punctuation aside)", () => {
    const s = story();
    s.chapters[0]!.scenes[0]!.choices.push({ id: "k9", text: "north!", leadsToScene: "s2" });
    const problems = storyProblems(s);
    expect(problems).toEqual([
      {
        key: "choice-duplicate-text:k9",
        kind: "choice-duplicate-text",
        severity: "error",
        message: 'Choice "north!" in "Crossroads" has the same text as another choice in that scene',
        sceneId: "s1",
        choiceId: "k9",
        chapterId: "ch1",
      },
    ]);
    // The same text in two different scenes is fine.
    s.chapters[0]!.scenes[0]!.choices.pop();
    s.chapters[0]!.scenes[1]!.choices[0]!.text = "North";
    expect(storyProblems(s)).toEqual([]);
  });

  it("warns of a chapter with no way out, the last one included unless it has an ending", () => {
    const s = story();
    s.chapters[1]!.scenes = [{ id: "s3", title: "Gate", description: "", choices: [] }];
    s.endings = [];
    expect(kinds(s)).toEqual(["chapter-no-way-out:ch2", "no-reachable-ending:s1"]);
    // A loop inside a chapter is still no way out.
    s.chapters[1]!.scenes[0]!.choices = [{ id: "k5", text: "Again", leadsToChapter: "ch2" }];
    expect(kinds(s)).toContain("chapter-no-way-out:ch2");
    // A choice back to an earlier chapter is a way out.
    s.chapters[1]!.scenes[0]!.choices = [{ id: "k5", text: "Back", leadsToScene: "s1" }];
    expect(kinds(s)).toEqual(["no-reachable-ending:s1"]);
  });

  it("warns (the server saves it) when no ending is reachable from the opening, even if one exists elsewhere", () => {
    const s = story();
    s.chapters[0]!.scenes[0]!.choices.pop(); // only North, to the hill
    s.chapters[0]!.scenes[1]!.choices = []; // and the hill leads nowhere
    const problems = storyProblems(s);
    expect(problems.find((p) => p.kind === "no-reachable-ending")).toMatchObject({
      severity: "warning",
      chapterId: "ch1",
    });
    expect(problemSummary(problems)).toBe("4 warnings");
  });

  it("warns of every scene sharing a title with another (case and spacing aside), and saves them", () => {
    const s = story();
    s.chapters[1]!.scenes[0]!.title = "  hill ";
    s.chapters[0]!.scenes[0]!.title = "Hillside";
    expect(kinds(s)).toEqual(["scene-duplicate-title:s2", "scene-duplicate-title:s3"]);
    const gate = storyProblems(s).find((p) => p.sceneId === "s3");
    expect(gate?.message).toBe('2 scenes are titled "hill" (this one in chapter "The Town")');
    expect(gate?.severity).toBe("warning");
    expect(StoryBeats.safeParse(toBeats(s)).success).toBe(true);
    // One title apart again: nothing to say.
    s.chapters[1]!.scenes[0]!.title = "Gate";
    expect(kinds(s)).toEqual([]);
  });

  it("flags a scene still to write, on its card", () => {
    const s = story();
    s.chapters[1]!.scenes[0]!.toWrite = true;
    const problems = storyProblems(s);
    expect(problems.map((p) => [p.kind, p.sceneId, p.message])).toEqual([
      ["scene-to-write", "s3", '"Gate" is still to write: a link leads to it'],
    ]);
    expect(problemMarks(problems).scenes.get("s3")).toBe("warning");
  });

  it("errs only on what the server refuses", () => {
    const s = story();
    s.chapters[0]!.scenes[1]!.choices = [
      { id: "k9", text: "Wander" },
      { id: "k10", text: "X", leadsToScene: "gone" },
      { id: "k11", text: "x", leadsToEnding: "e1" },
    ];
    s.chapters[1]!.scenes[0]!.choices = [];
    s.chapters[1]!.scenes.pop();
    const errors = storyProblems(s).filter((p) => p.severity === "error");
    expect(errors.map((p) => p.kind)).toEqual(["choice-missing-target", "choice-duplicate-text"]);
    expect(StoryBeats.safeParse(toBeats(s)).success).toBe(false);
    // Without the errors the contract takes it, warnings and all.
    s.chapters[0]!.scenes[1]!.choices = [{ id: "k9", text: "Wander" }];
    expect(storyProblems(s).filter((p) => p.severity === "error")).toEqual([]);
    expect(storyProblems(s).length).toBeGreaterThan(0);
    expect(StoryBeats.safeParse(toBeats(s)).success).toBe(true);
  });

  it("marks scenes and choices with their worst severity, and chapters with their own problems", () => {
    const s = story();
    s.chapters[0]!.scenes[1]!.choices.push(
      { id: "k9", text: "Wander" },
      { id: "k10", text: "X", leadsToScene: "gone" },
    );
    s.chapters[1]!.scenes = [{ id: "s3", title: "Gate", description: "", choices: [] }];
    s.endings = [];
    const marks = problemMarks(storyProblems(s));
    expect(marks.scenes.get("s2")).toBe("error");
    expect(marks.choices.get("k9")).toBe("warning");
    expect(marks.choices.get("k10")).toBe("error");
    // The chapter's problems are its box's, not its first scene's.
    expect(marks.chapters.get("ch2")).toEqual({ severity: "warning", notes: ["No way out"] });
    expect(marks.chapters.get("ch1")).toEqual({ severity: "warning", notes: ["No ending reachable"] });
    expect(marks.scenes.has("s3")).toBe(false);
    expect(marks.scenes.has("s1")).toBe(false);
  });

  // How long it takes is measured by bench/story-map.ts, not asserted here.
  it("analyses 1,200 scenes", () => {
    expect(storyProblems(bigStory(40, 30, 3))).toEqual([]);
  });
});
