import { STORY_LIMITS, StoryBeats as StoryBeatsSchema } from "../../../contract/edit-game";
import { IMPORT_LIMITS, ImportMessages } from "../../../contract/open-formats";
import type { StoryBeats } from "../../db/schema";
import { linkLabel } from "./story-to-twee";
import { SPECIAL_PASSAGES, SPECIAL_TAGS, TALEFORGE_PASSAGE, TaleforgeMeta } from "./taleforge-passage";
import { type TweeDocument, TweeError, type TweePassage } from "./twee-document";
import { findLinks, findMacros, proseWithoutLinks, type TweeLink } from "./twee-links";

type Scene = StoryBeats["chapters"][number]["scenes"][number];

export type ImportedStory = {
  title: string;
  description: string | null;
  genre: string | null;
  storyline: string | null;
  beats: StoryBeats;
  passages: number;
  unreachable: string[];
  warnings: string[];
};

const TITLE_MAX = 200;
const TEXT_MAX = 20_000;
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max).trimEnd() : text);

function readMeta(doc: TweeDocument, warnings: string[]): TaleforgeMeta | null {
  const passage = doc.passages.find((p) => p.name === TALEFORGE_PASSAGE);
  if (!passage) return null;
  try {
    const meta = TaleforgeMeta.safeParse(JSON.parse(passage.text));
    if (meta.success) return meta.data;
  } catch {}
  warnings.push(
    `Line ${passage.line}: ${TALEFORGE_PASSAGE} could not be read; the story was imported from its passages alone`,
  );
  return null;
}

/** Passages in the order a reader meets them from the start, then the rest in file order. */
function reachOrder(start: TweePassage, byName: Map<string, TweePassage>, story: TweePassage[]) {
  const reached = new Set<TweePassage>([start]);
  const queue = [start];
  while (queue.length) {
    const passage = queue.shift() as TweePassage;
    for (const link of findLinks(passage.text)) {
      const next = byName.get(link.target);
      if (next && !reached.has(next)) {
        reached.add(next);
        queue.push(next);
      }
    }
  }
  return { reached, ordered: [...reached, ...story.filter((p) => !reached.has(p))] };
}

/**
 * Twee → a written story (ADR 023). With StoryTaleforge (a Taleforge export) the chapters, ids
 * and choice targets come back as they were; without it the story is read from its passages:
 * chapters from `chapter-N` tags (else one chapter), passages in reading order from the start,
 * links as choices, a passage tagged `ending` or without links as an ending.
 */
