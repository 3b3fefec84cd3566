import type { StoryBeats } from "../../db/schema";
import { closingText } from "../../game/story-chapters";
import { storyIfid } from "./story-ifid";
import { SPECIAL_PASSAGES, TALEFORGE_PASSAGE, type TaleforgeMeta } from "./taleforge-passage";
import type { TweeDocument, TweePassage, TweeStoryData } from "./twee-document";
import { sugarCubeEmphasis, writesSugarCubeMarks } from "./twee-emphasis";
import { isWrittenTag, keptNames } from "./twee-kept";
import { proseWithoutLinks } from "./twee-links";
import { twinePosition } from "./twine-import";

/** The story format named in StoryData: Twine's default, which reads `[[text->Target]]` links. */
export const STORY_FORMAT = { format: "Harlowe", "format-version": "3.3.9" } as const;
const TAG_COLORS = { ending: "red" };

/** The story's IFID: the one its Twee file had when imported, else the game's own. */
export const gameIfid = (gameId: string, beats: StoryBeats | null) => beats?.twee?.ifid ?? storyIfid(gameId);

/**
 * StoryData's IFID, format and tag colours: those an import kept (storyBeats.twee), else
 * Taleforge's own, which `defaults` lists so that a re-import does not keep them as the file's.
 */
function storyData(gameId: string, story: StoryBeats) {
  const twee = story.twee;
  const ifid = gameIfid(gameId, story);
  const format = twee?.format
    ? { format: twee.format, ...(twee.formatVersion ? { "format-version": twee.formatVersion } : {}) }
    : STORY_FORMAT;
  const colors = twee?.tagColors ?? TAG_COLORS;
  const data: TweeStoryData = { ifid, ...format };
  const defaults: NonNullable<TaleforgeMeta["defaults"]> = {
    ...(twee?.ifid ? {} : { ifid }),
    ...(twee?.format ? {} : STORY_FORMAT),
    ...(twee?.tagColors ? {} : { "tag-colors": colors }),
  };
  return { data, colors, defaults };
}

