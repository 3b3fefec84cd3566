import { IMPORT_LIMITS, ImportMessages, WRITTEN_PASSAGES } from "../../../contract/open-formats";
import { jsonTooDeep, TOO_DEEP_MESSAGE } from "../../json-body";
import { TweeError, type TweePassage } from "./twee-document";
import { isSpecialPassage } from "./twee-kept";

/**
 * What an import reads is bounded (IMPORT_LIMITS, ADR 023): the readers check each passage as
 * they read it, before anything looks into its text for links, prose or macros, and a file past
 * a bound is a 400 naming its line and the limit. Every scan is linear besides; the bounds keep
 * what one passage costs small whatever comes later.
 */

const L = IMPORT_LIMITS;
const written = new Set<string>(WRITTEN_PASSAGES);

/** A passage that becomes a scene: not special (scripts, StoryInit…) nor one Taleforge writes. */
const isStoryPassage = (p: TweePassage) => !written.has(p.name) && !isSpecialPassage(p);

/** The `count`th passage of the file (1-based), on `line`: within the file's limit. */
export function checkPassageCount(count: number, line: number): void {
  if (count > L.maxFilePassages) throw new TweeError(line, ImportMessages.tooManyInFile);
}

/**
 * A story passage's text within the passage and line limits; `firstLine` is the file's line its
 * text starts on, so that a line too long is named. Special passages are kept as they are and
 * never read for links: only the file's size bounds them.
 */
export function checkPassageSize(p: TweePassage, firstLine: number): void {
  if (!isStoryPassage(p)) return;
  if (p.text.length > L.maxPassageLength) throw new TweeError(p.line, ImportMessages.passageTooLong);
  let line = firstLine;
  for (let at = 0; at <= p.text.length; line++) {
    const newline = p.text.indexOf("\n", at);
    const end = newline === -1 ? p.text.length : newline;
    if (end - at > L.maxLineLength) throw new TweeError(line, ImportMessages.lineTooLong);
    at = end + 1;
  }
}

/**
 * JSON held in the file (StoryData, a header's metadata, StoryTaleforge), parsed only when it
 * nests no deeper than a request body may (server/json-body.ts): whatever walks it later
 * recursively (JSON.stringify, a schema) would overflow the stack, a 500 (F12). `what` names it
 * in the 400. A syntax error is thrown as JSON.parse throws it, for the caller to report.
 */
export function parseFileJson(text: string, line: number, what: string): unknown {
  if (jsonTooDeep(text)) throw new TweeError(line, `${what} holds ${TOO_DEEP_MESSAGE}`);
  return JSON.parse(text);
}
