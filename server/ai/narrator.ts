import type {
  CompleteStory,
  DraftCharacter,
  OutlineChapter,
  OutlineResult,
  PlayerState,
  SequelIdeasResult,
  TurnOutcome,
} from "../../contract/ai";

/**
 * The story tasks features ask of "the AI". Two adapters implement it: the embedded
 * storyteller (server/ai/storyteller) and the LLM narrator (server/ai/llm). Features never
 * call a provider directly.
 */
export interface Narrator {
  /** "embedded" or "provider:model" — recorded with usage. */
  readonly id: string;
  takeTurn(input: TurnInput, options?: CallOptions): TurnStream;
  characters(input: CharactersInput, options?: CallOptions): Promise<DraftCharacter[]>;
  outline(input: OutlineInput, options?: CallOptions): Promise<OutlineResult>;
  sequelOutline(input: SequelOutlineInput, options?: CallOptions): Promise<OutlineResult>;
  /** Ideas when `userIdeas` is shorter than 20 characters, an enhanced storyline otherwise. */
  sequelIdeas(input: SequelIdeasInput, options?: CallOptions): Promise<SequelIdeasResult>;
  chapter(input: ChapterInput, options?: CallOptions): Promise<string>;
  rewriteChapterTitle(input: ChapterTitleInput, options?: CallOptions): Promise<string>;
  regenerateChapter(input: RegenerateChapterInput, options?: CallOptions): Promise<string>;
  /**
   * The Complete Story Generator's seam pass (ADR 018): a chapter written beside the one before
   * it gets a new opening paragraph that follows on from how that one actually ended.
   */
  smoothSeam(input: SeamInput, options?: CallOptions): Promise<string>;
  biography(input: { name: string; childMode?: boolean }, options?: CallOptions): Promise<string>;
  assist(input: AssistInput, options?: CallOptions): Promise<string>;
  /** A whole branching story at once: chapters of scenes whose choices lead on, with endings. */
  completeStory(input: CompleteStoryInput, options?: CallOptions): Promise<CompleteStory>;
  /** Quick Start (spec 001): a whole story premise — title, storyline, cast — from a few choices. */
  quickStart(input: QuickStartInput, options?: CallOptions): Promise<QuickStartDraft>;
  moderate(text: string, options?: CallOptions): Promise<ModerationVerdict>;
}

export type Usage = { inputTokens: number; outputTokens: number };

export type CallOptions = {
  signal?: AbortSignal;
  /** Called once per model call with its token counts. */
  onUsage?: (usage: Usage) => void;
  /**
   * Awaited before each model call with the tokens it may spend (prompt and output); rejects
   * with a 429 when the day's budget has no room, and then the call must not be made.
   */
  reserve?: (tokens: number) => Promise<void>;
};

/**
 * Prose as it is written, then the structured outcome; `outcome` rejects if the turn failed.
 * A caller that needs only the outcome may leave `textStream` unread.
 */
export type TurnStream = {
  textStream: AsyncIterable<string>;
  outcome: Promise<TurnResult>;
};

export type TurnResult = TurnOutcome & { prose: string; memory: StoryMemory };

export type ModerationVerdict = { allowed: true } | { allowed: false; reason: string };

// ---- Inputs --------------------------------------------------------------------------------

export type GameCharacter = {
  id?: string;
  name: string;
  role: string;
  characterType: string;
  description?: string | null;
};

/** What a narrator knows of a game: its "bible". */
export type GameBible = {
  id: string;
  title: string;
  genre: string;
  description?: string | null;
  storyline?: string | null;
  childMode: boolean;
  narrativePerspective: "first_person" | "third_person" | "second_person";
  narrativeStyle?: string | null;
  authorInfluence?: string | null;
  gameplayMode: "interactive" | "linear" | "story-only";
  characters: GameCharacter[];
  chapters: BibleChapter[];
  /**
   * The author's active plot lines with key events (Edit Game, games.plot_lines): the built-in
   * writer schedules their key events into outlines, and play reaches a critical one's.
   */
  plotLines?: PlotLineBrief[];
};

/**
 * A chapter of the game's plan. Written chapters (an outline chapter's generated content, or a
 * complete story's chapter) carry their text: play shows it, and a model's scenes follow it
 * (ADR 018).
 */
export type BibleChapter = OutlineChapter & {
  content?: string | null;
  /** The outline planner's action options: choices that lead to a chapter (none: the next). */
  actionOptions?: Array<{ text: string; targetChapter?: number | null }>;
};

/**
 * What a session remembers between turns, kept with the session: a rolling summary for
 * models, and the storyteller's world model. Both adapters read and write it, so a game can
 * change narrator mid-story.
 */
