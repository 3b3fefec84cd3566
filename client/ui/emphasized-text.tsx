import { Fragment } from "react";
import { type EmphasisRun, emphasisRuns } from "../../contract/scene-emphasis";

/** A run's words, in `<em>` when italic: a run in both is `<strong><em>`. */
function Run({ run }: { run: EmphasisRun }) {
  const words = run.italic ? <em>{run.text}</em> : run.text;
  return run.bold ? <strong>{words}</strong> : words;
}

/** A paragraph's words with their italic and bold (ADR 035), as React elements: never read as HTML. */
export function EmphasizedText({ text }: { text: string }) {
  return emphasisRuns(text).map((run, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: runs are the text's, in order, with no identity of their own
    <Fragment key={i}>
      <Run run={run} />
    </Fragment>
  ));
}
