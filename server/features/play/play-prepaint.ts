import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { INVENTORY_LIMIT, PLAY_STARTUP_ELEMENT_ID, TRANSCRIPT_PAGE } from "../../../contract/constants";
import { SessionData, SessionTokenParams, TranscriptResponse } from "../../../contract/play";
import {
  CHAPTER_PICTURE,
  MEDIA_CONTROL,
  MEDIA_CONTROL_IDLE,
  MEDIA_CONTROLS,
  PLAY_BAND,
  PLAY_GRID,
  PLAY_HEADER,
  PLAY_HEADER_BACK,
  PLAY_HEADER_BYLINE,
  PLAY_HEADER_MEDIA,
  PLAY_HEADER_MENU,
  PLAY_HEADER_MENU_LABEL,
  PLAY_HEADER_ROW,
  PLAY_HEADER_STAT,
  PLAY_HEADER_STAT_WIDE,
  PLAY_HEADER_TITLE,
  PLAY_HEADER_TITLE_BOX,
  PLAY_HEADER_TITLE_ROW,
  PLAY_HEADER_TOOL,
  PLAY_HEADER_TOOL_LABEL,
  PLAY_HEADER_TOOLS,
  PLAY_MAIN,
  PLAY_PAGE,
  PLAYER_ACTION,
  PREPAINT_RUN_ABOVE,
  SCENE_ARTICLE,
  SCENE_EYEBROW,
  SCENE_EYEBROW_CHAPTER,
  SCENE_EYEBROW_DOT,
  SCENE_HEADER,
  SCENE_HEADING,
  SCENE_HEADING_ROW,
  SCENE_PARAGRAPH,
  SCENE_PICTURE,
  SCENE_PROSE,
  SCENE_TEXT_BOX,
  sceneHeading,
  sceneParagraphs,
  TRANSCRIPT,
  TRANSCRIPT_END,
} from "../../../contract/play-look";
import { emphasisRuns } from "../../../contract/scene-emphasis";
import type { Db } from "../../db/client";
import type { AiService } from "../../plugins/ai";
import type { PlayPageParts } from "../../plugins/static-client";
import { PlayService } from "./play-service";
import { THEME_SCRIPT } from "./play-theme";
import { RunHistoryService } from "./run-history";

/**
 * A slow read is not waited for: past this, the link gets the plain play.html and the page reads
 * the run itself, as it did before (ADR 036).
 */
export const PREPAINT_READ_CAP_MS = 300;

/** The run's start-up data as embedded: the two answers the play page would otherwise ask for. */
export type PlayStartup = { token: string; session: unknown; page: unknown };

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);

/**
 * JSON safe inside `<script type="application/json">`: no `</script>` or `<!--` can close or
 * bend the element, and U+2028/2029 are escaped for the readers that still choke on them.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** A paragraph with its italic and bold (ADR 035), as SceneView's EmphasizedText draws it. */
function emphasized(text: string): string {
  return emphasisRuns(text)
    .map((run) => {
      const words = run.italic ? `<em>${escapeHtml(run.text)}</em>` : escapeHtml(run.text);
      return run.bold ? `<strong>${words}</strong>` : words;
    })
    .join("");
}

/**
 * The header's buttons keep their places but are not drawn until React draws them with their
 * icons (lucide's, which the server does not bundle): an empty bordered box read as a broken
 * button (issue 33).
 */
const UNDRAWN = "invisible";

/**
 * The play screen as React first draws it for a run opened by its link (play-page.tsx,
 * play-header.tsx, transcript.tsx, scene-view.tsx), with the classes those use: the header's row
 * and the newest scene where the screen puts them, so that nothing moves when React replaces
 * this. Left out, drawn by React: the icons and the header's buttons (their places kept,
 * UNDRAWN), the run above (its room kept), the scene's picture when images are on, the choices
 * and the sidebar.
 */
