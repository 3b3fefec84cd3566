import { escapeTweeName, escapeTweeText, type TweeDocument, type TweePassage } from "./twee-document";

/** Twee 3 text: StoryTitle, StoryData, then the passages, each separated by a blank line. */
export function writeTwee(doc: TweeDocument): string {
  const parts: string[] = [];
  if (doc.title !== null) parts.push(`:: StoryTitle\n${doc.title}`);
  if (doc.data) parts.push(`:: StoryData\n${JSON.stringify(doc.data, null, 2)}`);
  for (const passage of doc.passages) parts.push(writePassage(passage));
  return `${parts.join("\n\n\n")}\n`;
}

export function writePassage(passage: TweePassage): string {
  let header = `:: ${escapeTweeName(passage.name)}`;
  if (passage.tags.length) header += ` [${passage.tags.map(escapeTweeName).join(" ")}]`;
  if (passage.metadata && Object.keys(passage.metadata).length)
    header += ` ${JSON.stringify(passage.metadata)}`;
  return passage.text ? `${header}\n${escapeTweeText(passage.text)}` : header;
}
