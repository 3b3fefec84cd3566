import { createHash } from "node:crypto";
import type { StoryBeats } from "../../db/schema";
import { closingText } from "../../game/story-chapters";
import { type PlayerScene, type PlayerStory, STORY_DATA_ID } from "./player/story-data";
import { playerAssets } from "./player-assets";
import { gameIfid } from "./story-to-twee";

type Game = { id: string; title: string; description: string | null };
type Choice = StoryBeats["chapters"][number]["scenes"][number]["choices"][number];

/** The written story with every choice resolved as play resolves it (story-walk.ts). */
export function playerStory(
  game: Game,
  beats: StoryBeats | null,
  author: string,
  homeUrl: string,
): PlayerStory {
  const chapters = beats?.chapters ?? [];
  const sceneIds = new Set(chapters.flatMap((c) => c.scenes.map((s) => s.id)));
  const endingIds = new Set(beats?.endings?.map((e) => e.id) ?? []);
  const target = (choice: Choice): string | null => {
    if (choice.leadsToScene && sceneIds.has(choice.leadsToScene)) return choice.leadsToScene;
    if (choice.leadsToEnding && (sceneIds.has(choice.leadsToEnding) || endingIds.has(choice.leadsToEnding)))
      return choice.leadsToEnding;
    if (choice.leadsToChapter)
      return chapters.find((c) => c.id === choice.leadsToChapter)?.scenes[0]?.id ?? null;
    return null;
  };
  return {
    title: game.title,
    author,
    description: game.description ?? "",
    ifid: gameIfid(game.id, beats),
    homeUrl,
    chapters: chapters.map((chapter) => ({
      title: chapter.title,
      scenes: chapter.scenes.map(
        (scene): PlayerScene => ({
          id: scene.id,
          title: scene.title,
          text: scene.description,
          ...(scene.isEndingScene ? { ending: true as const } : {}),
          choices: scene.choices.map((c) => ({
            text: c.text,
            to: target(c),
            ...(c.effects ? { effects: c.effects } : {}),
          })),
        }),
      ),
    })),
    endings: (beats?.endings ?? [])
      .filter((e) => !sceneIds.has(e.id))
      .map((e) => ({ id: e.id, title: e.title, text: closingText(e.title), ending: true, choices: [] })),
  };
}

/** JSON safe inside <script>: no `</script`, no `<!--`, no line separators JavaScript chokes on. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

/**
 * One self-contained page (ADR 023): the story as a JSON block, the player's script and styles
 * inline, and a policy that lets nothing else run or load — no network at all.
 */
export async function storyHtml(story: PlayerStory): Promise<string> {
  const { js, css } = await playerAssets();
  const csp = [
    "default-src 'none'",
    `script-src ${sha256(js)}`,
    `style-src ${sha256(css)}`,
    "img-src data:",
    "font-src data:",
    "base-uri 'none'",
    "form-action 'none'",
  ].join("; ");
  const description = story.description
    ? `<meta name="description" content="${escapeHtml(story.description)}">`
    : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="generator" content="Taleforge">
<meta name="ifid" content="${story.ifid}">
${description}
<title>${escapeHtml(story.title)}</title>
<link rel="icon" href="data:,">
<style>${css}</style>
</head>
<body>
<div id="app"><noscript>This story needs JavaScript to play.</noscript></div>
<script type="application/json" id="${STORY_DATA_ID}">${scriptSafeJson(story)}</script>
<script>${js}</script>
</body>
</html>
`;
}
