import "./player.css";
import { sceneParagraph } from "./scene-paragraph";
import { type PlayerEffects, type PlayerScene, type PlayerStory, STORY_DATA_ID } from "./story-data";

/**
 * The playable HTML file's player (ADR 023): plain DOM, no framework, no network. It reads the
 * story from the page's JSON block and keeps the reader's path, so that Back undoes one step and
 * a save restores the whole path.
 */

/** A step of the reader's path, with the effects of the choice that led to it. */
type Step = { scene: string; chapter: number; effects?: PlayerEffects };

const story = JSON.parse(document.getElementById(STORY_DATA_ID)?.textContent ?? "{}") as PlayerStory;
const scenes = new Map<string, { scene: PlayerScene; chapter: number }>();
story.chapters.forEach((chapter, index) => {
  for (const scene of chapter.scenes) scenes.set(scene.id, { scene, chapter: index });
});
const endings = new Map(story.endings.map((e) => [e.id, e]));
const saveKey = `taleforge:${story.ifid}:save`;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function firstStep(): Step | null {
  const index = story.chapters.findIndex((c) => c.scenes.length > 0);
  const scene = story.chapters[index]?.scenes[0];
  return scene ? { scene: scene.id, chapter: index } : null;
}

function sceneAt(step: Step): PlayerScene | null {
  return scenes.get(step.scene)?.scene ?? endings.get(step.scene) ?? null;
}

function stepTo(id: string, from: Step, effects?: PlayerEffects): Step | null {
  const found = scenes.get(id);
  const also = effects ? { effects } : {};
  if (found) return { scene: id, chapter: found.chapter, ...also };
  return endings.has(id) ? { scene: id, chapter: from.chapter, ...also } : null;
}

// ---- what the reader carries: the choices' effects along the path (as play's rules keep them)

const HEALTH = 100;
const PACK = 10;
// As play counts it (written-story.ts): every scene reached, the first one too.
const EXPERIENCE_PER_SCENE = 10;
const hasEffects = story.chapters.some((c) => c.scenes.some((s) => s.choices.some((x) => x.effects)));
type Tally = { health: number; experience: number; items: string[]; achievements: string[] };
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function tally(steps: Step[]): Tally {
  const t: Tally = { health: HEALTH, experience: 0, items: [], achievements: [] };
  for (const { effects: e } of steps) {
    t.experience += EXPERIENCE_PER_SCENE;
    if (!e) continue;
    t.items = t.items.filter((item) => !(e.removeItems ?? []).some((name) => same(name, item)));
    for (const name of e.addItems ?? [])
      if (t.items.length < PACK && !t.items.some((item) => same(item, name))) t.items.push(name);
    t.health = Math.min(HEALTH, Math.max(0, t.health + (e.health ?? 0)));
    t.experience = Math.max(0, t.experience + (e.experience ?? 0));
    if (e.achievement && !t.achievements.some((a) => same(a, e.achievement as string)))
      t.achievements.push(e.achievement);
  }
  return t;
}

// ---- the page ----------------------------------------------------------------------------

const root = document.getElementById("app") as HTMLElement;
const header = el("header", "top");
header.append(el("h1", "title", story.title));
if (story.author) header.append(el("p", "byline", `by ${story.author}`));

const side = el("aside", "side");
side.setAttribute("aria-label", "Where you are");
const chapterLabel = el("p", "label");
const chapterTitle = el("p", "chapter");
const sceneLabel = el("p", "label", "Scene");
const sceneTitle = el("p", "scene");
const progress = el("progress", "progress");
progress.max = 100;
const tools = el("div", "tools");
const back = el("button", "tool", "Back");
const save = el("button", "tool", "Save");
const load = el("button", "tool", "Load");
const restart = el("button", "tool", "Restart");
for (const b of [back, save, load, restart]) b.type = "button";
back.title = "Go back one scene";
tools.append(back, save, load, restart);
const status = el("p", "status");
status.setAttribute("role", "status");
const carried = el("dl", "tally");
carried.setAttribute("aria-label", "What you carry");
carried.hidden = !hasEffects;
side.append(chapterLabel, chapterTitle, sceneLabel, sceneTitle, progress, carried, tools, status);

function renderTally(t: Tally) {
  const rows: Array<[string, string]> = [
    ["Health", `${t.health} / ${HEALTH}`],
    ["Experience", String(t.experience)],
    ["Inventory", t.items.join(", ") || "Nothing yet"],
  ];
  if (t.achievements.length) rows.push(["Achievements", t.achievements.join(", ")]);
  carried.replaceChildren(
    ...rows.flatMap(([term, value]) => [el("dt", undefined, term), el("dd", undefined, value)]),
  );
}

