import { PRESET_LOCATIONS } from "../../../contract/constants";
import type {
  AssistInput,
  ChapterInput,
  ChapterTitleInput,
  CharactersInput,
  GameBible,
  GameCharacter,
  PlotLineBrief,
  QuickStartInput,
  SeamInput,
  SequelOutlineInput,
  TurnInput,
} from "../narrator";
import { actionSection, childModeRules, currentChapterIndex, DATA_RULE, plotLineList } from "./context";
import { clip, clipTail, escapeData, joinSections, oneLine, section } from "./text";

/**
 * Instructions and user messages for every task but the scene prose (context.ts). Our rules go
 * in the instructions; whatever users wrote goes in the message as escaped, tagged data.
 */

export type PromptPair = { instructions: string; prompt: string };

const rules = (...lines: Array<string | false | null | undefined>) =>
  lines.filter((l): l is string => Boolean(l)).join("\n");

const data = (tag: string, text: string | null | undefined, maxChars: number) =>
  section(tag, escapeData(clip(text ?? "", maxChars)));

const castLine = (characters: GameCharacter[]) =>
  characters
    .slice(0, 30)
    .map((c) => `${oneLine(c.name, 60)} — ${oneLine(c.role, 80)} (${oneLine(c.characterType, 30)})`)
    .join("\n");

const JSON_RULE = "Answer with one JSON object that matches the schema; no other text.";

// ---- the structured half of a turn -----------------------------------------------------------

export function turnOutcomePrompt(input: TurnInput, prose: string): PromptPair {
  const chapterIdx = currentChapterIndex(input.game, input.memory, input.progress);
  const chapter = chapterIdx >= 0 ? input.game.chapters[chapterIdx] : undefined;
  const s = input.state;
  const state = [
    `Health ${s.health}/${s.maxHealth}, level ${s.level}`,
    `Location: ${oneLine(s.currentLocation, 80)}`,
    `Inventory: ${
      s.inventory
        .slice(0, 12)
        .map((i) => oneLine(i.name, 60))
        .join(", ") || "nothing"
    }`,
    `Story progress: ${Math.round(input.progress)}%`,
  ].join("\n");
  return {
    instructions: rules(
      "You turn the newest scene of an interactive story into game data for the game engine.",
      "- choices: 3 to 4 distinct, concrete next actions that make sense at the end of the scene.",
      "- quickActions: up to 6 short generic actions (Look around, Check inventory, Rest…).",
      "- changes: only what the scene actually says happened. Items picked up go in addItems; items used up or lost go in removeItems with their exact inventory names; harm is a negative healthDelta, healing a positive one; experience for progress or cleverness; location only if the character moved; progressDelta is how far this scene moved the story toward its end (usually 1-5).",
      "- summary: the story so far in one paragraph of at most 150 words, folding the previous summary and this scene together; keep names, places, items and open threads.",
      "- charactersMet: names of characters met or spoken with in this scene.",
      "- characterEvents: what this scene did to the characters in <characters>, at most 3 and only those named there (the protagonist too, for something that matters: badly hurt, a real achievement); [] when the scene touched none. Each is one sentence in your own words, in the third person; never quote the player.",
      childModeRules(input.game.childMode),
      DATA_RULE,
      JSON_RULE,
    ),
    prompt: joinSections([
      section("previous_summary", escapeData(clipTail(input.memory.summary, 1600))),
      chapter ? data("current_chapter", `${chapter.title}: ${chapter.outline}`, 800) : "",
      section("player_state", escapeData(state)),
      data("characters", castLine(input.game.characters), 3000),
      actionSection(input.action),
      data("scene", prose, 6000),
      "Give the game data for the scene in <scene>.",
    ]),
  };
}

// ---- creation tasks ---------------------------------------------------------------------------

export function charactersPrompt(input: CharactersInput): PromptPair {
  return {
    instructions: rules(
      `You design characters for an interactive ${oneLine(input.genre, 40)} story.`,
      `Create exactly ${input.count} distinct characters who fit the storyline, with different roles; include a protagonist unless the storyline already has one.`,
      childModeRules(input.childMode),
      DATA_RULE,
      JSON_RULE,
    ),
    prompt: joinSections([
      data("storyline", input.storyline, 5000),
      `Create exactly ${input.count} characters.`,
    ]),
  };
}

