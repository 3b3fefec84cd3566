import { describe, expect, it } from "vitest";
import {
  CompleteStory,
  DEFAULT_PLAYER_STATE,
  DraftCharacter,
  OutlineChapter,
  TurnOutcome,
} from "../../contract/ai";
import { REFUSAL_SENTENCE } from "../../contract/constants";
import { EMPTY_MEMORY, type GameBible, type Narrator, type TurnInput, type TurnResult } from "./narrator";
import { takeSafeTurn } from "./safety";

export type ContractHooks = {
  /**
   * Makes the adapter's next moderation of a text containing `matching` refuse (the LLM test's
   * fake server does this on request; the embedded storyteller refuses violent words itself).
   */
  refuseModeration?: (matching: string) => void;
};

const inventoryItem = (name: string) => ({ id: name, name, type: "tool", description: "" });

async function runTurn(narrator: Narrator, input: TurnInput): Promise<TurnResult> {
  const stream = narrator.takeTurn(input);
  for await (const _ of stream.textStream) {
    // drained: the outcome carries the prose
  }
  return stream.outcome;
}

/** An item named by the prose: "Brass Key" is in "a brass key glints". */
const named = (prose: string, item: string) =>
  prose.toLowerCase().includes(item.toLowerCase().replace(/^(the|a|an) /, ""));

/**
 * The behaviour every Narrator adapter must show. Each adapter's test file calls this with a
 * factory; the LLM narrator runs it against a real OpenAI-compatible HTTP server.
 */
