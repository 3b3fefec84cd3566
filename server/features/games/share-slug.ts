import { randomInt } from "node:crypto";

/** GAPS.md: a share slug is the slugified title, a dash, and a 6-character base36 identifier. */
const ID_ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";
const ID_LENGTH = 6;
const MAX_NAME_LENGTH = 60;

/** Reserved for the seeded demo; nobody else may take it. */
export const RESERVED_SLUGS = new Set(["demo-adventure"]);

/** Lowercase, only a–z 0–9 and single dashes, at most 60 characters. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, MAX_NAME_LENGTH)
    .replace(/-+$/g, "");
}

export function newSlugIdentifier(): string {
  let id = "";
  for (let i = 0; i < ID_LENGTH; i++) id += ID_ALPHABET[randomInt(ID_ALPHABET.length)];
  return id;
}

/** The identifier a slug ends with, so that a custom URL can keep it. */
export function slugIdentifier(slug: string): string | null {
  const match = /-([a-z0-9]{6})$/.exec(slug);
  return match?.[1] ?? null;
}

/** `{name}-{identifier}`; a title with no usable characters becomes "adventure". */
export function shareSlug(name: string, identifier: string = newSlugIdentifier()): string {
  return `${slugify(name) || "adventure"}-${identifier}`;
}