const QUICK_START_DIFFICULTY: Record<QuickStartInput["difficulty"], string> = {
  easy: "easy: a forgiving story where mistakes cost little",
  medium: "medium: real risks and fair chances",
  hard: "hard: unforgiving, where careless choices are punished",
};

export function quickStartPrompt(input: QuickStartInput): PromptPair {
  return {
    instructions: rules(
      `You invent a new interactive ${oneLine(input.genre, 40)} story for a player who gave only a few choices.`,
      `- Difficulty ${QUICK_START_DIFFICULTY[input.difficulty]}.`,
      input.storyStructure === "limited_arc"
        ? "- Structure: a complete arc that builds to a clear ending."
        : "- Structure: open-ended; the world keeps expanding as the player explores.",
      input.allowInventory && "- Items the player finds matter to the story.",
      input.enableStats && "- The hero grows stronger and wiser with experience.",
      `- Create exactly ${input.characterCount} distinct characters, the protagonist first.`,
      "- Be original: avoid the most common names and premises of the genre.",
      childModeRules(input.childMode),
      JSON_RULE,
    ),
    prompt: `Invent the story now. Variation key: ${oneLine(input.seed, 40)}.`,
  };
}

const locationRule = `- selectedLocation: prefer one of ${PRESET_LOCATIONS.join(", ")}, or a short place name from the story.`;

export type OutlineBatch = { from: number; to: number; total: number; earlier: string[] };

function outlineRules(genre: string, childMode: boolean, batch: OutlineBatch, first: boolean) {
  const count = batch.to - batch.from + 1;
  return rules(
    `You outline an interactive ${oneLine(genre, 40)} story of ${batch.total} chapters.`,
    `- Write exactly ${count} chapters, numbered ${batch.from} to ${batch.to}, each with a title, an outline of 2 to 4 sentences, the characters in it and one location.`,
    "- The chapters build a whole arc: setup, rising conflict, turning points, climax, resolution.",
    locationRule,
    first
      ? "- mainCharacters: the story's main characters; commonLocations: its recurring locations."
      : "- Continue the earlier chapters listed in <earlier_chapters>; do not repeat them.",
    childModeRules(childMode),
    DATA_RULE,
    JSON_RULE,
  );
}

function batchLines(batch: OutlineBatch) {
  return joinSections([
    batch.earlier.length ? data("earlier_chapters", batch.earlier.join("\n"), 4000) : "",
    `Write exactly ${batch.to - batch.from + 1} chapters (chapters ${batch.from} to ${batch.to} of ${batch.total}).`,
  ]);
}

export function outlinePrompt(
  input: {
    title: string;
    genre: string;
    childMode: boolean;
    storyline: string;
    characters: GameCharacter[];
    instructions?: string;
    plotLines?: PlotLineBrief[];
  },
  batch: OutlineBatch,
): PromptPair {
  return {
    instructions: outlineRules(input.genre, input.childMode, batch, batch.from === 1),
    prompt: joinSections([
      data("title", input.title, 100),
      data("storyline", input.storyline, 5000),
      data("characters", castLine(input.characters), 3000),
      // The author's asks and plot lines (issue 31): followed in the chapters, never quoted.
      input.instructions?.trim()
        ? `${data("author_instructions", input.instructions, 2000)}\nFollow the author's instructions where they fit the story; never quote them.`
        : "",
      plotLinesSection(input.plotLines),
      batchLines(batch),
    ]),
  };
}

/** The game's active plot lines, critical first: their key events are to happen, in order. */
function plotLinesSection(plotLines: PlotLineBrief[] | undefined): string {
  const lines = plotLineList(plotLines);
  return lines
    ? `${data("plot_lines", lines, 3000)}\nSchedule these plot lines' key events into the story, in order; critical ones must happen.`
    : "";
}

