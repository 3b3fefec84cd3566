import { randomUUID } from "node:crypto";
import type { Db } from "../../db/client";
import { games } from "../../db/schema";
import { shareSlug } from "../games/share-slug";

const WORDS = "the lantern tide brass wren harbour engine fog quiet tower cold flame keeper night".split(" ");

/** Text of about `length` characters: prose-like words, or (incompressible) random letters. */
export function filler(length: number, seed: number, kind: "prose" | "random" = "prose"): string {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x1_0000_0000;
  };
  const parts: string[] = [];
  let size = 0;
  while (size < length) {
    const part =
      kind === "prose"
        ? (WORDS[Math.floor(next() * WORDS.length)] as string)
        : Math.floor(next() * 2 ** 52).toString(36);
    parts.push(part);
    size += part.length + 1;
  }
  return parts.join(" ").slice(0, length);
}

/**
 * A game whose written story (storyBeats) holds about `bytes` of scene text, in scenes of at
 * most 50,000 characters: what a creator with long stories owns (issue 28 F9).
 */
export async function seedLargeGame(
  db: Db,
  creatorId: string,
  title: string,
  bytes: number,
  kind: "prose" | "random" = "prose",
) {
  const id = randomUUID();
  const sceneSize = Math.min(50_000, bytes);
  const scenes = Math.max(1, Math.ceil(bytes / sceneSize));
  await db.insert(games).values({
    id,
    creatorId,
    title,
    genre: "fantasy",
    shareSlug: shareSlug(title),
    hasStructuredStory: true,
    storyBeats: {
      chapters: [
        {
          id: `${id}-c1`,
          title: "The Long Night",
          scenes: Array.from({ length: scenes }, (_, n) => ({
            id: `${id}-s${n}`,
            title: `Scene ${n + 1}`,
            description: filler(sceneSize, n + title.length * 31, kind),
            choices: [],
          })),
        },
      ],
    },
  });
  return { id };
}