export function prepaintMarkup(session: SessionData): string {
  const { game, playerState: player } = session;
  // Opened in the middle of a run, the screen is scrolled to the run's end: the last action,
  // then the scene. At its start it is at the top, the header's night sky behind.
  const past = session.currentSceneNumber > 1;
  const last = past ? session.actionHistory.at(-1)?.playerAction : undefined;
  const heading = sceneHeading(session);
  const chapter = session.chapterTitle && session.chapterTitle !== heading ? session.chapterTitle : null;
  const icon = (size: string) => `<span aria-hidden="true" class="${size} shrink-0"></span>`;

  const header =
    `<header data-play-header class="${PLAY_HEADER}"><div class="${PLAY_HEADER_ROW}">` +
    `<span aria-hidden="true" class="${PLAY_HEADER_BACK} ${UNDRAWN}"></span>` +
    `<div class="${PLAY_HEADER_TITLE_BOX}"><div class="${PLAY_HEADER_TITLE_ROW}">` +
    `<h1 title="${escapeHtml(game.title)}" class="${PLAY_HEADER_TITLE}">${escapeHtml(game.title)}</h1></div>` +
    `<p class="${PLAY_HEADER_BYLINE}">by ${escapeHtml(game.creatorName)}</p></div>` +
    `<span class="${PLAY_HEADER_STAT} inline-flex" title="Health">${icon("size-4")}` +
    `<span class="sr-only">Health: </span><span>${player.health}` +
    `<span class="hidden sm:inline">/${player.maxHealth}</span></span></span>` +
    `<span class="${PLAY_HEADER_STAT} ${PLAY_HEADER_STAT_WIDE}" title="Inventory">${icon("size-4")}` +
    `<span class="sr-only">Inventory: </span>${player.inventory.length}/${INVENTORY_LIMIT}</span>` +
    // The saved tick's place: empty, it still takes the row's gap.
    `<span class="inline-flex shrink-0"></span>` +
    // Desktop's own buttons, in their default state (media off): the stats stay where they will be.
    `<div aria-hidden="true" class="${PLAY_HEADER_TOOLS}">${inlineTools(session)
      .map(
        (label) =>
          `<span class="${PLAY_HEADER_TOOL} ${UNDRAWN}">${icon("size-4")}<span class="${PLAY_HEADER_TOOL_LABEL}">${label}</span></span>`,
      )
      .join("")}</div>` +
    `<div aria-hidden="true" class="${PLAY_HEADER_MEDIA}"><span class="${MEDIA_CONTROLS}">${[
      "Audio",
      "Images",
    ]
      .map(
        (label) =>
          `<span class="${MEDIA_CONTROL} ${MEDIA_CONTROL_IDLE} ${UNDRAWN}">${icon("size-4")}<span class="${PLAY_HEADER_TOOL_LABEL}">${label}</span></span>`,
      )
      .join("")}</span></div>` +
    `<span aria-hidden="true" class="${PLAY_HEADER_MENU} ${UNDRAWN}">${icon("size-4")}` +
    `<span class="${PLAY_HEADER_MENU_LABEL}">Menu</span></span>` +
    `</div></header>`;

  const runEnd = past
    ? `<section aria-label="The story so far" class="${TRANSCRIPT}"><div class="${PREPAINT_RUN_ABOVE}"></div>` +
      `<div class="${TRANSCRIPT_END}">${
        last ? `<p class="${PLAYER_ACTION}"><span class="sr-only">You: </span>${escapeHtml(last)}</p>` : ""
      }</div></section>`
    : "";

  const picture = session.chapterImageUrl
    ? `<figure class="${CHAPTER_PICTURE} ${SCENE_PICTURE}"><img src="${escapeHtml(session.chapterImageUrl)}" ` +
      `alt="${escapeHtml(session.chapterTitle ?? heading)}" decoding="async" width="768" height="512" ` +
      `class="size-full object-cover"></figure>`
    : "";

  const paragraphs = sceneParagraphs(session.currentScene)
    .map((p) => `<p class="${SCENE_PARAGRAPH}">${emphasized(p)}</p>`)
    .join("");
  const scene =
    `<article aria-labelledby="scene-heading" class="${SCENE_ARTICLE}"><header class="${SCENE_HEADER}">` +
    `<p class="${SCENE_EYEBROW}"><span data-testid="scene-number">Scene ${session.currentSceneNumber}</span>` +
    (chapter
      ? `<span class="${SCENE_EYEBROW_CHAPTER}"><span aria-hidden="true" class="${SCENE_EYEBROW_DOT}">·</span>` +
        `<span data-testid="chapter-title">${escapeHtml(chapter)}</span></span>`
      : "") +
    `</p><div class="${SCENE_HEADING_ROW}"><h2 id="scene-heading" tabindex="-1" class="${SCENE_HEADING}">` +
    `${escapeHtml(heading)}</h2></div></header>${picture}` +
    `<section aria-label="Scene text" class="${SCENE_TEXT_BOX}"><div class="${SCENE_PROSE}" data-testid="scene-text">` +
    `${paragraphs}</div></section></article>`;

  return (
    `<div class="${PLAY_PAGE}" data-prepaint>${header}<div class="relative">` +
    (past ? "" : `<div aria-hidden="true" class="${PLAY_BAND}"></div>`) +
    `<div class="${PLAY_GRID}"><main class="${PLAY_MAIN}">${runEnd}${scene}</main>` +
    `<aside aria-label="Player" class="min-w-0"></aside></div></div></div>`
  );
}

