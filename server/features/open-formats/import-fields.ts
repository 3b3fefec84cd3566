import { GAME_TEXT_LIMITS } from "../../../contract/edit-game";

/**
 * Text cut to `max` characters, trimmed, at the last word boundary when there is one in its
 * second half (else mid-word), and never between the two halves of a surrogate pair: what Edit
 * Game and the Story Editor count is the trimmed length, so what is cut here always saves again.
 */
export function clipWords(text: string, max: number): string {
  const trimmed = text.trim();
  if (trimmed.length <= max) return trimmed;
  let end = max;
  const code = trimmed.charCodeAt(end - 1);
  if (code >= 0xd800 && code <= 0xdbff) end--;
  const space = trimmed.slice(0, end + 1).search(/\s\S*$/);
  return trimmed.slice(0, space > max / 2 ? space : end).trimEnd();
}

/**
 * The new game's own fields, each within what Edit Game saves (GAME_TEXT_LIMITS), so that an
 * imported game saves again: the title from StoryTitle (else the start passage's name); the
 * description and storyline from the file, else from each other, else the opening scene's text.
 * A description the file says is none (`null` in Taleforge's metadata passage) stays none, so
 * that a Taleforge → Twee → Taleforge round trip gives it back exactly (ADR 023).
 */
export function importedGameFields(
  read: {
    title: string;
    /** `undefined`: the file does not say; `null`: it says there is none. */
    description: string | null | undefined;
    storyline: string | null;
    opening: string;
  },
  warnings: string[],
) {
  const title = clipWords(read.title, GAME_TEXT_LIMITS.title);
  if (title !== read.title.trim())
    warnings.push(`The title was shortened to ${GAME_TEXT_LIMITS.title} characters: "${title}"`);
  const about = read.description?.trim() || read.storyline?.trim() || read.opening.trim() || title;
  return {
    title,
    description: read.description === null ? null : clipWords(about, GAME_TEXT_LIMITS.description),
    storyline: clipWords(read.storyline?.trim() || about, GAME_TEXT_LIMITS.storyline),
  };
}
