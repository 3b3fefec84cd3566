import type { CallOptions, Narrator, TurnInput, TurnStream } from "../narrator";
import { withCastSpelling as spelt } from "./cast-spelling";
import { rewriteChapterTitle } from "./chapter-title";
import { regenerateChapter, writeChapter } from "./chapters";
import { writeCompleteStory } from "./complete-story";
import { draftCharacters, sequelIdeas } from "./drafts";
import { assist, biography } from "./extras";
import { moderateText } from "./moderation";
import { draftOutline, draftSequelOutline } from "./outline";
import { quickStartStory } from "./quick-start";
import { writeScene } from "./scene";
import { smoothSeam } from "./seams";
import { chunkWords } from "./text";
import { inTurn } from "./turn-queue";

/**
 * The offline storyteller every fresh install and every test uses: deterministic, fast, and
 * written to read as a story. Work is synchronous and cheap (well under a millisecond a turn),
 * so each task computes at once and answers through the port's promise and stream shapes.
 * Every input is read with the cast's spelling of names (cast-spelling.ts).
 */
export function createEmbeddedNarrator(): Narrator {
  return {
    id: "embedded",
    takeTurn: (input, options) => streamTurn(input, options),
    characters: async (input, options) => run(options, () => draftCharacters(spelt(input))),
    outline: async (input, options) => run(options, () => draftOutline(spelt(input))),
    sequelOutline: async (input, options) => run(options, () => draftSequelOutline(spelt(input))),
    sequelIdeas: async (input, options) => run(options, () => sequelIdeas(spelt(input))),
    chapter: async (input, options) => run(options, () => writeChapter(spelt(input))),
    rewriteChapterTitle: async (input, options) => run(options, () => rewriteChapterTitle(spelt(input))),
    regenerateChapter: async (input, options) => run(options, () => regenerateChapter(spelt(input))),
    smoothSeam: async (input, options) => run(options, () => smoothSeam(spelt(input))),
    biography: async (input, options) => run(options, () => biography(input.name, input.childMode)),
    assist: async (input, options) => run(options, () => assist(spelt(input))),
    quickStart: async (input, options) => run(options, () => quickStartStory(spelt(input))),
    moderate: async (text, options) => run(options, () => moderateText(text)),
    completeStory: async (input, options) => run(options, () => writeCompleteStory(spelt(input))),
  };
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error
    ? signal.reason
    : new DOMException("The operation was aborted.", "AbortError");
}

function run<T>(options: CallOptions | undefined, task: () => T): T {
  if (options?.signal?.aborted) throw abortError(options.signal);
  return task();
}

function streamTurn(input: TurnInput, options?: CallOptions): TurnStream {
  const signal = options?.signal;
  const outcome = inTurn(() => {
    if (signal?.aborted) throw abortError(signal);
    return writeScene(spelt(input));
  });
  // A caller that only reads the stream must not see an unhandled rejection.
  outcome.catch(() => {});
  async function* textStream(): AsyncGenerator<string> {
    const result = await outcome;
    for (const chunk of chunkWords(result.prose)) {
      if (signal?.aborted) throw abortError(signal);
      yield chunk;
    }
  }
  return { textStream: textStream(), outcome };
}
