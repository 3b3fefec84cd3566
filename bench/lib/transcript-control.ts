// The transcript bench's control (ADR 036, fourth step): the same run's scenes drawn as one plain
// static page, every scene at once, with the app's stylesheet and the classes the play screen
// uses (contract/play-look.ts): no React, no windowing. Scrolled by the same script on the same
// phone profile, its frame rate is this machine's ceiling for that page of text, against which
// the app's figure means something.

import type { TranscriptScene } from "../../contract/play";
import {
  PLAY_GRID,
  PLAY_HEADER,
  PLAY_HEADER_ROW,
  PLAY_HEADER_TITLE,
  PLAY_HEADER_TITLE_BOX,
  PLAY_MAIN,
  PLAY_PAGE,
  PLAYER_ACTION,
  sceneParagraphs,
  TRANSCRIPT,
  TRANSCRIPT_SCENE,
  TRANSCRIPT_SCENE_NUMBER,
  TRANSCRIPT_SCENE_TEXT,
  TRANSCRIPT_SCENE_TITLE,
  WINDOWED_ROW,
} from "../../contract/play-look";
import { emphasisRuns } from "../../contract/scene-emphasis";

const escapeText = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const emphasized = (text: string) =>
  emphasisRuns(text)
    .map((run) => {
      const words = run.italic ? `<em>${escapeText(run.text)}</em>` : escapeText(run.text);
      return run.bold ? `<strong>${words}</strong>` : words;
    })
    .join("");

/** A past scene as transcript.tsx's PastScene draws it, in the windowed list's row. */
function sceneMarkup(scene: TranscriptScene): string {
  const heading = scene.sceneTitle || scene.chapterTitle || `Scene ${scene.sceneNumber}`;
  const action = scene.action
    ? `<p class="${PLAYER_ACTION}"><span class="sr-only">You: </span>${escapeText(scene.action)}</p>`
    : "";
  const paragraphs = sceneParagraphs(scene.text)
    .map((p) => `<p>${emphasized(p)}</p>`)
    .join("");
  return (
    `<div class="${WINDOWED_ROW}">${action}<section data-testid="transcript-scene" class="${TRANSCRIPT_SCENE}">` +
    `<p class="${TRANSCRIPT_SCENE_NUMBER}">Scene ${scene.sceneNumber}</p>` +
    `<h3 class="${TRANSCRIPT_SCENE_TITLE}">${escapeText(heading)}</h3>` +
    `<div class="${TRANSCRIPT_SCENE_TEXT}">${paragraphs}</div></section></div>`
  );
}

/** The whole page: the play screen's header row and column, the run's scenes in order. */
export function controlPage(stylesheets: string[], title: string, scenes: TranscriptScene[]): string {
  const links = stylesheets.map((href) => `<link rel="stylesheet" href="${escapeText(href)}">`).join("");
  return (
    `<!doctype html><html lang="en"><head><meta charset="UTF-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1.0">${links}<title>control</title></head>` +
    `<body><div id="root"><div class="${PLAY_PAGE}"><header class="${PLAY_HEADER}"><div class="${PLAY_HEADER_ROW}">` +
    `<div class="${PLAY_HEADER_TITLE_BOX}"><h1 class="${PLAY_HEADER_TITLE}">${escapeText(title)}</h1></div></div></header>` +
    `<div class="${PLAY_GRID}"><main class="${PLAY_MAIN}"><section class="${TRANSCRIPT}">` +
    `${scenes.map(sceneMarkup).join("")}</section></main></div></div></div></body></html>`
  );
}

/** The stylesheets a served page links, by their addresses. */
export function stylesheetsOf(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].flatMap((m) => {
    const href = /href="([^"]+)"/.exec(m[0]);
    return href?.[1] ? [href[1]] : [];
  });
}