/** Link syntax and Twee's escapes have no place in a name or a link's text. */
export function linkSafe(text: string): string {
  return withoutArrows(text.replace(/[[\]{}|\\]/g, ""))
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Each arrow `->` or `<-` made a single `-`, until none is left (removing one can join another:
 * "<->", "<<--"). That leaves every dash, and drops the `>`s right after a dash and the `<`s
 * right before one: so, between the dashes, each piece loses its leading `>`s and trailing `<`s.
 * Replacing until none was left took one pass per arrow joined: quadratic on 100,000 `<` and a `-`.
 */
function withoutArrows(text: string): string {
  if (!text.includes("->") && !text.includes("<-")) return text;
  const pieces = text.split("-");
  const last = pieces.length - 1;
  return pieces
    .map((piece, i) => {
      let start = 0;
      let end = piece.length;
      if (i > 0) while (start < end && piece[start] === ">") start++;
      if (i < last) while (end > start && piece[end - 1] === "<") end--;
      return piece.slice(start, end);
    })
    .join("-");
}

/** A choice's text as its link shows it. */
export const linkLabel = (text: string) => linkSafe(text) || "Continue";

type Game = { id: string; title: string; description: string | null; genre: string; storyline?: string };
type Choice = StoryBeats["chapters"][number]["scenes"][number]["choices"][number];

/** Unique, readable passage names: a title, or the title and " (2)" when taken. */
function namer(kept: string[]) {
  const taken = new Set([...SPECIAL_PASSAGES, ...kept]);
  // The number each base name was last given: 20,000 scenes of one title are numbered in one
  // pass each, not by trying every number already taken (quadratic).
  const last = new Map<string, number>();
  return (title: string, fallback: string) => {
    const base = linkSafe(title) || fallback;
    let name = base;
    for (let n = last.get(base) ?? 2; taken.has(name); n++) {
      name = `${base} (${n})`;
      last.set(base, n + 1);
    }
    taken.add(name);
    return name;
  };
}

/** Taleforge → Twee 3 (ADR 023): one passage per scene, choices as `[[text->Target]]` links. */
export function storyToTwee(game: Game, beats: StoryBeats | null): TweeDocument {
  const story: StoryBeats = beats ?? { chapters: [] };
  const name = namer(keptNames(story.twee));
  const sceneNames = new Map<string, string>();
  story.chapters.forEach((chapter) => {
    for (const scene of chapter.scenes) sceneNames.set(scene.id, name(scene.title, "Scene"));
  });
  const endingNames = new Map<string, string>();
  for (const ending of story.endings ?? [])
    if (!sceneNames.has(ending.id)) endingNames.set(ending.id, name(ending.title, "Ending"));

  // The passage a choice's link names, in the order play follows a choice (story-walk.ts).
  const linkOf = (choice: Choice): string | null => {
    if (choice.leadsToScene && sceneNames.has(choice.leadsToScene))
      return sceneNames.get(choice.leadsToScene) ?? null;
    if (choice.leadsToEnding) {
      const to = sceneNames.get(choice.leadsToEnding) ?? endingNames.get(choice.leadsToEnding);
      if (to) return to;
    }
    if (choice.leadsToChapter) {
      const chapter = story.chapters.find((c) => c.id === choice.leadsToChapter);
      const first = chapter?.scenes[0];
      if (first) return sceneNames.get(first.id) ?? null;
    }
    return null;
  };

  const { data, colors, defaults } = storyData(game.id, story);
  const sugarCube = writesSugarCubeMarks(data.format);
  const meta: TaleforgeMeta = {
    format: "taleforge-story",
    version: 1,
    defaults,
    game: {
      description: game.description,
      genre: game.genre,
      ...(game.storyline ? { storyline: game.storyline } : {}),
    },
    chapters: [],
    scenes: {},
    ...(story.endings ? { endings: [] } : {}),
    choices: {},
  };
  // Passages Taleforge does not play, first, as the import read them.
  const passages: TweePassage[] = (story.twee?.passages ?? []).map((p) => ({ ...p, line: 0 }));
  const ownTags = story.twee?.tags ?? {};
  story.chapters.forEach((chapter, c) => {
    const names: string[] = [];
    chapter.scenes.forEach((scene, s) => {
      const passageName = sceneNames.get(scene.id) as string;
      names.push(passageName);
      // Italic and bold as the file's format writes them (ADR 035).
      const prose = sugarCube ? sugarCubeEmphasis(scene.description) : scene.description;
      meta.scenes[passageName] = {
        id: scene.id,
        ...(passageName === scene.title ? {} : { title: scene.title }),
        ...(scene.isEndingScene === undefined ? {} : { isEndingScene: scene.isEndingScene }),
        ...(scene.position ? { placed: true, position: scene.position } : {}),
        ...(scene.toWrite ? { toWrite: true } : {}),
        // Prose a reader would change (it holds `[[`, or blank lines a reader merges, or marks
        // written as SugarCube's) is kept as is.
        ...(proseWithoutLinks(prose) === scene.description ? {} : { text: scene.description }),
      };
      const links: string[] = [];
      meta.choices[passageName] = scene.choices.map((choice) => {
        const link = linkOf(choice);
        const text = linkLabel(choice.text);
        if (link) links.push(`[[${text}->${link}]]`);
        const { id, text: original, ...leads } = choice;
        return { id, link, ...(link && text === original ? {} : { text: original }), ...leads };
      });
      const own = (ownTags[scene.id] ?? []).filter((t) => !isWrittenTag(t));
      const tags = [...new Set([`chapter-${c + 1}`, ...(scene.isEndingScene ? ["ending"] : []), ...own])];
      passages.push({
        name: passageName,
        tags,
        // The author's placement, else a grid of one row per chapter (Twine's map needs one).
        metadata: {
          position: scene.position ? twinePosition(scene.position) : `${100 + s * 150},${100 + c * 150}`,
          size: "100,100",
        },
        text: [prose.trim(), links.join("\n")].filter(Boolean).join("\n\n"),
        line: 0,
      });
    });
    meta.chapters.push({ id: chapter.id, title: chapter.title, passages: names });
  });
  const row = story.chapters.length;
  (story.endings ?? []).forEach((ending, e) => {
    const passage = endingNames.get(ending.id);
    meta.endings?.push({ id: ending.id, title: ending.title, ...(passage ? { passage } : {}) });
    if (passage)
      passages.push({
        name: passage,
        tags: ["ending"],
        metadata: { position: `${100 + e * 150},${100 + row * 150}`, size: "100,100" },
        text: closingText(ending.title),
        line: 0,
      });
  });
  passages.push({
    name: TALEFORGE_PASSAGE,
    tags: [],
    metadata: { position: `${100},${100 + (row + 1) * 150}`, size: "100,100" },
    text: JSON.stringify(meta, null, 1),
    line: 0,
  });

  const opening = story.chapters.find((c) => c.scenes.length > 0)?.scenes[0];
  return {
    title: game.title,
    data: {
      ...data,
      ...(opening ? { start: sceneNames.get(opening.id) as string } : {}),
      "tag-colors": colors,
      zoom: 1,
    },
    passages,
    warnings: [],
  };
}
