import {
  ChoiceEffects,
  STORY_LIMITS,
  STORY_TEXT_LIMITS,
  StoryBeats as StoryBeatsSchema,
} from "../../../contract/edit-game";
import { IMPORT_LIMITS, ImportMessages } from "../../../contract/open-formats";
import type { StoryBeats } from "../../db/schema";
import { distinctChoices } from "./distinct-choices";
import { parseFileJson } from "./import-bounds";
import { clipWords, importedGameFields } from "./import-fields";
import { linkLabel } from "./story-to-twee";
import { TALEFORGE_PASSAGE, TaleforgeMeta } from "./taleforge-passage";
import { type ChapterPlan, metaChapters, taggedChapters } from "./twee-chapters";
import { type TweeDocument, TweeError, type TweePassage } from "./twee-document";
import { sugarCubeEmphasis, writesSugarCubeMarks } from "./twee-emphasis";
import { isSpecialPassage, keptTwee } from "./twee-kept";
import { findLinks, findMacros, proseWithoutLinks, type TweeLink } from "./twee-links";
import {
  importedPosition,
  placeholderPassages,
  readTwinePassages,
  storyEndings,
  type TwinePassages,
  twineChoiceEffects,
} from "./twine-import";

type Scene = StoryBeats["chapters"][number]["scenes"][number];

export type ImportedStory = {
  /** The game's own fields, each within what Edit Game saves. */
  title: string;
  description: string | null;
  genre: string | null;
  storyline: string;
  beats: StoryBeats;
  passages: number;
  unreachable: string[];
  warnings: string[];
};

const T = STORY_TEXT_LIMITS;
const LINKS_READ = IMPORT_LIMITS.linksReadPerPassage;
/** A title within `max`, or `fallback` when nothing of it is left. */
const titled = (text: string | undefined, max: number, fallback: string) =>
  clipWords(text ?? "", max) || fallback;