export function sequelOutlinePrompt(input: SequelOutlineInput, batch: OutlineBatch): PromptPair {
  const original = input.originalChapters
    .slice(-40)
    .map((c) => `${c.chapterNumber}. ${oneLine(c.title, 100)}: ${oneLine(c.outline, 200)}`)
    .join("\n");
  return {
    instructions: rules(
      outlineRules(input.genre, input.childMode, batch, batch.from === 1),
      "- This is a sequel: keep the original's characters and world, and build on how the original ended.",
    ),
    prompt: joinSections([
      data("original_title", input.originalTitle, 100),
      data("original_chapters", original, 6000),
      data("original_characters", castLine(input.originalCharacters), 3000),
      data("original_locations", input.originalLocations.slice(0, 40).join(", "), 1000),
      data("sequel_title", input.title, 100),
      data("sequel_storyline", input.sequelStoryline, 2000),
      batchLines(batch),
    ]),
  };
}

export function sequelIdeasPrompt(
  input: {
    originalTitle: string;
    genre: string;
    childMode: boolean;
    originalChapters: SequelOutlineInput["originalChapters"];
    originalCharacters: GameCharacter[];
    userIdeas?: string;
  },
  enhance: boolean,
): PromptPair {
  const chapters = input.originalChapters
    .slice(-30)
    .map((c) => `${c.chapterNumber}. ${oneLine(c.title, 100)}: ${oneLine(c.outline, 160)}`)
    .join("\n");
  return {
    instructions: rules(
      `You help an author plan the sequel to their ${oneLine(input.genre, 40)} story.`,
      enhance
        ? "- Develop the author's ideas in <author_ideas> into a sequel storyline of 120 to 250 words that continues the original."
        : "- Suggest 3 to 5 different sequel ideas, one or two sentences each, that continue the original; use the author's hint in <author_ideas> if there is one.",
      childModeRules(input.childMode),
      DATA_RULE,
      JSON_RULE,
    ),
    prompt: joinSections([
      data("original_title", input.originalTitle, 100),
      data("original_chapters", chapters, 5000),
      data("original_characters", castLine(input.originalCharacters), 2000),
      data("author_ideas", input.userIdeas, 2000),
    ]),
  };
}

// ---- chapters -------------------------------------------------------------------------------

function gameLines(game: GameBible) {
  return joinSections([
    data("title", game.title, 100),
    data("storyline", game.storyline ?? game.description, 2000),
    data("characters", castLine(game.characters), 2500),
  ]);
}

function proseRules(game: GameBible) {
  return rules(
    `- Genre: ${oneLine(game.genre, 40)}.`,
    game.narrativeStyle && `- Style: ${oneLine(game.narrativeStyle, 160)}.`,
    game.authorInfluence && `- Write in the manner of: ${oneLine(game.authorInfluence, 160)}.`,
    childModeRules(game.childMode),
    DATA_RULE,
  );
}

function chapterLines(input: ChapterInput) {
  const previous = input.previousChapters.slice(-30);
  const last = previous.at(-1);
  return joinSections([
    gameLines(input.game),
    data("earlier_chapter_titles", previous.map((c) => `${c.chapterNumber}. ${c.title}`).join("\n"), 1500),
    last?.content.trim() ? section("previous_chapter_ending", escapeData(clipTail(last.content, 2500))) : "",
    // Chapters written side by side (ADR 018) know the story before them only from its plan.
    input.storySoFar ? data("story_so_far", input.storySoFar, 3000) : "",
    data(
      "later_chapters",
      input.nextChapters
        .slice(0, 10)
        .map((c) => `${c.chapterNumber}. ${c.title}: ${oneLine(c.outline, 200)}`)
        .join("\n"),
      2500,
    ),
    data(
      "this_chapter",
      [
        `Chapter ${input.chapterNumber}: ${oneLine(input.chapterTitle, 150)}`,
        input.chapterDescription,
        `Characters: ${input.selectedCharacters.join(", ") || "any"}`,
        `Location: ${input.selectedLocation || "any"}`,
      ].join("\n"),
      3500,
    ),
  ]);
}

const CHAPTER_TASK =
  "You are a novelist writing one chapter of a story, 600 to 1200 words of prose in paragraphs. Plain text only: no chapter heading, no notes. Pick up where the previous chapter ended and lead toward the later chapters.";

export function chapterPrompt(input: ChapterInput): PromptPair {
  return {
    instructions: rules(CHAPTER_TASK, proseRules(input.game)),
    prompt: joinSections([chapterLines(input), "Write the chapter described in <this_chapter>."]),
  };
}

