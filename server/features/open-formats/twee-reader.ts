import { IMPORT_LIMITS, ImportMessages } from "../../../contract/open-formats";
import { checkPassageCount, checkPassageSize, parseFileJson } from "./import-bounds";
import {
  type TweeDocument,
  TweeError,
  type TweePassage,
  type TweeStoryData,
  unescapeTweeText,
} from "./twee-document";

type Header = Omit<TweePassage, "text">;

/** Reads `name`, `[tags]` or `{…}` from a header, honouring backslash escapes. */
function readUntil(header: string, from: number, stops: string): { value: string; end: number } {
  let value = "";
  let i = from;
  for (; i < header.length; i++) {
    const c = header[i] as string;
    if (c === "\\" && i + 1 < header.length) {
      value += header[++i];
    } else if (stops.includes(c)) break;
    else value += c;
  }
  return { value, end: i };
}

/** `:: Name [tag tag] {"position":"100,100"}` (Twee 3 spec, "Passage Header"). */
export function parseHeader(line: string, lineNumber: number, warnings: string[]): Header {
  const body = line.slice(2);
  const name = readUntil(body, 0, "[{");
  const passageName = name.value.trim();
  if (!passageName) throw new TweeError(lineNumber, "a passage header needs a name after ::");
  let i = name.end;
  let tags: string[] = [];
  if (body[i] === "[") {
    const read = readUntil(body, i + 1, "]");
    if (body[read.end] !== "]")
      throw new TweeError(lineNumber, `the tags of "${passageName}" have no closing ]`);
    tags = read.value.split(/\s+/).filter(Boolean);
    i = read.end + 1;
    while (body[i] === " " || body[i] === "\t") i++;
  }
  let metadata: Record<string, unknown> | undefined;
  if (body[i] === "{") {
    const json = body.slice(i).trim();
    try {
      const parsed = parseFileJson(json, lineNumber, `the metadata of "${passageName}"`);
      if (parsed && typeof parsed === "object" && !Array.isArray(parsed))
        metadata = parsed as Record<string, unknown>;
      else throw new Error("not an object");
    } catch (error) {
      if (error instanceof TweeError) throw error; // nested too deep: refused, not ignored
      // The spec: a malformed metadata block is ignored, with a warning.
      warnings.push(`Line ${lineNumber}: the metadata of "${passageName}" is not valid JSON and was ignored`);
    }
  } else if (body.slice(i).trim()) {
    throw new TweeError(
      lineNumber,
      `unexpected "${body.slice(i).trim().slice(0, 20)}" after the name "${passageName}"`,
    );
  }
  return { name: passageName, tags, ...(metadata ? { metadata } : {}), line: lineNumber };
}

function storyData(passage: TweePassage): TweeStoryData {
  try {
    const data = parseFileJson(passage.text, passage.line, "StoryData");
    if (!data || typeof data !== "object" || Array.isArray(data)) throw new Error("not an object");
    return data as TweeStoryData;
  } catch (error) {
    if (error instanceof TweeError) throw error;
    throw new TweeError(passage.line, "StoryData must hold a JSON object");
  }
}

/**
 * Twee 3 text to passages. A header line starts with `::`; a passage's text runs to the next
 * header, trailing blank lines trimmed. Text before the first header is ignored (with a warning).
 */
export function readTwee(source: string): TweeDocument {
  if (source.includes("\u0000")) throw new TweeError(1, "the file is not text");
  const lines = source.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  const warnings: string[] = [];
  const passages: TweePassage[] = [];
  const seen = new Map<string, number>();
  let current: Header | null = null;
  let body: string[] = [];
  let preamble = false;

  let count = 0;
  const close = () => {
    if (!current) return;
    while (body.length && !body.at(-1)?.trim()) body.pop();
    const passage = { ...current, text: unescapeTweeText(body.join("\n")) };
    checkPassageSize(passage, passage.line + 1);
    passages.push(passage);
  };
  lines.forEach((line, index) => {
    if (line.startsWith("::")) {
      close();
      checkPassageCount(++count, index + 1);
      if (line.length > IMPORT_LIMITS.maxLineLength)
        throw new TweeError(index + 1, ImportMessages.lineTooLong);
      current = parseHeader(line, index + 1, warnings);
      const earlier = seen.get(current.name);
      if (earlier)
        throw new TweeError(index + 1, `the passage "${current.name}" is already defined on line ${earlier}`);
      seen.set(current.name, index + 1);
      body = [];
    } else if (current) body.push(line);
    else if (line.trim()) preamble = true;
  });
  close();
  if (!passages.length)
    throw new TweeError(1, "no passage found: a Twee passage starts with a line `:: Name`");
  if (preamble) warnings.push("Line 1: text before the first passage was ignored");

  const title = passages.find((p) => p.name === "StoryTitle");
  const data = passages.find((p) => p.name === "StoryData");
  return {
    title: title ? title.text.trim() || null : null,
    data: data ? storyData(data) : null,
    ...(data ? { dataLine: data.line } : {}),
    passages: passages.filter((p) => p !== title && p !== data),
    warnings,
  };
}
