import { describe, expect, it } from "vitest";
import type { Story } from "./story-draft";
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

  it("warns of scenes no choice reaches, but not the opening or a chapter's first scene reached by chapter", () => {
    const s = story();
    s.chapters[0]!.scenes[0]!.choices = [{ id: "k2", text: "South", leadsToChapter: "ch2" }];
    s.chapters[0]!.scenes.push({ id: "s4", title: "Cave", description: "", choices: [] });
    expect(kinds(s)).toEqual(["scene-unreachable:s2", "scene-unreachable:s4"]);
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

  it("errs when no ending is reachable from the opening, even if one exists elsewhere", () => {
    const s = story();
    s.chapters[0]!.scenes[0]!.choices.pop(); // only North, to the hill
    s.chapters[0]!.scenes[1]!.choices = []; // and the hill leads nowhere
    const problems = storyProblems(s);
    expect(problems.find((p) => p.kind === "no-reachable-ending")?.severity).toBe("error");
    expect(problemSummary(problems)).toBe("1 error, 3 warnings");
  });

  it("marks scenes and choices with their worst severity", () => {
    const s = story();
    s.chapters[0]!.scenes[1]!.choices.push(
      { id: "k9", text: "Wander" },
      { id: "k10", text: "X", leadsToScene: "gone" },
    );
    const marks = problemMarks(storyProblems(s));
    expect(marks.scenes.get("s2")).toBe("error");
    expect(marks.choices.get("k9")).toBe("warning");
    expect(marks.choices.get("k10")).toBe("error");
  });

  // How long it takes is measured by bench/story-map.ts, not asserted here.
  it("analyses 1,200 scenes", () => {
    expect(storyProblems(bigStory(40, 30, 3))).toEqual([]);
  });
});