export function regenerateChapterPrompt(input: ChapterInput & { currentContent: string; direction: string }) {
  return {
    instructions: rules(
      CHAPTER_TASK,
      "- Rewrite the chapter in <current_version>, following the author's direction in <direction>.",
      proseRules(input.game),
    ),
    prompt: joinSections([
      chapterLines(input),
      data("current_version", input.currentContent, 8000),
      data("direction", input.direction, 1000),
      "Write the new version of the chapter.",
    ]),
  };
}

/** The Complete Story Generator's seam pass (ADR 018): one opening paragraph, rewritten. */
export function seamPrompt(input: SeamInput): PromptPair {
  return {
    instructions: rules(
      "You are a novel's editor. The chapters of this novel were written side by side, so a chapter's opening may not follow from how the chapter before it actually ended.",
      "- Rewrite the opening paragraph in <opening> so that it follows on naturally from <previous_chapter_ending>: keep its events, people and place; change only what contradicts the ending or repeats it.",
      "- One paragraph of 60 to 160 words, in the same voice and perspective. Plain text only: no heading, no notes.",
      proseRules(input.game),
    ),
    prompt: joinSections([
      data("title", input.game.title, 100),
      data("previous_chapter_title", input.previousTitle, 150),
      section("previous_chapter_ending", escapeData(clipTail(input.previousEnding, 2500))),
      data(
        "this_chapter",
        `Chapter ${input.chapterNumber}: ${oneLine(input.chapterTitle, 150)}\nLocation: ${input.selectedLocation || "any"}`,
        400,
      ),
      data("opening", input.opening, 2500),
      "Write the new opening paragraph.",
    ]),
  };
}

export function chapterTitlePrompt(input: ChapterTitleInput): PromptPair {
  return {
    instructions: rules(
      "You give a chapter of a story a new, better title: evocative, at most 10 words, different from the current one, no quotes.",
      proseRules(input.game),
      JSON_RULE,
    ),
    prompt: joinSections([
      gameLines(input.game),
      data(
        "earlier_chapter_titles",
        input.previousChapters.map((c) => `${c.chapterNumber}. ${c.title}`).join("\n"),
        1500,
      ),
      data("current_title", input.currentTitle, 150),
      data("chapter_description", input.chapterDescription, 3000),
    ]),
  };
}

// ---- small helpers ----------------------------------------------------------------------------

export function biographyPrompt(name: string, childMode: boolean): PromptPair {
  return {
    instructions: rules(
      "You write a short, neutral public biography (60 to 150 words) of the real person named in <person_name>, for an author who wants to feature them in a story.",
      "- Only well-known public facts: what they are known for, era, field. No private details, rumours or opinions.",
      "- If you do not know the person, or are not sure who they are, say so in one or two sentences instead of guessing.",
      childModeRules(childMode),
      DATA_RULE,
    ),
    prompt: data("person_name", name, 120),
  };
}

const ASSIST_TASKS: Record<AssistInput["type"], string> = {
  storyline:
    "Write a storyline of 150 to 250 words: the premise, the protagonist's goal, the conflict and the stakes.",
  characters: "Suggest 3 or 4 characters, one short paragraph each: name, role and what drives them.",
  scenes: "Suggest 4 to 6 key scenes as a numbered list, one or two sentences each.",
};

export function assistPrompt(input: AssistInput): PromptPair {
  return {
    instructions: rules(
      `You help an author write an interactive ${oneLine(input.genre, 40)} story. ${ASSIST_TASKS[input.type]}`,
      "- Plain text; build on the author's storyline and request if given.",
      DATA_RULE,
    ),
    prompt: joinSections([
      data("storyline", input.storyline, 5000),
      data("author_request", input.prompt, 1000),
      `Write the ${input.type} now.`,
    ]),
  };
}

export function moderationPrompt(text: string): PromptPair {
  return {
    instructions: rules(
      "You check text for a children's interactive story (readers aged 8 to 12).",
      "- allowed is false only for: sexual content, graphic violence or gore, self-harm, hate, drugs or alcohol use, profanity, or cruelty. Adventure, mild peril, fantasy fights without gore, and ordinary actions are allowed.",
      "- reason: a short neutral reason when not allowed, otherwise an empty string.",
      DATA_RULE,
      JSON_RULE,
    ),
    prompt: data("text_to_check", text, 8000),
  };
}
