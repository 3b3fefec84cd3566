import type { ChapterTitleInput, GameBible } from "../narrator";
import { vocabFor } from "./genres/catalogue";
import { Rng } from "./random";
import { keywords, shortName, titleCase } from "./text";

/** A chapter's new title (the Story Editor's "retitle"), never the current one or an earlier chapter's. */
const TITLE_PATTERNS = [
  "The {Adj} {Noun}",
  "{Noun} of {Place}",
  "The {Kw}",
  "Where the {Noun} Waits",
  "{Kw} and {Noun}",
  "A {Noun} for {Hero}",
  "Beyond the {Kw}",
  "The {Kw} at {Place}",
  "Under the {Adj} {Noun}",
  "What the {Kw} Knew",
];

export function rewriteChapterTitle(input: ChapterTitleInput): string {
  const vocab = vocabFor(input.game.genre);
  const rng = new Rng(
    "retitle",
    input.game.id,
    input.chapterNumber,
    input.currentTitle,
    input.chapterDescription,
  );
  const taken = new Set(
    [input.currentTitle, ...input.previousChapters.map((c) => c.title)].map((t) => t.trim().toLowerCase()),
  );
  const kws = keywords(input.chapterDescription, 4);
  const hero = heroOf(input.game);
  for (let attempt = 0; attempt < 24; attempt++) {
    const values: Record<string, string> = {
      Adj: rng.pick(vocab.titleAdjectives),
      Noun: rng.pick(vocab.titleNouns),
      Kw: kws.length ? titleCase(rng.pick(kws)) : rng.pick(vocab.titleNouns),
      Place: titleCase(rng.pick(vocab.places)).replace(/^The /, "the "),
      Hero: hero,
    };
    const title = rng
      .pick(TITLE_PATTERNS)
      .replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? "")
      .slice(0, 150);
    if (!taken.has(title.toLowerCase())) return title;
  }
  return `${input.currentTitle.trim()}: ${rng.pick(vocab.titleAdjectives)} ${rng.pick(vocab.titleNouns)}`.slice(
    0,
    150,
  );
}

function heroOf(game: GameBible): string {
  const c =
    game.characters.find((x) => (x.characterType ?? "").toLowerCase() === "protagonist") ??
    game.characters[0];
  // "Dr. Hale" stays "Dr. Hale"; "Alex Chen" is "Alex" in a chapter's prose.
  return c?.name ? shortName(c.name) : "the Traveller";
}