export type StoryMemory = {
  /** Older scenes, summarised; bounded in length. */
  summary: string;
  /** Places met, in order of first visit. */
  places: string[];
  /** Characters met by name. */
  met: string[];
  /** Things seen but not taken, by place. */
  itemsSeen: Record<string, string[]>;
  /** Unresolved story threads, newest last. */
  threads: string[];
  /** Beats already used, newest last, so the storyteller does not repeat itself. */
  beats: string[];
  /** The chapter the story is in (1-based), for structured stories. */
  chapter: number;
  /**
   * The lines the embedded storyteller has used this session (templates and sentences), as
   * 24-bit hashes packed in base64, so that it picks unused ones; bounded (about 2 KB). Absent
   * in older sessions.
   */
  lines?: string;
};

export const EMPTY_MEMORY: StoryMemory = {
  summary: "",
  places: [],
  met: [],
  itemsSeen: {},
  threads: [],
  beats: [],
  chapter: 1,
};

export type RecentScene = { sceneNumber: number; action: string; prose: string };

export type TurnInput = {
  /** Same seed, same scene: tests and replays rely on it. */
  seed: string;
  game: GameBible;
  state: PlayerState;
  /** The number of the scene being written (1 for the opening). */
  sceneNumber: number;
  /** The player's words; for linear and story-only modes, the fixed continue instruction. */
  action: string;
  memory: StoryMemory;
  /** The last few scenes verbatim, oldest first. */
  recent: RecentScene[];
  /** Story completion percent before this turn. */
  progress: number;
};

export type CharactersInput = {
  storyline: string;
  genre: string;
  childMode: boolean;
  count: number;
  /** The author's additional instructions: followed where they fit, never pasted. */
  instructions?: string;
};

/** A plot line the author wrote in Edit Game: its key events are scheduled into the outline. */
export type PlotLineBrief = { title: string; keyEvents: string[]; priority?: string; isActive?: boolean };
/** A plot line as play reads it (the same brief). */
export type BiblePlotLine = PlotLineBrief;

export type OutlineInput = {
  title: string;
  genre: string;
  childMode: boolean;
  chapterCount: number;
  storyline: string;
  characters: GameCharacter[];
  /** The author's additional instructions: followed where they fit, never pasted. */
  instructions?: string;
  plotLines?: PlotLineBrief[];
};

export type SequelOutlineInput = {
  title: string;
  genre: string;
  childMode: boolean;
  sequelStoryline: string;
  chapterCount: number;
  originalTitle: string;
  originalChapters: Array<
    Partial<OutlineChapter> & { chapterNumber: number; title: string; outline: string }
  >;
  originalCharacters: GameCharacter[];
  originalLocations: string[];
};

export type SequelIdeasInput = {
  originalTitle: string;
  genre: string;
  originalChapters: SequelOutlineInput["originalChapters"];
  originalCharacters: GameCharacter[];
  childMode: boolean;
  userIdeas?: string;
};

export type ChapterInput = {
  game: GameBible;
  chapterNumber: number;
  chapterTitle: string;
  chapterDescription: string;
  selectedCharacters: string[];
  selectedLocation: string;
  previousChapters: Array<{ chapterNumber: number; title: string; content: string }>;
  nextChapters: Array<{ chapterNumber: number; title: string; outline: string }>;
  /**
   * What happens before this chapter, as a summary, when the chapters before it are being
   * written at the same time (the Complete Story Generator, ADR 018): their `content` is then
   * empty, and this is what the chapter follows on from.
   */
  storySoFar?: string;
};

export type SeamInput = {
  game: GameBible;
  chapterNumber: number;
  chapterTitle: string;
  /** Where this chapter takes place, by its plan. */
  selectedLocation: string;
  previousTitle: string;
  /** The last paragraphs of the chapter before, as written. */
  previousEnding: string;
  /** This chapter's opening paragraph, as written: the one to replace. */
  opening: string;
};

export type ChapterTitleInput = {
  game: GameBible;
  chapterNumber: number;
  currentTitle: string;
  chapterDescription: string;
  previousChapters: Array<{ chapterNumber: number; title: string; content?: string }>;
};

export type RegenerateChapterInput = ChapterInput & { currentContent: string; direction: string };

export type AssistInput = {
  type: "storyline" | "characters" | "scenes";
  genre: string;
  storyline: string;
  prompt?: string;
};

export type QuickStartInput = {
  /** A fresh seed per request, so that the same choices give a new story each time. */
  seed: string;
  genre: string;
  childMode: boolean;
  difficulty: "easy" | "medium" | "hard";
  /** expanding: open-ended; limited_arc: a complete arc with an ending. */
  storyStructure: "expanding" | "limited_arc";
  allowInventory: boolean;
  enableStats: boolean;
  /** How many characters to draft (the protagonist first). */
  characterCount: number;
};

export type QuickStartDraft = { title: string; storyline: string; characters: DraftCharacter[] };

/**
 * The dashboard's Generate Complete Story. The game's outline chapters (if any) are the plan,
 * folded into `chapterCount` story chapters; without an outline the narrator invents one.
 */
export type CompleteStoryInput = { game: GameBible; chapterCount: number };
