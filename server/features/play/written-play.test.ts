import { describe, expect, it } from "vitest";
import { DEFAULT_PLAYER_STATE } from "../../../contract/ai";
import { EMPTY_MEMORY, type GameBible, type TurnInput } from "../../ai/narrator";
import type { StoryBeats } from "../../db/schema";
import { type Narrate, writtenTurn } from "./written-play";
import { findBeat } from "./written-story";

/**
 * ADR 033: a scene with no text yet (an import's broken link, kept as a scene "to write") is
 * never shown to a player as an empty page at a dead end: the narrator writes it from the
 * player's action, as it opens a chapter with no scenes.
 */
const beats: StoryBeats = {
  chapters: [
    {
      id: "c1",
      title: "The Cellar",
      scenes: [
        {
          id: "s1",
          title: "The Cellar",
          description: "Water drips somewhere in the dark.",
          choices: [
            { id: "a", text: "Squeeze through the crack", leadsToScene: "s2", effects: { experience: 5 } },
            { id: "b", text: "Climb the stairs", leadsToScene: "s3" },
          ],
        },
        { id: "s2", title: "The Crack", description: "", toWrite: true, choices: [] },
        { id: "s3", title: "The Stairs", description: "The stairs creak.", choices: [] },
      ],
    },
  ],
};

const game: GameBible = {
  id: "g1",
  title: "The Cellar",
  genre: "mystery",
  description: "",
  storyline: "",
  childMode: false,
  narrativePerspective: "second_person",
  narrativeStyle: null,
  authorInfluence: null,
  gameplayMode: "interactive",
  characters: [],
  chapters: [],
};

const input = (action: string): TurnInput => ({
  seed: "s",
  game,
  state: DEFAULT_PLAYER_STATE,
  sceneNumber: 2,
  action,
  memory: EMPTY_MEMORY,
  recent: [],
  progress: 0,
});

/** A narrator that answers every turn with one line, keeping what it was asked. */
function recording() {
  const asked: TurnInput[] = [];
  const narrate: Narrate = async (turn) => {
    asked.push(turn);
    return {
      refused: false,
      prose: "You squeeze into a narrow passage lit by glowworms.",
      sceneTitle: "A Passage",
      chapterTitle: null,
      choices: [],
      quickActions: [],
      state: { ...turn.state, experience: turn.state.experience + 1 },
      progress: turn.progress,
      memory: turn.memory,
    };
  };
  return { asked, narrate };
}

describe("reaching a scene with no text yet", () => {
  const cellar = findBeat(beats, "s1");
  if (!cellar) throw new Error("no cellar");

  it("has the narrator write it from the player's action, with the choice's effects", async () => {
    const { asked, narrate } = recording();
    const scene = await writtenTurn(beats, cellar, input("Squeeze through the crack"), narrate);
    expect(asked).toHaveLength(1);
    expect(asked[0]?.action).toBe("Squeeze through the crack");
    // The narrator is given the chapter with no text to follow, and the state after the effects.
    expect(asked[0]?.game.chapters[0]?.content).toBeNull();
    expect(asked[0]?.state.experience).toBe(DEFAULT_PLAYER_STATE.experience + 10 + 5);
    if (scene.refused) throw new Error("refused");
    expect(scene.prose).toBe("You squeeze into a narrow passage lit by glowworms.");
    expect(scene.sceneTitle).toBe("The Crack");
    expect(scene.memory).toMatchObject({ beatSceneId: "s2" });
  });

  it("shows a written scene as written, with no narrator", async () => {
    const { asked, narrate } = recording();
    const scene = await writtenTurn(beats, cellar, input("Climb the stairs"), narrate);
    expect(asked).toHaveLength(0);
    if (scene.refused) throw new Error("refused");
    expect(scene.prose).toBe("The stairs creak.");
  });
});
