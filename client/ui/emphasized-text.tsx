import { Fragment } from "react";
import { emphasisRuns } from "../../contract/scene-emphasis";

/**
 * A paragraph's words with their italic and bold (ADR 035), as React elements: the text is
 * never read as HTML. A run in both is `<strong><em>`.
 */
export function EmphasizedText({ text }: { text: string }) {
  return emphasisRuns(text).map((run, i) => {
    const words = run.italic ? <em>{run.text}</em> : run.text;
    // biome-ignore lint/suspicious/noArrayIndexKey: runs are the text's, in order, with no identity of their own
    return run.bold ? <strong key={i}>{words}</strong> : <Fragment key={i}>{words}</Fragment>;
  });
}
