import { DEFAULT_PLAYER_STATE, type PlayerState, type TurnOutcome } from "../../../contract/ai";
import { GENRES_ALL, GENRES_CREATE } from "../../../contract/constants";
import { applyChanges } from "../../game/rules";
import { EMPTY_MEMORY, type GameBible, type StoryMemory, type TurnInput, type TurnResult } from "../narrator";
import { writeChapter } from "./chapters";
import { draftOutline } from "./outline";
import { writeScene } from "./scene";

/** Fixtures for the storyteller's tests: games in every genre, and a player that plays them. */
export const ALL_GENRES = [
  ...new Set([
    ...GENRES_ALL,
    ...GENRES_CREATE,
    "romantic-drama",
    "superhero",
    "slice-of-life",
    "gothic-whimsy",
    "zzz",
  ]),
];

export function testGame(genre: string, over: Partial<GameBible> = {}): GameBible {
  return {
    id: `game-${genre}`,
    title: "The Lantern of Hollow Vale",
    genre,
    description: "A village lantern has gone dark and the valley's spirits are restless.",
    storyline: "Wren, a young lamplighter, must relight the Lantern of Hollow Vale before the longest night.",
    childMode: false,
    narrativePerspective: "second_person",
    narrativeStyle: null,
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
        outline: "Wren finds the lantern cold and Maud missing. The valley holds its breath.",
        selectedCharacters: ["Wren", "Old Maud"],
        selectedLocation: "Forest",
      },
      {
        chapterNumber: 2,
        title: "The Barrow Road",
        outline: "Maud leads Wren toward the barrows, where the old spirits sleep. Something follows them.",
        selectedCharacters: ["Wren", "Old Maud"],
        selectedLocation: "Barrow Downs",
      },
      {
        chapterNumber: 3,
        title: "The Ashen Court",
        outline: "Wren faces the Ashen King in his court of cinders.",
        selectedCharacters: ["Wren", "The Ashen King"],
        selectedLocation: "Ashen Court",
      },
    ],
    ...over,
  };
}

export function turnInput(game: GameBible, over: Partial<TurnInput> = {}): TurnInput {
  return {
    seed: "seed-1",
    game,
    state: DEFAULT_PLAYER_STATE,
    sceneNumber: 1,
    action: "Begin the adventure",
    memory: EMPTY_MEMORY,
    recent: [],
    progress: 0,
    ...over,
  };
}

export type Played = { input: TurnInput; result: TurnResult; state: PlayerState; progress: number };

/**
 * Plays a game for `scenes` turns, taking a seeded choice each time (or an action from
 * `actions`), applying changes through the real rules engine as the server will.
 */
export function play(game: GameBible, scenes: number, seed = "seed-1", actions: string[] = []): Played[] {
  let state = DEFAULT_PLAYER_STATE;
  let memory: StoryMemory = EMPTY_MEMORY;
  let progress = 0;
  let choices: TurnOutcome["choices"] = [];
  const recent: TurnInput["recent"] = [];
  const out: Played[] = [];
  let n = 0;
  for (let scene = 1; scene <= scenes; scene++) {
    const action =
      scene === 1
        ? "Begin the adventure"
        : (actions[scene - 2] ?? choices[(scene * 7 + seed.length) % choices.length] ?? "Continue");
    const input = turnInput(game, {
      seed,
      state,
      sceneNumber: scene,
      action,
      memory,
      recent: recent.slice(-3),
      progress,
    });
    const result = writeScene(input);
    const applied = applyChanges(state, result.changes, progress, () => `item-${++n}`);
    out.push({ input, result, state: applied.state, progress: applied.progress });
    state = applied.state;
    progress = applied.progress;
    memory = result.memory;
    choices = result.choices;
    recent.push({ sceneNumber: scene, action, prose: result.prose });
  }
  return out;
}

export function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Narration outside dialogue: what the perspective rules apply to. */
export function narration(prose: string): string {
  return prose.replace(/"[^"]*"/g, " ");
}

type CastRow = [name: string, role: string, characterType: string];

