import "./player.css";
import { type PlayerScene, type PlayerStory, STORY_DATA_ID } from "./story-data";

/**
 * The playable HTML file's player (ADR 023): plain DOM, no framework, no network. It reads the
 * story from the page's JSON block and keeps the reader's path, so that Back undoes one step and
 * a save restores the whole path.
 */

type Step = { scene: string; chapter: number };

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

function stepTo(id: string, from: Step): Step | null {
  const found = scenes.get(id);
  if (found) return { scene: id, chapter: found.chapter };
  return endings.has(id) ? { scene: id, chapter: from.chapter } : null;
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
side.append(chapterLabel, chapterTitle, sceneLabel, sceneTitle, progress, tools, status);

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

  const heading = el("h2", "scene-title", scene.title);
  main.append(heading);
  const text = el("div", "text");
  for (const para of scene.text.split(/\n\s*\n/))
    if (para.trim()) text.append(el("p", undefined, para.trim()));
  main.append(text);

  const choices = scene.choices.filter((c) => c.to && stepTo(c.to, step));
  if (scene.ending || !choices.length) {
    const end = el("div", "the-end");
    end.append(el("p", "end-mark", scene.ending ? "The End" : "The story stops here."));
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
        const next = stepTo(choice.to as string, step);
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