const main = el("main", "story");
main.tabIndex = -1;
const footer = el("footer", "foot");
const home = el("a", undefined, "Taleforge");
home.href = story.homeUrl;
home.rel = "noopener";
home.target = "_blank";
footer.append("Made with ", home);

const layout = el("div", "layout");
layout.append(side, main);
root.append(header, layout, footer);
document.title = story.title;

// ---- playing -----------------------------------------------------------------------------

let path: Step[] = [];

function readSave(): Step[] | null {
  try {
    const saved = JSON.parse(localStorage.getItem(saveKey) ?? "null") as { path?: Step[] } | null;
    const steps = saved?.path;
    return Array.isArray(steps) && steps.length && steps.every((s) => sceneAt(s)) ? steps : null;
  } catch {
    return null;
  }
}

function say(message: string) {
  status.textContent = message;
}

function render(focus: boolean) {
  const step = path.at(-1);
  const scene = step && sceneAt(step);
  main.replaceChildren();
  if (!step || !scene) return renderEmpty();
  const chapter = story.chapters[step.chapter];
  chapterLabel.textContent = `Chapter ${step.chapter + 1} of ${story.chapters.length}`;
  chapterTitle.textContent = chapter?.title ?? "";
  sceneTitle.textContent = scene.title;
  progress.value = scene.ending ? 100 : Math.round((step.chapter / Math.max(1, story.chapters.length)) * 100);
  back.disabled = path.length < 2;
  load.disabled = readSave() === null;

  const carrying = tally(path);
  if (hasEffects) renderTally(carrying);
  const fallen = carrying.health <= 0;

  const heading = el("h2", "scene-title", scene.title);
  main.append(heading);
  const text = el("div", "text");
  for (const para of scene.text.split(/\n\s*\n/))
    if (para.trim()) text.append(sceneParagraph(document, para.trim()));
  main.append(text);

  const choices = scene.choices.filter((c) => c.to && stepTo(c.to, step));
  if (scene.ending || fallen || !choices.length) {
    const end = el("div", "the-end");
    const mark = scene.ending
      ? "The End"
      : fallen
        ? "Your strength gives out. The End."
        : "The story stops here.";
    end.append(el("p", "end-mark", mark));
    const again = el("button", "choice", "Play again");
    again.type = "button";
    again.addEventListener("click", () => begin());
    end.append(again);
    main.append(end);
  } else {
    const list = el("ol", "choices");
    list.setAttribute("aria-label", "Choices");
    for (const choice of choices) {
      const button = el("button", "choice", choice.text);
      button.type = "button";
      button.addEventListener("click", () => {
        const next = stepTo(choice.to as string, step, choice.effects);
        if (!next) return;
        path.push(next);
        say("");
        render(true);
      });
      const item = el("li");
      item.append(button);
      list.append(item);
    }
    main.append(list);
  }
  if (focus) {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }
}

/** A story exported before its first scene: nothing to play, so no tool to use. */
function renderEmpty() {
  chapterLabel.textContent = "No scenes yet";
  for (const node of [chapterTitle, sceneLabel, sceneTitle, progress]) node.hidden = true;
  for (const tool of [back, save, load, restart]) tool.disabled = true;
  const heading = el("h2", "scene-title", "This story has no scenes yet");
  const note = el("div", "text");
  note.append(
    el(
      "p",
      undefined,
      "Its author has not written a scene yet. Export the story again from Taleforge once it has one.",
    ),
  );
  main.append(heading, note);
}

function begin() {
  const first = firstStep();
  path = first ? [first] : [];
  say("");
  render(true);
}

back.addEventListener("click", () => {
  if (path.length < 2) return;
  path.pop();
  say("Went back one scene.");
  render(true);
});
save.addEventListener("click", () => {
  try {
    localStorage.setItem(saveKey, JSON.stringify({ path, savedAt: new Date().toISOString() }));
    say("Saved in this browser.");
  } catch {
    say("This browser does not allow saving.");
  }
  render(false);
});
load.addEventListener("click", () => {
  const saved = readSave();
  if (!saved) return say("No save to load.");
  path = saved;
  say("Save loaded.");
  render(true);
});
restart.addEventListener("click", () => begin());

begin();
