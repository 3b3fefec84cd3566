import { z } from "zod";
import { ExploreMessages, type ExploreSort } from "../../../contract/explore";
import { badRequest } from "../../errors";

/**
 * The gallery's opaque cursor: the sort, and the last card's sort key and id, base64url JSON.
 * The key is a string (a timestamp to the microsecond, or a count) so nothing is rounded: a
 * keyset page starts exactly after the card before it, however many share its key.
 */
const Cursor = z.tuple([
  z.enum(["newest", "most-played", "most-finished"]),
  z.string().max(40),
  z.string().max(100),
]);

export type CursorAt = { key: string; id: string };

export function encodeCursor(sort: ExploreSort, at: CursorAt): string {
  return Buffer.from(JSON.stringify([sort, at.key, at.id])).toString("base64url");
}

/** The position a cursor names; one made for another sort, or no cursor at all, is a 400. */
export function decodeCursor(cursor: string, sort: ExploreSort): CursorAt {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw badRequest(ExploreMessages.badCursor);
  }
  const result = Cursor.safeParse(parsed);
  if (!result.success || result.data[0] !== sort) throw badRequest(ExploreMessages.badCursor);
  const [, key, id] = result.data;
  // Exactly as the list writes them (to_char's microseconds, or an integer count): anything
  // else would reach PostgreSQL's casts and fail there, not here.
  const valid =
    sort === "newest"
      ? /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/.test(key) && !Number.isNaN(Date.parse(key))
      : /^\d{1,10}$/.test(key) && Number(key) <= 2_147_483_647;
  if (!valid) throw badRequest(ExploreMessages.badCursor);
  return { key, id };
}
