import {
  type KeptPassage,
  type StoryTwee,
  TWEE_KEEP_LIMITS,
  WRITTEN_PASSAGES,
} from "../../../contract/open-formats";
import { SPECIAL_PASSAGES, SPECIAL_TAGS, type TaleforgeMeta } from "./taleforge-passage";
import type { TweeDocument, TweePassage } from "./twee-document";

/**
 * What a Twee file holds that Taleforge does not play, kept in `storyBeats.twee` for the next
 * export (ADR 023): special passages as they were, each scene's own tags, and StoryData's IFID,
 * format and tag colours. Kept within TWEE_KEEP_LIMITS; what does not fit is reported.
 */

/** The tags the export writes itself: never kept. */
export const isWrittenTag = (tag: string) => tag === "ending" || /^chapter-\d+$/.test(tag);

const written = new Set<string>(WRITTEN_PASSAGES);

/** A passage for Twee or a story format rather than a scene: kept, never played. */
export const isSpecialPassage = (p: TweePassage) =>
  !written.has(p.name) && (SPECIAL_PASSAGES.has(p.name) || p.tags.some((t) => SPECIAL_TAGS.has(t)));

const L = TWEE_KEEP_LIMITS;
const validTag = (tag: string) => tag.length <= L.tagLength && !/\s/.test(tag);
const size = (value: unknown) => Buffer.byteLength(JSON.stringify(value));
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** A scene's own tags: those the export does not write, as many as fit. */
function ownTags(p: TweePassage, warnings: string[]): string[] {
  const own = [...new Set(p.tags.filter((t) => !isWrittenTag(t) && validTag(t)))];
  if (own.length > L.tagsPerPassage)
    warnings.push(
      `Line ${p.line}: "${p.name}" has ${own.length} tags; the first ${L.tagsPerPassage} were kept`,
    );
  return own.slice(0, L.tagsPerPassage);
}

function keptPassage(p: TweePassage): KeptPassage | null {
  if (p.name.length > 500) return null;
  const metadata = Object.fromEntries(
    Object.entries(p.metadata ?? {})
      .filter(
        (entry): entry is [string, string | number | boolean] =>
          entry[0].length <= 100 &&
          (typeof entry[1] === "number" ||
            typeof entry[1] === "boolean" ||
            (typeof entry[1] === "string" && entry[1].length <= 1000)),
      )
      .slice(0, L.metadataKeys),
  );
  return {
    name: p.name,
    tags: p.tags.filter(validTag).slice(0, L.tagsPerPassage),
    ...(Object.keys(metadata).length ? { metadata } : {}),
    text: p.text,
  };
}

/** StoryData's values worth keeping: valid, and not those Taleforge wrote itself. */
function keptData(doc: TweeDocument, meta: TaleforgeMeta | null, warnings: string[]): StoryTwee {
  const data = doc.data ?? {};
  const mine = meta?.defaults ?? {};
  const kept: StoryTwee = {};
  const line = doc.dataLine ?? 1;
  if (typeof data.ifid === "string" && data.ifid !== mine.ifid) {
    if (/^[A-Za-z0-9-]{8,64}$/.test(data.ifid)) kept.ifid = data.ifid;
    else warnings.push(`Line ${line}: the IFID "${data.ifid.slice(0, 70)}" is not one and was left out`);
  }
  const text = (value: unknown, max: number) =>
    typeof value === "string" && value.trim() && value.length <= max ? value : undefined;
  const format = text(data.format, 100);
  const version = text(data["format-version"], 50);
  if (format && (format !== mine.format || version !== mine["format-version"])) {
    kept.format = format;
    if (version) kept.formatVersion = version;
  }
  const colors = data["tag-colors"];
  if (colors && typeof colors === "object" && !same(colors, mine["tag-colors"])) {
    const valid = Object.entries(colors).filter(
      ([tag, color]) => validTag(tag) && typeof color === "string" && color && color.length <= 50,
    );
    if (valid.length) kept.tagColors = Object.fromEntries(valid.slice(0, 100));
  }
  return kept;
}

/**
 * The `twee` field for a story read from `doc`: its special passages, the scenes' own tags (by
 * scene id) and StoryData. Absent when there is nothing to keep. Each passage kept has its line
 * in `lines`, so that a problem found later names it.
 */
export function keptTwee(
  doc: TweeDocument,
  meta: TaleforgeMeta | null,
  special: TweePassage[],
  scenes: { passage: TweePassage; id: string }[],
  warnings: string[],
): { twee?: StoryTwee; lines: number[] } {
  const twee = keptData(doc, meta, warnings);
  let used = size(twee) + 40;
  const tags: Record<string, string[]> = {};
  for (const { passage, id } of scenes) {
    const own = ownTags(passage, warnings);
    if (!own.length) continue;
    used += size(id) + size(own) + 1;
    if (used > L.bytes / 2) {
      warnings.push(
        `Line ${passage.line}: too many tags to keep; those from "${passage.name}" on were left out`,
      );
      break;
    }
    tags[id] = own;
  }
  if (Object.keys(tags).length) twee.tags = tags;

  const passages: KeptPassage[] = [];
  const lines: number[] = [];
  for (const p of special) {
    const kept = keptPassage(p);
    const bytes = kept ? size(kept) + 1 : 0;
    if (!kept || passages.length >= L.passages || used + bytes > L.bytes) {
      warnings.push(
        `Line ${p.line}: the special passage "${p.name}" did not fit in what a story keeps and was left out`,
      );
      continue;
    }
    used += bytes;
    passages.push(kept);
    lines.push(p.line);
  }
  if (passages.length) twee.passages = passages;
  return Object.keys(twee).length ? { twee, lines } : { lines };
}

/** The kept passages' names: no scene may take one on export. */
export const keptNames = (twee: StoryTwee | undefined) => (twee?.passages ?? []).map((p) => p.name);