function readMeta(doc: TweeDocument, warnings: string[]): { meta: TaleforgeMeta; line: number } | null {
  const passage = doc.passages.find((p) => p.name === TALEFORGE_PASSAGE);
  if (!passage) return null;
  try {
    const meta = TaleforgeMeta.safeParse(parseFileJson(passage.text, passage.line, TALEFORGE_PASSAGE));
    if (meta.success) return { meta: meta.data, line: passage.line };
  } catch (error) {
    if (error instanceof TweeError) throw error; // nested too deep: refused, not passed over
  }
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
 * links as choices, a passage tagged `ending` or without links as an ending scene. Special
 * passages, scenes' own tags and StoryData are kept in `twee` for the next export. Every field
 * is cut to what the Story Editor saves, so the story always saves again.
 */
export function tweeToStory(doc: TweeDocument): ImportedStory {
  const warnings = [...doc.warnings];
  const read = readMeta(doc, warnings);
  const meta = read?.meta ?? null;
  let story: TweePassage[] = [];
  const special: TweePassage[] = [];
  for (const p of doc.passages) {
    if (p.name === TALEFORGE_PASSAGE) continue;
    if (isSpecialPassage(p)) special.push(p);
    else story.push(p);
  }
  for (const p of special)
    warnings.push(
      `Line ${p.line}: the special passage "${p.name}" is kept for the next export; players do not see it`,
    );
  if (story.length > IMPORT_LIMITS.maxPassages)
    throw new TweeError(
      (story[IMPORT_LIMITS.maxPassages] as TweePassage).line,
      ImportMessages.tooManyPassages,
    );
  // A story not from Taleforge is read for its format's markup and macros (ADR 033); an
  // export's text is Taleforge's own already.
  const preStart = doc.data?.start ?? (story.some((p) => p.name === "Start") ? "Start" : story[0]?.name);
  let twine: TwinePassages | null = null;
  const sugarCube = writesSugarCubeMarks(doc.data?.format);
  if (!meta) {
    twine = readTwinePassages(doc, story, preStart, warnings);
    story = twine.passages;
  }
  // A link to a passage the file does not have leads to a scene "to write" (as Twine shows it).
  const placeholders = new Set(placeholderPassages(story, new Set(special.map((p) => p.name)), warnings));
  story = [...story, ...placeholders];
  const endingOnly = new Map(
    (meta?.endings ?? []).filter((e) => e.passage).map((e) => [e.passage as string, e]),
  );
  const scenes = story.filter((p) => !endingOnly.has(p.name));
  const byName = new Map(story.map((p) => [p.name, p]));
  const startName = doc.data?.start ?? (byName.has("Start") ? "Start" : undefined);
  const start = startName ? byName.get(startName) : scenes[0];
  if (!scenes.length && !meta)
    throw new TweeError(doc.passages[0]?.line ?? 1, "the file has no story passages");
  if (scenes.length && !start)
    throw new TweeError(doc.dataLine ?? 1, `the start passage "${startName}" does not exist`);
  const reach = start ? reachOrder(start, byName, scenes) : { reached: new Set(), ordered: [] };
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

  /** What a new choice does (a Twine story's: its link's setter, what arriving changes). */
  const newEffects = (link: TweeLink | undefined, to: TweePassage, p: TweePassage, text: string) =>
    twine && link ? twineChoiceEffects(twine, link, to, p, text, warnings) : undefined;

  // Where the author placed each passage: from a Taleforge export, those it placed or that were
  // moved in Twine since (the export lays the others out on a grid, ADR 023).
  const grid = new Map<string, string>();
  for (const [ci, c] of (meta?.chapters ?? []).entries())
    for (const [si, name] of c.passages.entries()) grid.set(name, `${100 + si * 150},${100 + ci * 150}`);
  const placed = (p: TweePassage) => {
    const saved = meta?.scenes[p.name];
    if (meta && !saved?.placed && grid.get(p.name) === p.metadata?.position) return undefined;
    return importedPosition(p, saved?.position, warnings);
  };
  // Ending scenes of a story not from Taleforge, for its endings list: tagged ones first.
  const endingScenes: { id: string; title: string; tagged: boolean }[] = [];

  const sceneOf = (p: TweePassage): Scene => {
    if (placeholders.has(p))
      return {
        id: ids.get(p.name) as string,
        title: titled(p.name, T.sceneTitle, "Scene"),
        // No text until its author writes it (play has the narrator write it, ADR 033).
        description: "",
        toWrite: true,
        choices: [],
      };
    const sceneMeta = meta?.scenes[p.name];
    // Saved prose still at the head of the passage is the scene's text; links are read after it.
    // In a SugarCube export the prose has the marks as SugarCube writes them (ADR 035).
    const written =
      sceneMeta?.text === undefined
        ? undefined
        : [sceneMeta.text, ...(sugarCube ? [sugarCubeEmphasis(sceneMeta.text)] : [])].find((t) =>
            p.text.startsWith(t),
          );
    const verbatim = written === undefined ? null : (sceneMeta?.text ?? null);
    const all = findLinks(written === undefined ? p.text : p.text.slice(written.length));
    // A scene keeps 10 choices: its first links are read for them, the rest only counted, so
    // that a passage of 40,000 links costs no choice, id or warning for each (F2).
    const links = all.length > LINKS_READ ? all.slice(0, LINKS_READ) : all;
    if (!twine)
      for (const macro of findMacros(p.text))
        warnings.push(`Line ${p.line}: "${p.name}" uses the macro ${macro}, kept as text`);
    const saved = meta?.choices[p.name] ?? [];
    const linked = matchSaved(saved, links, byName).map(({ saved: m, link }) => {
      const id = choiceId(m?.id ?? newChoiceId());
      usedChoiceIds.add(id);
      if (m) {
        const { link: _, text, effects: saved, ...leads } = m;
        // The saved text when the link still says it (links cannot hold every character).
        const label = link && (text === undefined || linkLabel(text) !== link.text) ? link.text : text;
        const choiceText = titled(label, T.choiceText, "Continue");
        const effects = savedEffects(saved, (why) =>
          warnings.push(`Line ${p.line}: the effects of "${choiceText}" in "${p.name}" ${why}`),
        );
        return { ...leads, id, text: choiceText, ...(effects ? { effects } : {}) };
      }
      const target = byName.get(link?.target ?? "") as TweePassage;
      const ending = endingOnly.get(target.name);
      const text = titled(twine && link ? twine.label(link.text) : link?.text, T.choiceText, "Continue");
      const effects = newEffects(link, target, p, text);
      return {
        id,
        text,
        ...(ending ? { leadsToEnding: ending.id } : { leadsToScene: ids.get(target.name) as string }),
        ...(effects ? { effects } : {}),
      };
    });
    // One over the limit is kept, so that a passage with too many links is told apart.
    const kept = distinctChoices(
      linked,
      (says) => warnings.push(`Line ${p.line}: in "${p.name}", ${says}`),
      STORY_LIMITS.choicesPerScene + 1,
    );
    for (const link of links)
      if (!byName.has(link.target))
        warnings.push(
          `Line ${p.line}: the link "${link.text}" in "${p.name}" leads to a passage that does not exist and was left out`,
        );
    const choices = kept.slice(0, STORY_LIMITS.choicesPerScene);
    if (kept.length > choices.length || all.length > links.length)
      warnings.push(
        `Line ${p.line}: "${p.name}" has ${all.length} links; the first ${STORY_LIMITS.choicesPerScene} were kept`,
      );
    const description = verbatim ?? proseWithoutLinks(p.text);
    if (description.trim().length > T.sceneText)
      warnings.push(`Line ${p.line}: the text of "${p.name}" was cut to ${T.sceneText} characters`);
    // A passage tagged `ending`, or (in a story not from Taleforge) one no link leaves, ends the story.
    const ends = p.tags.includes("ending") || (!meta && all.length === 0);
    const flag = ends ? true : sceneMeta?.isEndingScene;
    const position = placed(p);
    const title = titled(sceneMeta?.title, T.sceneTitle, "") || titled(p.name, T.sceneTitle, "Scene");
    if (ends && !meta)
      endingScenes.push({ id: ids.get(p.name) as string, title, tagged: p.tags.includes("ending") });
    return {
      id: ids.get(p.name) as string,
      title,
      description: clipWords(description, T.sceneText),
      ...(flag === undefined ? {} : { isEndingScene: flag }),
      choices,
      ...(position ? { position } : {}),
      ...(sceneMeta?.toWrite ? { toWrite: true } : {}),
    };
  };

  const chapters: ChapterPlan[] = meta
    ? start
      ? metaChapters(meta, ordered, start)
      : meta.chapters.map((c) => ({ ...c, passages: [] }))
    : taggedChapters(ordered, warnings);
  const sceneChapters = chapters.map((c) => c.passages.map(sceneOf));
  const endings = meta
    ? meta.endings?.map(({ id, title }) => ({ id, title: titled(title, T.endingTitle, "Ending") }))
    : storyEndings(endingScenes, warnings);
  const kept = keptTwee(
    doc,
    meta,
    special,
    scenes.map((passage) => ({ passage, id: ids.get(passage.name) as string })),
    warnings,
  );
  const beats: StoryBeats = {
    chapters: chapters.map((c, i) => ({
      id: c.id,
      title: titled(c.title, T.chapterTitle, `Chapter ${i + 1}`),
      scenes: sceneChapters[i] as Scene[],
    })),
    ...(endings ? { endings } : {}),
    ...(kept.twee ? { twee: kept.twee } : {}),
  };
  const checked = StoryBeatsSchema.safeParse(beats);
  if (!checked.success) {
    const issue = checked.error.issues[0];
    throw new TweeError(
      issueLine(issue?.path ?? [], {
        chapters,
        meta: read,
        doc,
        keptLines: kept.lines,
        // An ending's passage, else StoryTaleforge, where it is listed.
        endingLines: (meta?.endings ?? []).map((e) => byName.get(e.passage ?? "")?.line ?? read?.line ?? 1),
      }),
      issue?.message ?? "the story is not valid",
    );
  }
  const opening = beats.chapters.find((c) => c.scenes.length)?.scenes[0]?.description ?? "";
  const game = importedGameFields(
    {
      title: doc.title?.trim() || start?.name || "Imported story",
      // Absent: the file does not say; null: it says the game has none.
      description: meta?.game && "description" in meta.game ? (meta.game.description ?? null) : undefined,
      storyline: meta?.game?.storyline ?? null,
      opening,
    },
    warnings,
  );
  return {
    ...game,
    genre: meta?.game?.genre ?? null,
    beats,
    passages: scenes.length,
    unreachable: scenes.filter((p) => !reach.reached.has(p)).map((p) => p.name),
    warnings,
  };
}

/**
 * The line a problem of the story is on: its scene's passage; for a chapter, its first passage;
 * for an ending, its passage; for what was kept, its passage or StoryData; else StoryTaleforge.
 */
function issueLine(
  path: PropertyKey[],
  at: {
    chapters: ChapterPlan[];
    meta: { line: number } | null;
    doc: TweeDocument;
    keptLines: number[];
    endingLines: number[];
  },
): number {
  const fallback = at.meta?.line ?? at.doc.passages[0]?.line ?? 1;
  const [field, i, , s] = path;
  if (field === "chapters" && typeof i === "number") {
    const chapter = at.chapters[i];
    const passage = typeof s === "number" ? chapter?.passages[s] : undefined;
    return passage?.line ?? at.meta?.line ?? chapter?.passages[0]?.line ?? fallback;
  }
  if (field === "endings" && typeof i === "number") return at.endingLines[i] ?? fallback;
  if (field === "twee") {
    if (path[1] === "passages" && typeof path[2] === "number") return at.keptLines[path[2]] ?? fallback;
    return at.doc.dataLine ?? fallback;
  }
  return fallback;
}

type SavedChoice = TaleforgeMeta["choices"][string][number];

/** A choice's saved effects as the contract takes them; one it does not is left out, and said. */
function savedEffects(saved: unknown, warn: (why: string) => void): ChoiceEffects | undefined {
  if (saved === undefined) return undefined;
  const read = ChoiceEffects.safeParse(saved);
  if (read.success) return read.data;
  warn(`could not be read (${read.error.issues[0]?.message ?? "not valid"}) and were left out`);
  return undefined;
}

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
  // Each link takes the first saved choice to its passage not yet taken (queues by target: a
  // search of every saved choice for each link was quadratic).
  const byTarget = new Map<string, SavedChoice[]>();
  for (const m of [...linked].reverse()) {
    const queue = byTarget.get(m.link as string);
    if (queue) queue.push(m);
    else byTarget.set(m.link as string, [m]);
  }
  const paired = live.map((link) => ({ saved: byTarget.get(link.target)?.pop(), link }));
  return [...paired, ...saved.filter((m) => m.link === null).map((m) => ({ saved: m, link: undefined }))];
}
