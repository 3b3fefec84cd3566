import type { LanguageModel } from "ai";
import {
  DEFAULT_PLAYER_STATE,
  type DraftCharacter,
  type OutlineChapter,
  OutlineResponse,
  SEQUEL_IDEAS_THRESHOLD,
} from "../../../contract/ai";
import { PRESET_LOCATIONS } from "../../../contract/constants";
import type { GameCharacter, Narrator, StoryMemory, TurnInput, TurnResult, TurnStream } from "../narrator";
import { generateCompleteStory } from "./complete-story";
import { buildTurnContext, currentChapterIndex } from "./context";
import { generateProse, generateStructured, MESSAGES, type ModelRuntime, streamProse } from "./model-calls";
import {
  assistPrompt,
  biographyPrompt,
  chapterPrompt,
  chapterTitlePrompt,
  charactersPrompt,
  moderationPrompt,
  type OutlineBatch,
  outlinePrompt,
  type PromptPair,
  quickStartPrompt,
  regenerateChapterPrompt,
  seamPrompt,
  sequelIdeasPrompt,
  sequelOutlinePrompt,
  turnOutcomePrompt,
} from "./prompts";
import { type AiSettings, createLanguageModel, resolveModelId } from "./providers";
import {
  ChaptersWire,
  CharactersWire,
  cleanList,
  EnhancedStorylineWire,
  InvalidAnswer,
  ModerationWire,
  OutlineWire,
  QuickStartWire,
  SuggestionsWire,
  TitleWire,
  type TurnWire,
  TurnWire as TurnWireSchema,
  toChapters,
  toDraftCharacters,
  toTurnOutcome,
} from "./schemas";
import { clip, clipTail, mentions, oneLine } from "./text";

export { AiConfigurationError, AiModelError } from "../ai-errors";

/** Summaries are folded every turn and kept under this many characters. */
export const SUMMARY_MAX_CHARS = 1200;
/** A seam is one paragraph (ADR 018): a short answer, and a short wait. */
export const SEAM_OUTPUT_TOKENS = 400;
/** Chapters asked for in one call: long outlines would overrun a model's output limit. */
const OUTLINE_BATCH = 25;

export type LlmNarratorDeps = {
  model?: LanguageModel;
  /** A second, quicker model for the short structured calls (a scene's outcome, characters, titles); else `model`. */
  fastModel?: LanguageModel;
};

/**
 * The Narrator over a real LLM (any AI SDK provider). Throws AiConfigurationError when the
 * provider is selected but incomplete; each call then fails with AiModelError (5xx) or
 * resolves to a contract-valid result — never to a partial one.
 */
