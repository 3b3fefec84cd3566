import type { AiConfig } from "../config";
import { AiConfigurationError } from "./ai-errors";
import { createLlmNarrator } from "./llm/llm-narrator";
import type { Narrator } from "./narrator";
import { createEmbeddedNarrator } from "./storyteller/embedded-narrator";

/**
 * The narrator the configuration selects. A provider that is selected but misconfigured does
 * not stop the boot: every AI call answers 503 "AI service configuration error", which the
 * play screen shows as its AI Service Error toast, and the log says what is missing.
 */
export function createNarrator(ai: AiConfig, log?: (message: string) => void): Narrator {
  if (ai.provider === "embedded") return createEmbeddedNarrator();
  try {
    return createLlmNarrator(ai);
  } catch (error) {
    if (!(error instanceof AiConfigurationError)) throw error;
    log?.(`AI provider ${ai.provider} is not usable: ${error.detail ?? error.message}`);
    return unavailableNarrator(error);
  }
}

function unavailableNarrator(error: AiConfigurationError): Narrator {
  const fail = async (): Promise<never> => {
    throw error;
  };
  return {
    id: "unavailable",
    takeTurn: () => {
      const outcome = fail();
      return {
        outcome,
        // Ends by throwing the configuration error, as a failed stream would.
        textStream: {
          [Symbol.asyncIterator]: () => ({ next: () => outcome }),
        },
      };
    },
    characters: fail,
    outline: fail,
    sequelOutline: fail,
    sequelIdeas: fail,
    chapter: fail,
    rewriteChapterTitle: fail,
    regenerateChapter: fail,
    smoothSeam: fail,
    biography: fail,
    assist: fail,
    quickStart: fail,
    moderate: fail,
    completeStory: fail,
  };
}