export function tweeToStory(doc: TweeDocument): ImportedStory {
  const warnings = [...doc.warnings];
  const meta = readMeta(doc, warnings);
  const story: TweePassage[] = [];
  for (const p of doc.passages) {
    if (p.name === TALEFORGE_PASSAGE) continue;
    const special = SPECIAL_PASSAGES.has(p.name) || p.tags.some((t) => SPECIAL_TAGS.has(t));
    if (special) warnings.push(`Line ${p.line}: the special passage "${p.name}" was left out`);
    else story.push(p);
  }
  if (story.length > IMPORT_LIMITS.maxPassages)
    throw new TweeError(
      (story[IMPORT_LIMITS.maxPassages] as TweePassage).line,
      ImportMessages.tooManyPassages,
    );
  const endingOnly = new Map(
    (meta?.endings ?? []).filter((e) => e.passage).map((e) => [e.passage as string, e]),
  );
  const scenes = story.filter((p) => !endingOnly.has(p.name));
  if (!scenes.length) {
    // A Taleforge game with chapters but no scenes yet comes back as it was; anything else is empty.
    if (!meta) throw new TweeError(doc.passages[0]?.line ?? 1, "the file has no story passages");
    return {
      title: clip(doc.title?.trim() || "Imported story", TITLE_MAX),
      description: meta.game?.description ?? null,
      genre: meta.game?.genre ?? null,
      storyline: meta.game?.storyline ?? null,
      beats: {
        chapters: meta.chapters.map((c) => ({ id: c.id, title: c.title, scenes: [] })),
        ...(meta.endings ? { endings: meta.endings.map(({ id, title }) => ({ id, title })) } : {}),
      },
      passages: 0,
      unreachable: [],
      warnings,
    };
  }
  const byName = new Map(story.map((p) => [p.name, p]));

  const startName = doc.data?.start ?? (byName.has("Start") ? "Start" : undefined);
  const start = startName ? byName.get(startName) : scenes[0];
  if (!start) throw new TweeError(1, `the start passage "${startName}" does not exist`);
  const reach = reachOrder(start, byName, scenes);
  const { reached } = reach;
  // Endings without a scene of their own are endings, not scenes.
  const ordered = reach.ordered.filter((p) => !endingOnly.has(p.name));

  // Scene ids: the export's where known, else made from the passage's place in the file.
  const ids = new Map<string, string>();
  const taken = new Set<string>();
  for (const p of scenes) {
    const id = meta?.scenes[p.name]?.id;
    if (id && !taken.has(id)) {
      ids.set(p.name, id);
      taken.add(id);
    }
  }
  scenes.forEach((p, i) => {
    if (!ids.has(p.name)) {
      let id = `scene-${i + 1}`;
      for (let n = 2; taken.has(id); n++) id = `scene-${i + 1}-${n}`;
      ids.set(p.name, id);
      taken.add(id);
    }
  });

  const endings: NonNullable<StoryBeats["endings"]> =
    meta?.endings?.map(({ id, title }) => ({ id, title })) ?? [];
  const endingIds = new Set(endings.map((e) => e.id));
  const isEnding = (p: TweePassage, links: TweeLink[]) =>
    p.tags.includes("ending") || (!meta && links.length === 0);

  // New choice ids never take one the export saved for a choice still to come.
  const savedChoiceIds = new Set(Object.values(meta?.choices ?? {}).flatMap((list) => list.map((c) => c.id)));
  const usedChoiceIds = new Set<string>();
  let choiceCount = 0;
  const newChoiceId = () => {
    let id = `choice-${++choiceCount}`;
    while (savedChoiceIds.has(id) || usedChoiceIds.has(id)) id = `choice-${++choiceCount}`;
    return id;
  };
  const choiceId = (id: string) => (usedChoiceIds.has(id) ? newChoiceId() : id);

  const sceneOf = (p: TweePassage): Scene => {
    const sceneMeta = meta?.scenes[p.name];
    // Saved prose still at the head of the passage is the scene's text; links are read after it.
    const verbatim =
      sceneMeta?.text !== undefined && p.text.startsWith(sceneMeta.text) ? sceneMeta.text : null;
    const links = findLinks(verbatim === null ? p.text : p.text.slice(verbatim.length));
    for (const macro of findMacros(p.text))
      warnings.push(`Line ${p.line}: "${p.name}" uses the macro ${macro}, kept as text`);
    const saved = meta?.choices[p.name] ?? [];
    const choices = [
      ...matchSaved(saved, links, byName).map(({ saved: m, link }) => {
        const id = choiceId(m?.id ?? newChoiceId());
        usedChoiceIds.add(id);
        if (m) {
          const { link: _, text, ...leads } = m;
          // The saved text when the link still says it (links cannot hold every character).
          const label =
            link && (text === undefined || linkLabel(text) !== link.text) ? link.text : (text ?? "Continue");
          return { ...leads, id, text: clip(label, 300) };
        }
        const target = byName.get(link?.target ?? "") as TweePassage;
        const ending = endingOnly.get(target.name);
        return {
          id,
          text: clip(link?.text ?? "Continue", 300),
          ...(ending ? { leadsToEnding: ending.id } : { leadsToScene: ids.get(target.name) as string }),
        };
      }),
    ];
    for (const link of links)
      if (!byName.has(link.target))
        warnings.push(
          `Line ${p.line}: the link "${link.text}" in "${p.name}" leads to a passage that does not exist and was left out`,
        );
    if (choices.length > STORY_LIMITS.choicesPerScene) {
      warnings.push(
        `Line ${p.line}: "${p.name}" has ${choices.length} links; the first ${STORY_LIMITS.choicesPerScene} were kept`,
      );
      choices.length = STORY_LIMITS.choicesPerScene;
    }
    const description = verbatim ?? proseWithoutLinks(p.text);
    if (description.length > TEXT_MAX)
      warnings.push(`Line ${p.line}: the text of "${p.name}" was cut to ${TEXT_MAX} characters`);
    const id = ids.get(p.name) as string;
    const ends = isEnding(p, links);
    if (ends && !meta && !endingIds.has(id)) {
      endings.push({ id, title: clip(p.name, TITLE_MAX) });
      endingIds.add(id);
    }
    const flag = p.tags.includes("ending") || (!meta && ends) ? true : sceneMeta?.isEndingScene;
    return {
      id,
      title: clip(sceneMeta?.title ?? p.name, TITLE_MAX),
      description: clip(description, TEXT_MAX),
      ...(flag === undefined ? {} : { isEndingScene: flag }),
      choices,
    };
  };

  const chapters = meta ? metaChapters(meta, ordered, start) : taggedChapters(ordered);
  const beats: StoryBeats = {
    chapters: chapters.map((c) => ({ id: c.id, title: c.title, scenes: c.passages.map(sceneOf) })),
    ...(meta && !meta.endings ? {} : { endings }),
  };
  const checked = StoryBeatsSchema.safeParse(beats);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    const [, c, , s] = issue?.path ?? [];
    const passage = chapters[Number(c)]?.passages[Number(s)];
    throw new TweeError(passage?.line ?? 1, issue?.message ?? "the story is not valid");
  }
  return {
    title: clip(doc.title?.trim() || start.name, TITLE_MAX),
    description: meta?.game?.description ?? null,
    genre: meta?.game?.genre ?? null,
    storyline: meta?.game?.storyline ?? null,
    beats,
    passages: scenes.length,
    unreachable: scenes.filter((p) => !reached.has(p)).map((p) => p.name),
    warnings,
  };
}