export function narratorContract(
  name: string,
  make: () => Narrator | Promise<Narrator>,
  hooks: ContractHooks = {},
) {
  const game: GameBible = {
    id: "game-contract",
    title: "The Lantern of Hollow Vale",
    genre: "fantasy",
    description: "A village lantern has gone dark and the valley's spirits are restless.",
    storyline: "Wren, a young lamplighter, must relight the Lantern of Hollow Vale before the longest night.",
    childMode: false,
    narrativePerspective: "second_person",
    narrativeStyle: "adventurous",
    authorInfluence: null,
    gameplayMode: "interactive",
    characters: [
      {
        id: "c1",
        name: "Wren",
        role: "Lamplighter",
        characterType: "protagonist",
        description: "Quick and curious.",
      },
      {
        id: "c2",
        name: "Old Maud",
        role: "Keeper of the lantern",
        characterType: "mentor",
        description: "Stern.",
      },
      {
        id: "c3",
        name: "The Ashen King",
        role: "Spirit of the dark",
        characterType: "antagonist",
        description: "",
      },
    ],
    chapters: [
      {
        chapterNumber: 1,
        title: "The Dark Lantern",
        outline: "Wren finds the lantern cold and Maud missing.",
        selectedCharacters: ["Wren", "Old Maud"],
        selectedLocation: "Forest",
      },
    ],
  };
  const turn = (over: Partial<TurnInput> = {}): TurnInput => ({
    seed: "contract-seed",
    game,
    state: DEFAULT_PLAYER_STATE,
    sceneNumber: 1,
    action: "Begin the adventure",
    memory: EMPTY_MEMORY,
    recent: [],
    progress: 0,
    ...over,
  });

  describe(`Narrator contract: ${name}`, () => {
    it("streams a scene's prose, then a valid outcome whose prose is what was streamed", async () => {
      const narrator = await make();
      const stream = narrator.takeTurn(turn({ action: "Look around the square" }));
      let streamed = "";
      for await (const chunk of stream.textStream) streamed += chunk;
      const result = await stream.outcome;
      expect(TurnOutcome.safeParse(result).success).toBe(true);
      expect(result.prose.trim().length).toBeGreaterThan(40);
      expect(streamed.trim()).toBe(result.prose.trim());
      expect(new Set(result.choices.map((c) => c.toLowerCase())).size).toBe(result.choices.length);
      expect(result.memory).toBeDefined();
    });

    it("drafts the requested number of characters", async () => {
      const narrator = await make();
      const characters = await narrator.characters({
        storyline: game.storyline ?? "",
        genre: "fantasy",
        childMode: false,
        count: 3,
      });
      expect(characters).toHaveLength(3);
      for (const c of characters) expect(DraftCharacter.safeParse(c).success).toBe(true);
    });

    it("outlines exactly the requested number of chapters, numbered in order", async () => {
      const narrator = await make();
      const result = await narrator.outline({
        title: game.title,
        genre: game.genre,
        childMode: false,
        chapterCount: 6,
        storyline: game.storyline ?? "",
        characters: game.characters,
      });
      expect(result.chapters.map((c) => c.chapterNumber)).toEqual([1, 2, 3, 4, 5, 6]);
      for (const c of result.chapters) {
        expect(OutlineChapter.safeParse(c).success).toBe(true);
        expect(c.title.length).toBeGreaterThan(0);
        expect(c.selectedLocation.length).toBeGreaterThan(0);
      }
      expect(result.mainCharacters.length).toBeGreaterThan(0);
    });

    it("carries the original's characters into a sequel outline", async () => {
      const narrator = await make();
      const result = await narrator.sequelOutline({
        title: `${game.title}: The Sequel`,
        genre: game.genre,
        childMode: false,
        sequelStoryline:
          "Years later, the lantern flickers again and Wren must find out why the spirits returned.",
        chapterCount: 5,
        originalTitle: game.title,
        originalChapters: game.chapters,
        originalCharacters: game.characters,
        originalLocations: ["Forest"],
      });
      expect(result.chapters).toHaveLength(5);
      expect(result.mainCharacters.map((c) => c.name)).toContain("Wren");
      expect(result.commonLocations.length).toBeGreaterThan(0);
    });

    it("suggests ideas for a short concept and enhances a long one", async () => {
      const narrator = await make();
      const base = {
        originalTitle: game.title,
        genre: game.genre,
        originalChapters: game.chapters,
        originalCharacters: game.characters,
        childMode: false,
      };
      const ideas = await narrator.sequelIdeas({ ...base, userIdeas: "revenge" });
      expect("suggestions" in ideas && ideas.suggestions.length).toBeGreaterThan(0);
      const enhanced = await narrator.sequelIdeas({
        ...base,
        userIdeas: "The Ashen King returns through a crack in the lantern glass.",
      });
      expect("enhancedStoryline" in enhanced && enhanced.enhancedStoryline.length).toBeGreaterThan(20);
    });

    it("writes, retitles and regenerates a chapter", async () => {
      const narrator = await make();
      const input = {
        game,
        chapterNumber: 1,
        chapterTitle: "The Dark Lantern",
        chapterDescription: "Wren finds the lantern cold and Maud missing.",
        selectedCharacters: ["Wren", "Old Maud"],
        selectedLocation: "Forest",
        previousChapters: [],
        nextChapters: [],
      };
      const content = await narrator.chapter(input);
      expect(content.length).toBeGreaterThan(200);
      const title = await narrator.rewriteChapterTitle({
        game,
        chapterNumber: 1,
        currentTitle: "The Dark Lantern",
        chapterDescription: input.chapterDescription,
        previousChapters: [],
      });
      expect(title.trim().length).toBeGreaterThan(0);
      const again = await narrator.regenerateChapter({
        ...input,
        currentContent: content,
        direction: "Make it eerier",
      });
      expect(again.length).toBeGreaterThan(200);
    });

    it("writes a chapter beside the one before it, then smooths the seam between them", async () => {
      const narrator = await make();
      const chapter = await narrator.chapter({
        game,
        chapterNumber: 2,
        chapterTitle: "The Mill Road",
        chapterDescription: "Wren follows Maud's tracks to the old mill.",
        selectedCharacters: ["Wren"],
        selectedLocation: "Market",
        previousChapters: [{ chapterNumber: 1, title: "The Dark Lantern", content: "" }],
        nextChapters: [{ chapterNumber: 3, title: "The Ashen King", outline: "The king wakes." }],
        storySoFar: "Chapter 1, The Dark Lantern: Wren finds the lantern cold and Maud missing.",
      });
      expect(chapter.length).toBeGreaterThan(200);
      const opening = chapter.split("\n\n")[0] ?? "";
      const seam = await narrator.smoothSeam({
        game,
        chapterNumber: 2,
        chapterTitle: "The Mill Road",
        selectedLocation: "Market",
        previousTitle: "The Dark Lantern",
        previousEnding: "Wren closes the chapel door behind her and sets off for the market at dawn.",
        opening,
      });
      expect(seam.trim().length).toBeGreaterThan(40);
    });

    it("writes a biography and assistant content of each type", async () => {
      const narrator = await make();
      expect((await narrator.biography({ name: "Ada Lovelace" })).length).toBeGreaterThan(20);
      for (const type of ["storyline", "characters", "scenes"] as const) {
        const content = await narrator.assist({ type, genre: "mystery", storyline: "A locked-room theft." });
        expect(content.length).toBeGreaterThan(20);
      }
    });

    it("invents a quick-start story: title, storyline and the asked number of characters", async () => {
      const narrator = await make();
      const draft = await narrator.quickStart({
        seed: "contract-quick-start",
        genre: "superhero",
        childMode: false,
        difficulty: "hard",
        storyStructure: "limited_arc",
        allowInventory: true,
        enableStats: false,
        characterCount: 3,
      });
      expect(draft.title.trim().length).toBeGreaterThan(0);
      expect(draft.title.length).toBeLessThanOrEqual(100);
      expect(draft.storyline.length).toBeGreaterThan(20);
      expect(draft.characters).toHaveLength(3);
      for (const c of draft.characters) expect(DraftCharacter.safeParse(c).success).toBe(true);
    });

    it("writes a complete story whose choices lead to scenes and reach an ending", async () => {
      const narrator = await make();
      const threeChapters = {
        ...game,
        chapters: [
          ...game.chapters,
          {
            chapterNumber: 2,
            title: "The Barrow Road",
            outline: "Maud leads Wren toward the barrows.",
            selectedCharacters: ["Wren", "Old Maud"],
            selectedLocation: "Barrow Downs",
          },
          {
            chapterNumber: 3,
            title: "The Ashen Court",
            outline: "Wren faces the Ashen King.",
            selectedCharacters: ["Wren", "The Ashen King"],
            selectedLocation: "Ashen Court",
          },
        ],
      };
      const story = await narrator.completeStory({ game: threeChapters, chapterCount: 3 });
      expect(CompleteStory.safeParse(story).success).toBe(true);
      expect(story.chapters).toHaveLength(3);
      const scenes = new Map(story.chapters.flatMap((c) => c.scenes.map((s) => [s.id, s] as const)));
      expect(scenes.size).toBeGreaterThanOrEqual(4);
      expect(story.endings.length).toBeGreaterThan(0);
      // Every path from the first scene ends at an ending: no dead ends, no loops.
      const walk = (id: string, depth: number): boolean => {
        const scene = scenes.get(id);
        if (!scene || depth > scenes.size) return false;
        if (scene.isEndingScene) return story.endings.some((e) => e.id === id);
        return scene.choices.length > 0 && scene.choices.every((c) => walk(c.leadsToScene, depth + 1));
      };
      expect(walk(story.chapters[0]?.scenes[0]?.id ?? "", 0)).toBe(true);
      for (const scene of scenes.values()) expect(scene.description.length).toBeGreaterThan(40);
    });

    it("offers 3–4 distinct choices, scene after scene", async () => {
      const narrator = await make();
      for (const action of ["Begin the adventure", "Look around", "Talk to Old Maud", "Go to the Market"]) {
        const result = await runTurn(narrator, turn({ action, sceneNumber: 2 }));
        expect(result.choices.length, action).toBeGreaterThanOrEqual(3);
        expect(result.choices.length, action).toBeLessThanOrEqual(4);
        expect(new Set(result.choices.map((c) => c.trim().toLowerCase())).size, action).toBe(
          result.choices.length,
        );
      }
    });

    it("refuses a violent action in child mode with the refusal sentence and no state change", async () => {
      const narrator = await make();
      const action = "I stab the goblin with a knife until it dies";
      hooks.refuseModeration?.(action);
      const child = { ...game, childMode: true };
      const safe = takeSafeTurn(narrator, turn({ game: child, action, sceneNumber: 2 }));
      let streamed = "";
      for await (const chunk of safe.textStream) streamed += chunk;
      const done = await safe.outcome;
      expect(done.refused).toBe(true);
      if (done.refused) expect(done.systemMessage).toBe(REFUSAL_SENTENCE);
      // Nothing written and no result: the caller has no changes to apply.
      expect(streamed).toBe("");
      expect("result" in done).toBe(false);
    });

    it("keeps taking and the inventory in agreement with the prose", async () => {
      const narrator = await make();
      const state = { ...DEFAULT_PLAYER_STATE, inventory: [inventoryItem("Rope coil")] };
      const taken = await runTurn(narrator, turn({ action: "Take the brass key", sceneNumber: 2, state }));
      for (const item of taken.changes.addItems ?? []) {
        expect(named(taken.prose, item.name), `${item.name} in: ${taken.prose}`).toBe(true);
      }
      for (const gone of taken.changes.removeItems ?? []) {
        expect(state.inventory.map((i) => i.name.toLowerCase())).toContain(gone.toLowerCase());
      }
      const checked = await runTurn(narrator, turn({ action: "Check my inventory", sceneNumber: 3, state }));
      expect(checked.changes.removeItems ?? []).toEqual([]);
    });

    it("allows a harmless action", async () => {
      const narrator = await make();
      expect((await narrator.moderate("I open the door and greet the innkeeper")).allowed).toBe(true);
    });
  });
}