/** The header's tools that desktop shows as buttons (header-actions.tsx's `inline` ones), by their words. */
function inlineTools(session: SessionData): string[] {
  const { game } = session;
  const regenerate = game.allowRegeneration && !game.useCompleteStorySystem;
  return ["Roll back", ...(regenerate ? ["Regenerate scene"] : []), "Save", "Download story"];
}

function capped<T>(read: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((done) => {
    timer = setTimeout(() => done(null), ms);
  });
  return Promise.race([read, late]).finally(() => clearTimeout(timer));
}

/**
 * The parts of a `?session=` play link's HTML (ADR 036): the session and its newest transcript
 * page read by the same services and checks as GET /api/sessions/{t} and its transcript (the
 * visitor's own cookie, the game's slug), encoded by the same schemas; null, for the plain page,
 * on any other address, `loadSave` (a POST the page sends), a token that reads nothing or names
 * another game, a failure, or a read slower than PREPAINT_READ_CAP_MS.
 */
export function playPrepaint({ db, ai, shared }: { db: Db; ai: AiService; shared: boolean }) {
  const play = new PlayService(db, ai, shared);
  const history = new RunHistoryService(db);

  async function read(request: FastifyRequest, token: string): Promise<PlayStartup> {
    const viewer = await request.currentUser();
    const [session, page] = await Promise.all([
      play.get(token, viewer),
      // The page reads its run without it when this fails: so does the embedded data.
      history.transcript(token, viewer, undefined, TRANSCRIPT_PAGE).catch(() => null),
    ]);
    return {
      token,
      session: z.encode(SessionData, session),
      page: page ? z.encode(TranscriptResponse, page) : null,
    };
  }

  return async (request: FastifyRequest): Promise<PlayPageParts | null> => {
    const query = request.url.indexOf("?");
    // The start-up script reads only this shape of address (session-prestart.ts): nothing else is embedded.
    const address = /^\/play\/([^/%?#]+)$/.exec(query >= 0 ? request.url.slice(0, query) : request.url);
    const params = new URLSearchParams(query >= 0 ? request.url.slice(query + 1) : "");
    const token = params.get("session");
    if (!address || !token || params.has("loadSave")) return null;
    if (!SessionTokenParams.safeParse({ sessionToken: token }).success) return null;
    try {
      const startup = await capped(read(request, token), PREPAINT_READ_CAP_MS);
      const session = startup?.session as SessionData | undefined;
      if (!startup || !session || session.game.shareSlug !== address[1]) return null;
      return {
        data: `<script type="application/json" id="${PLAY_STARTUP_ELEMENT_ID}">${scriptJson(startup)}</script>`,
        root: prepaintMarkup(session),
        // The reader's theme before the pre-paint is drawn, as the app would set it.
        head: THEME_SCRIPT,
      };
    } catch {
      // Unknown, expired or not the viewer's: the page asks, and shows what it is told.
      return null;
    }
  };
}