type SavedChoice = TaleforgeMeta["choices"][string][number];

/**
 * A passage's links paired with the choices the export saved for it: in the saved order while
 * the links are those saved; once edited in Twine, in the links' order, each paired with a saved
 * choice to the same passage, and choices without a link last. Links to nowhere are left out.
 */
function matchSaved(saved: SavedChoice[], links: TweeLink[], byName: Map<string, TweePassage>) {
  const live = links.filter((l) => byName.has(l.target));
  const linked = saved.filter((m) => m.link !== null);
  if (linked.length === live.length && linked.every((m, i) => m.link === live[i]?.target)) {
    let next = 0;
    return saved.map((m) => ({ saved: m, link: m.link === null ? undefined : live[next++] }));
  }
  const pool = [...linked];
  const paired = live.map((link) => {
    const k = pool.findIndex((m) => m.link === link.target);
    return { saved: k >= 0 ? pool.splice(k, 1)[0] : undefined, link };
  });
  return [...paired, ...saved.filter((m) => m.link === null).map((m) => ({ saved: m, link: undefined }))];
}

type ChapterPlan = { id: string; title: string; passages: TweePassage[] };

/** The export's chapters; a passage added in Twine joins the last chapter. */
function metaChapters(meta: TaleforgeMeta, ordered: TweePassage[], start: TweePassage): ChapterPlan[] {
  const byName = new Map(ordered.map((p) => [p.name, p]));
  const placed = new Set<TweePassage>();
  const chapters = meta.chapters.map((c) => ({
    id: c.id,
    title: c.title,
    passages: c.passages.flatMap((name) => {
      const p = byName.get(name);
      if (!p || placed.has(p)) return [];
      placed.add(p);
      return [p];
    }),
  }));
  const added = ordered.filter((p) => !placed.has(p));
  if (!chapters.length) chapters.push({ id: "chapter-1", title: "Chapter 1", passages: [] });
  const last = chapters.at(-1) as ChapterPlan;
  if (added.includes(start)) last.passages.unshift(start);
  last.passages.push(...added.filter((p) => p !== start));
  return chapters;
}

/** Chapters from `chapter-N` tags, in number order; untagged passages join the first. */
function taggedChapters(ordered: TweePassage[]): ChapterPlan[] {
  const numberOf = (p: TweePassage) => {
    const tag = p.tags.find((t) => /^chapter-\d+$/.test(t));
    return tag ? Number(tag.slice(8)) : 0;
  };
  const first = Math.min(...ordered.map(numberOf).filter((n) => n > 0), 1);
  const groups = new Map<number, TweePassage[]>();
  for (const p of ordered) {
    const n = numberOf(p) || first;
    const group = groups.get(n);
    if (group) group.push(p);
    else groups.set(n, [p]);
  }
  // The start passage opens the story, so its chapter comes first.
  const startGroup = numberOf(ordered[0] as TweePassage) || first;
  const keys = [startGroup, ...[...groups.keys()].filter((n) => n !== startGroup).sort((a, b) => a - b)];
  const chapters: ChapterPlan[] = [];
  for (const n of keys) {
    const passages = groups.get(n) as TweePassage[];
    // A chapter holds 200 scenes at most: a bigger one continues in the next.
    for (let i = 0; i < passages.length; i += STORY_LIMITS.scenesPerChapter) {
      const index = chapters.length + 1;
      chapters.push({
        id: `chapter-${index}`,
        title: `Chapter ${index}`,
        passages: passages.slice(i, i + STORY_LIMITS.scenesPerChapter),
      });
    }
  }
  return chapters;
}
