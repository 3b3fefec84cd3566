import { emphasisRuns } from "../../../../contract/scene-emphasis";

/**
 * A paragraph of scene text as the play screen shows it (ADR 035): its italic runs in `<em>`,
 * bold in `<strong>`. Words go in as text nodes, so nothing in a scene is read as HTML.
 */
export function sceneParagraph(doc: Document, text: string): HTMLParagraphElement {
  const p = doc.createElement("p");
  for (const run of emphasisRuns(text)) {
    let node: Node = doc.createTextNode(run.text);
    for (const [on, tag] of [
      [run.italic, "em"],
      [run.bold, "strong"],
    ] as const) {
      if (!on) continue;
      const wrap = doc.createElement(tag);
      wrap.append(node);
      node = wrap;
    }
    p.append(node);
  }
  return p;
}