export function createLlmNarrator(config: AiSettings, deps: LlmNarratorDeps = {}): Narrator {
  const rt: ModelRuntime = {
    model: deps.model ?? createLanguageModel(config),
    firstChunkTimeoutMs: config.firstChunkTimeoutMs,
    totalTimeoutMs: config.totalTimeoutMs,
    maxRetries: config.maxRetries,
  };
  const fastRt: ModelRuntime = deps.fastModel ? { ...rt, model: deps.fastModel } : rt;
  const id = `${config.provider}:${resolveModelId(config)}`;

  const outlineChapters = async (
    total: number,
    prompt: (batch: OutlineBatch) => PromptPair,
    options: Parameters<Narrator["outline"]>[1],
  ) => {
    const first = await generateStructured(
      rt,
      {
        ...prompt(batchOf(1, total, [])),
        schema: OutlineWire,
        name: "story_outline",
        finalize: (w) => {
          const commonLocations = cleanList(w.commonLocations, 80, 20);
          const count = Math.min(total, OUTLINE_BATCH);
          const chapters = exactly(
            count,
            toChapters(w.chapters, 1, commonLocations[0] ?? PRESET_LOCATIONS[0]),
            "chapters",
          );
          return { chapters, commonLocations, mainCharacters: toDraftCharacters(w.mainCharacters) };
        },
      },
      options,
    );
    const chapters = [...first.chapters];
    while (chapters.length < total) {
      const from = chapters.length + 1;
      const batch = batchOf(
        from,
        total,
        chapters.map((c) => `${c.chapterNumber}. ${c.title}`),
      );
      const fallback = first.commonLocations[0] ?? PRESET_LOCATIONS[0];
      const more = await generateStructured(
        rt,
        {
          ...prompt(batch),
          schema: ChaptersWire,
          name: "story_outline_part",
          finalize: (w) => exactly(batch.to - from + 1, toChapters(w.chapters, from, fallback), "chapters"),
        },
        options,
      );
      chapters.push(...more);
    }
    return { ...first, chapters };
  };

  return {
    id,

    takeTurn(input, options): TurnStream {
      const channel = new ChunkChannel();
      const outcome = (async (): Promise<TurnResult> => {
        const context = buildTurnContext(input);
        const prose = (await streamProse(rt, context, options, (chunk) => channel.push(chunk))).trim();
        channel.close();
        const { outcome, wire } = await generateStructured(
          fastRt,
          {
            ...turnOutcomePrompt(input, prose),
            schema: TurnWireSchema,
            name: "scene_outcome",
            finalize: (w) => ({ outcome: toTurnOutcome(w), wire: w }),
            failMessage: MESSAGES.scene,
          },
          options,
        );
        return { ...outcome, prose, memory: nextMemory(input, wire, prose, outcome.changes) };
      })();
      // The stream ends with the turn's error; the catch also keeps an unobserved failure
      // from becoming an unhandled rejection (callers still see it when they await).
      outcome.catch((error) => channel.fail(error));
      return { textStream: channel.iterate(), outcome };
    },

    characters: (input, options) =>
      generateStructured(
        fastRt,
        {
          ...charactersPrompt(input),
          schema: CharactersWire,
          name: "characters",
          finalize: (w) => exactly(input.count, toDraftCharacters(w.characters), "characters"),
        },
        options,
      ),

    async outline(input, options) {
      const result = await outlineChapters(input.chapterCount, (b) => outlinePrompt(input, b), options);
      return finishOutline(result, input.characters, []);
    },

    async sequelOutline(input, options) {
      const result = await outlineChapters(input.chapterCount, (b) => sequelOutlinePrompt(input, b), options);
      return finishOutline(result, input.originalCharacters, input.originalLocations);
    },

    sequelIdeas(input, options) {
      const enhance = (input.userIdeas ?? "").trim().length >= SEQUEL_IDEAS_THRESHOLD;
      const prompt = sequelIdeasPrompt(input, enhance);
      if (enhance) {
        return generateStructured(
          rt,
          {
            ...prompt,
            schema: EnhancedStorylineWire,
            name: "sequel_storyline",
            finalize: (w) => ({
              enhancedStoryline: required(clip(w.enhancedStoryline, 4000), 20, "enhancedStoryline"),
            }),
          },
          options,
        );
      }
      return generateStructured(
        rt,
        {
          ...prompt,
          schema: SuggestionsWire,
          name: "sequel_ideas",
          finalize: (w) => {
            const suggestions = cleanList(w.suggestions, 500, 5);
            if (suggestions.length === 0) throw new InvalidAnswer("suggestions: give 3 to 5 ideas");
            return { suggestions };
          },
        },
        options,
      );
    },

    chapter: (input, options) => generateProse(rt, { ...chapterPrompt(input), minChars: 200 }, options),

    regenerateChapter: (input, options) =>
      generateProse(rt, { ...regenerateChapterPrompt(input), minChars: 200 }, options),

    smoothSeam: (input, options) =>
      generateProse(rt, { ...seamPrompt(input), maxOutputTokens: SEAM_OUTPUT_TOKENS, minChars: 40 }, options),

    rewriteChapterTitle: (input, options) =>
      generateStructured(
        fastRt,
        {
          ...chapterTitlePrompt(input),
          schema: TitleWire,
          name: "chapter_title",
          finalize: (w) => required(oneLine(w.title.replace(/^["'“”‘’]+|["'“”‘’]+$/g, ""), 150), 1, "title"),
        },
        options,
      ),

    biography: (input, options) =>
      generateProse(rt, { ...biographyPrompt(input.name, input.childMode ?? false), minChars: 20 }, options),

    assist: (input, options) => generateProse(rt, { ...assistPrompt(input), minChars: 20 }, options),

    completeStory: (input, options) => generateCompleteStory(rt, input, options),

    quickStart: (input, options) =>
      generateStructured(
        rt,
        {
          ...quickStartPrompt(input),
          schema: QuickStartWire,
          name: "quick_start",
          finalize: (w) => ({
            title: required(oneLine(w.title.replace(/^["'“”‘’]+|["'“”‘’]+$/g, ""), 100), 1, "title"),
            storyline: required(clip(w.storyline, 4000), 20, "storyline"),
            characters: exactly(input.characterCount, toDraftCharacters(w.characters), "characters"),
          }),
        },
        options,
      ),

    moderate: (text, options) =>
      generateStructured(
        rt,
        {
          ...moderationPrompt(text),
          schema: ModerationWire,
          name: "moderation",
          finalize: (w) =>
            w.allowed
              ? ({ allowed: true } as const)
              : ({
                  allowed: false,
                  reason: oneLine(w.reason, 200) || "Not suitable for child mode.",
                } as const),
        },
        options,
      ),
  };
}

// ---- helpers -------------------------------------------------------------------------------

function batchOf(from: number, total: number, earlier: string[]): OutlineBatch {
  return { from, to: Math.min(total, from + OUTLINE_BATCH - 1), total, earlier: earlier.slice(-60) };
}

/** Exactly `count` items: extra ones are dropped, too few is a wrong answer (re-asked once). */
function exactly<T>(count: number, items: T[], what: string): T[] {
  if (items.length < count) throw new InvalidAnswer(`expected exactly ${count} ${what}, got ${items.length}`);
  return items.slice(0, count);
}

function required(text: string, minChars: number, field: string): string {
  if (text.trim().length < minChars)
    throw new InvalidAnswer(`${field}: must be at least ${minChars} characters`);
  return text.trim();
}

function asDraft(c: GameCharacter): DraftCharacter {
  return {
    name: oneLine(c.name, 80),
    role: oneLine(c.role, 120) || "Character",
    characterType: oneLine(c.characterType, 40) || "supporting",
    description: (c.description ?? "").trim().slice(0, 1500),
  };
}

/** The given characters and locations are kept, so a sequel never loses its cast. */
function finishOutline(
  result: { chapters: OutlineChapter[]; mainCharacters: DraftCharacter[]; commonLocations: string[] },
  keepCharacters: GameCharacter[],
  keepLocations: string[],
) {
  const byName = new Map<string, DraftCharacter>();
  for (const c of [...keepCharacters.map(asDraft), ...result.mainCharacters]) {
    if (c.name && !byName.has(c.name.toLowerCase())) byName.set(c.name.toLowerCase(), c);
  }
  const locations = cleanList(
    [...keepLocations, ...result.commonLocations, ...result.chapters.map((c) => c.selectedLocation)],
    80,
    30,
  );
  return OutlineResponse.parse({
    chapters: result.chapters,
    mainCharacters: [...byName.values()].slice(0, 30),
    commonLocations: locations,
  });
}

/** The engine's placeholder for "nowhere yet" is not a place. */
const knownPlace = (place: string) => (place === DEFAULT_PLAYER_STATE.currentLocation ? "" : place);

function appendUnique(list: string[], additions: string[], max: number): string[] {
  const out = [...list];
  for (const a of additions) {
    if (a && !out.some((x) => x.toLowerCase() === a.toLowerCase())) out.push(a);
  }
  return out.slice(-max);
}

/** The memory after a turn: a bounded, folded summary; places and people met added. */
function nextMemory(
  input: TurnInput,
  wire: TurnWire,
  prose: string,
  changes: TurnResult["changes"],
): StoryMemory {
  const m = input.memory;
  const folded = clip(wire.summary, SUMMARY_MAX_CHARS);
  const summary =
    folded.length >= 40 ? folded : clipTail(`${m.summary} ${clip(prose, 300)}`, SUMMARY_MAX_CHARS);
  const castMet = input.game.characters.map((c) => c.name).filter((name) => mentions(prose, name));
  const progress = input.progress + (changes.progressDelta ?? 0);
  const chapterIdx = currentChapterIndex(input.game, m, progress);
  return {
    ...m,
    summary,
    places: appendUnique(m.places, [knownPlace(input.state.currentLocation), changes.location ?? ""], 50),
    met: appendUnique(m.met, [...cleanList(wire.charactersMet, 80, 10), ...castMet], 50),
    chapter: chapterIdx >= 0 ? chapterIdx + 1 : m.chapter,
  };
}

/** Prose chunks from the producing turn to whoever reads `textStream`, buffered until read. */
class ChunkChannel {
  private readonly buffer: string[] = [];
  private closed = false;
  private error: unknown;
  private failed = false;
  private wake: (() => void) | undefined;

  push(chunk: string): void {
    if (this.closed) return;
    this.buffer.push(chunk);
    this.signal();
  }

  close(): void {
    this.closed = true;
    this.signal();
  }

  fail(error: unknown): void {
    if (this.closed) return;
    this.closed = true;
    this.failed = true;
    this.error = error;
    this.signal();
  }

  private signal(): void {
    const wake = this.wake;
    this.wake = undefined;
    wake?.();
  }

  async *iterate(): AsyncGenerator<string> {
    while (true) {
      if (this.failed) throw this.error;
      const next = this.buffer.shift();
      if (next !== undefined) {
        yield next;
        continue;
      }
      if (this.closed) return;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
    }
  }
}
