import { emphasisRuns } from "../../../contract/scene-emphasis";

/** Whether a story format reads `//italic//` and `''bold''` rather than Taleforge's marks. */
export const writesSugarCubeMarks = (format: string | undefined) => /sugarcube/i.test(format ?? "");

/**
 * Scene text with Taleforge's italic and bold (ADR 035) written as SugarCube's `//x//` and
 * `''x''`, for an export whose format is SugarCube (Harlowe, the default, reads our marks).
 * An escaped `\*` becomes a plain `*`, which SugarCube shows as it is.
 */
export function sugarCubeEmphasis(text: string): string {
  const open: Array<"//" | "''"> = [];
  let out = "";
  for (const run of emphasisRuns(text)) {
    const wanted = (mark: "//" | "''") => (mark === "//" ? run.italic : run.bold);
    // Close from the inside out until every mark still open is wanted; then open the rest.
    while (open.some((mark) => !wanted(mark))) out += open.pop();
    for (const mark of ["''", "//"] as const)
      if (wanted(mark) && !open.includes(mark)) {
        open.push(mark);
        out += mark;
      }
    out += run.text;
  }
  while (open.length) out += open.pop();
  return out;
}
