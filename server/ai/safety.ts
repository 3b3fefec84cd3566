import { REFUSAL_SENTENCE } from "../../contract/constants";
import type { CallOptions, Narrator, TurnInput, TurnResult, TurnStream } from "./narrator";

export type SafeTurn = { refused: false; result: TurnResult } | { refused: true; systemMessage: string };

export type SafeTurnStream = {
  textStream: AsyncIterable<string>;
  outcome: Promise<SafeTurn>;
};

/**
 * A turn with child-mode checks: the player's action is screened before the narrator writes,
 * and the scene after. In child mode the prose is held back until it has passed, so a refused
 * scene is never shown, not even in part. A refusal changes nothing: the caller keeps the
 * session as it was and answers the fixed refusal sentence as `systemMessage`.
 */
export function takeSafeTurn(narrator: Narrator, input: TurnInput, options?: CallOptions): SafeTurnStream {
  if (!input.game.childMode) {
    const stream = narrator.takeTurn(input, options);
    return observed({
      textStream: stream.textStream,
      outcome: stream.outcome.then((result) => ({ refused: false, result })),
    });
  }

  const outcome = (async (): Promise<SafeTurn> => {
    const refusal = { refused: true, systemMessage: REFUSAL_SENTENCE } as const;
    if (!(await narrator.moderate(input.action, options)).allowed) return refusal;
    const stream: TurnStream = narrator.takeTurn(input, options);
    for await (const _chunk of stream.textStream) {
      // Drained, not forwarded: the checked prose is sent whole below.
    }
    const result = await stream.outcome;
    if (!(await narrator.moderate(result.prose, options)).allowed) return refusal;
    return { refused: false, result };
  })();

  return observed({
    outcome,
    textStream: (async function* () {
      const done = await outcome;
      if (!done.refused) yield done.result.prose;
    })(),
  });
}

/**
 * A caller that stops at the stream's error never awaits the outcome; marking it observed keeps
 * that failure from surfacing as an unhandled rejection (awaiting it still throws).
 */
function observed(stream: SafeTurnStream): SafeTurnStream {
  stream.outcome.catch(() => {});
  return stream;
}
