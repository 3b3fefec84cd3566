import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PLAYER_STATE } from "../../../contract/ai";
import { EMPTY_MEMORY, type Narrator } from "../../ai/narrator";
import { createEmbeddedNarrator } from "../../ai/storyteller/embedded-narrator";
import { games, type StoryBeats } from "../../db/schema";
import { closingText } from "../../game/story-walk";
import { BLACKMERE } from "../../test-support/blackmere-story";
import { createTestApp } from "../../test-support/test-app";
import { beatScene, currentBeat, followChoice, openingBeat } from "./written-story";

const beats = BLACKMERE;

let t: Awaited<ReturnType<typeof createTestApp>>;
let turnsWritten = 0;
beforeAll(async () => {
  const inner = createEmbeddedNarrator();
  const counting: Narrator = {
    ...inner,
    takeTurn: (input, options) => {
      turnsWritten += 1;
      return inner.takeTurn(input, options);
    },
  };
  t = await createTestApp({}, { narrator: counting });
});
afterAll(async () => {
  await t.close();
});

async function writtenGame() {
  const id = randomUUID();
  await t.database.db.insert(games).values({
    id,
    title: "Blackmere",
    genre: "mystery",
    shareSlug: `blackmere-${id.slice(0, 6)}`,
    isPublished: true,
    isDraft: false,
    useCompleteStorySystem: true,
    storyBeats: beats,
  });
  const res = await t.app.inject({
    method: "POST",
    url: "/api/sessions/start",
    payload: { gameSlug: `game-${id}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json();
}
const act = (token: string, action: string) =>
  t.app.inject({ method: "POST", url: `/api/sessions/${token}/action`, payload: { action } });

describe("a written story", () => {
  it("opens at its first scene and follows its choices to an ending, with no model call", async () => {
    const before = turnsWritten;
    const opening = await writtenGame();
    expect(opening.currentScene).toBe(beats.chapters[0]?.scenes[0]?.description);
    expect(opening.sceneTitle).toBe("Before the Gate");
    expect(opening.chapterTitle).toBe("The Gate");
    expect(opening.choices).toEqual([
      { text: "Open the gate", hasScene: true },
      { text: "Climb the wall", hasScene: true },
    ]);

    const courtyard = (await act(opening.sessionToken, "Open the gate")).json();
    expect(courtyard.sceneTitle).toBe("The Courtyard");
    expect(courtyard.currentSceneNumber).toBe(2);
    expect(courtyard.playerState.experience).toBe(20);

    const home = (await act(opening.sessionToken, "Knock at the door")).json();
    expect(home.sceneDescription).toBe("The door opens, and your sister pulls you in from the rain.");
    expect(home.chapterTitle).toBe("The House");
    expect(home.gameProgress).toBe(100);
    expect(home.choices).toEqual([]);
    expect(home.playerState.achievements).toContain("Ending: Home");
    expect(turnsWritten).toBe(before);

    // The run has ended, and the session says so, to the player who comes back too.
    expect(opening.ended).toBe(false);
    expect(courtyard.ended).toBe(false);
    expect(home.ended).toBe(true);
    const resumed = await t.app.inject({ method: "GET", url: `/api/sessions/${opening.sessionToken}` });
    expect(resumed.json().ended).toBe(true);

    const after = await act(opening.sessionToken, "Knock again");
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(
      "This story has reached its ending. Roll back to choose another path, or start a new game.",
    );
  });

  it("answers free text with the narrator, staying at the scene and its choices", async () => {
    const opening = await writtenGame();
    const before = turnsWritten;
    const aside = (await act(opening.sessionToken, "Look up at the lit window")).json();
    expect(turnsWritten).toBe(before + 1);
    expect(aside.sceneDescription).not.toBe(opening.currentScene);
    expect(aside.choices).toEqual(opening.choices);
    expect(aside.chapterTitle).toBe("The Gate");
    // The written paths still lead on from there.
    const wall = (await act(opening.sessionToken, "2")).json();
    expect(wall.sceneTitle).toBe("Caught on the Wall");
  });

  it("refuses to regenerate a written scene: it would only be the same scene again", async () => {
    const opening = await writtenGame();
    await act(opening.sessionToken, "Open the gate");
    const before = (
      await t.app.inject({ method: "GET", url: `/api/sessions/${opening.sessionToken}` })
    ).json();
    const res = await t.app.inject({
      method: "POST",
      url: `/api/sessions/${opening.sessionToken}/regenerate`,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "The scenes of this story are written in advance, so regenerating would give the same scene. Roll back to choose another path.",
    );
    const after = (
      await t.app.inject({ method: "GET", url: `/api/sessions/${opening.sessionToken}` })
    ).json();
    expect(after).toEqual(before);
    expect(after.actionHistory).toHaveLength(1);
  });
});

describe("an ending with no scene of its own", () => {
  // The Story Editor adds endings by id and title; a choice may lead to one no scene stands for.
  const withBareEnding: StoryBeats = {
    chapters: [
      {
        id: "c1",
        title: "The Gate",
        scenes: [
          {
            id: "s1",
            title: "Before the Gate",
            description: "Rain hammers the iron gate of Blackmere.",
            choices: [
              { id: "a", text: "Turn back", leadsToEnding: "e-home" },
              { id: "b", text: "Open the gate", leadsToScene: "s2" },
            ],
          },
          { id: "s2", title: "The Courtyard", description: "Drowned roses.", choices: [] },
        ],
      },
    ],
    endings: [{ id: "e-home", title: "Safe by the Fire" }],
  };

  it("walks a choice to a closing scene made from the ending, and the run ends there", () => {
    const opening = openingBeat(withBareEnding);
    if (!opening) throw new Error("no opening");
    const reached = followChoice(withBareEnding, opening, "Turn back");
    expect(reached?.scene).toEqual({
      id: "e-home",
      title: "Safe by the Fire",
      description: closingText("Safe by the Fire"),
      isEndingScene: true,
      choices: [],
    });
    if (!reached) throw new Error("no ending");
    const scene = beatScene(withBareEnding, reached, DEFAULT_PLAYER_STATE, EMPTY_MEMORY, 0);
    expect(scene).toMatchObject({
      sceneTitle: "Safe by the Fire",
      prose: "The End: Safe by the Fire.",
      chapterTitle: "The Gate",
      choices: [],
      progress: 100,
      memory: { chapter: 1, beatSceneId: "e-home" },
    });
    expect(scene.state.achievements).toEqual(["Ending: Safe by the Fire"]);
    // A session standing at it is at that ending, not back at the opening.
    expect(currentBeat(withBareEnding, scene.memory)?.scene.isEndingScene).toBe(true);
  });

  it("is played to its end through the API: the session ends and refuses more", async () => {
    const id = randomUUID();
    await t.database.db.insert(games).values({
      id,
      title: "Blackmere",
      genre: "mystery",
      shareSlug: `blackmere-${id.slice(0, 6)}`,
      isPublished: true,
      isDraft: false,
      useCompleteStorySystem: true,
      storyBeats: withBareEnding,
    });
    const start = await t.app.inject({
      method: "POST",
      url: "/api/sessions/start",
      payload: { gameSlug: `game-${id}` },
    });
    const { sessionToken } = start.json();
    const before = turnsWritten;
    const ending = (await act(sessionToken, "Turn back")).json();
    expect(ending).toMatchObject({
      sceneTitle: "Safe by the Fire",
      sceneDescription: "The End: Safe by the Fire.",
      gameProgress: 100,
      choices: [],
      ended: true,
    });
    expect(ending.playerState.achievements).toContain("Ending: Safe by the Fire");
    expect(turnsWritten).toBe(before);
    const after = await act(sessionToken, "Turn back");
    expect(after.statusCode).toBe(409);
  });
});