/** The five games of issue 3's closing sample: each with its own small cast and no outline. */
const SAMPLES: Record<string, [title: string, description: string, storyline: string, cast: CastRow[]]> = {
  fantasy: [
    "The Ember Crown",
    "A stolen crown smoulders in the hands of a usurper.",
    "Kael, a disgraced knight, must recover the Ember Crown before the coronation.",
    [
      ["Kael", "Disgraced knight", "protagonist"],
      ["Sister Ilse", "Healer", "ally"],
      ["Lord Varn", "Usurper", "antagonist"],
    ],
  ],
  "sci-fi": [
    "Signal from Kepler Deep",
    "A derelict relay station starts broadcasting again.",
    "Engineer Noor Hadid boards the relay to find who is sending the signal.",
    [
      ["Noor Hadid", "Station engineer", "protagonist"],
      ["AUGUR", "Ship AI", "ally"],
    ],
  ],
  mystery: [
    "The Glasshouse Affair",
    "A botanist is found dead among her orchids.",
    "Inspector Maud Greaves must find the killer before the gala ends.",
    [
      ["Maud Greaves", "Inspector", "protagonist"],
      ["Felix Arden", "Nephew", "supporting"],
    ],
  ],
  horror: [
    "What the Tide Left",
    "Something walks out of the sea each night at low tide.",
    "Ruth returns to her drowned hometown to learn why her brother vanished.",
    [
      ["Ruth Calder", "Returning daughter", "protagonist"],
      ["Old Tam", "Fisherman", "supporting"],
    ],
  ],
  romance: [
    "Letters to Via Lucca",
    "Two rival bakers on one narrow street in Florence.",
    "Giulia and Matteo exchange anonymous letters without knowing who writes them.",
    [
      ["Giulia", "Baker", "protagonist"],
      ["Matteo", "Rival baker", "love interest"],
    ],
  ],
};

export const SAMPLE_GENRES = Object.keys(SAMPLES);

export function sampleGame(genre: string, over: Partial<GameBible> = {}): GameBible {
  const [title, description, storyline, cast] =
    SAMPLES[genre] ?? (SAMPLES.fantasy as (typeof SAMPLES)[string]);
  return testGame(genre, {
    id: `sample-${genre}`,
    title,
    description,
    storyline,
    characters: cast.map(([name, role, characterType], i) => ({
      id: `s${i}`,
      name,
      role,
      characterType,
      description: null,
    })),
    chapters: [],
    ...over,
  });
}

/** A cast with a double-barrelled name, a surname particle and letters beyond English's (issue 31's play). */
export const AUCTION_CAST = [
  {
    id: "c0",
    name: "Aoife Brennan-Walsh",
    role: "tally clerk",
    characterType: "protagonist",
    description: null,
  },
  {
    id: "c1",
    name: "Tomasz Kowal-Nowak",
    role: "auctioneer",
    characterType: "antagonist",
    description: null,
  },
  { id: "c2", name: "Father Ciarán Mac Giolla", role: "her uncle", characterType: "ally", description: null },
];

type Author = {
  id: string;
  title: string;
  genre: string;
  storyline: string;
  characters: GameBible["characters"];
  instructions?: string;
};

/** A game as the planner makes it: the author's words, a ten-chapter outline drafted from them. */
export function outlinedGame(author: Author): GameBible {
  const { id, title, genre, storyline, characters, instructions } = author;
  const outline = draftOutline({
    title,
    genre,
    childMode: false,
    chapterCount: 10,
    storyline,
    characters,
    instructions,
  });
  return testGame(genre, {
    id,
    title,
    description: storyline,
    storyline,
    characters,
    chapters: outline.chapters,
  });
}

/** Every chapter of a game's outline written in order, as the planner writes them (generate-chapter). */
export function writtenChapters(game: GameBible, count = game.chapters.length): string[] {
  const written: Array<{ chapterNumber: number; title: string; content: string }> = [];
  for (const c of game.chapters.slice(0, count)) {
    const content = writeChapter({
      game,
      chapterNumber: c.chapterNumber,
      chapterTitle: c.title,
      chapterDescription: c.outline,
      selectedCharacters: c.selectedCharacters,
      selectedLocation: c.selectedLocation,
      previousChapters: written.slice(),
      nextChapters: game.chapters
        .filter((n) => n.chapterNumber > c.chapterNumber)
        .map((n) => ({ chapterNumber: n.chapterNumber, title: n.title, outline: n.outline })),
    });
    written.push({ chapterNumber: c.chapterNumber, title: c.title, content });
  }
  return written.map((w) => w.content);
}
