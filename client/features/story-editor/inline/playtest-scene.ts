import type { Story } from "../story-draft";

/**
 * The owner's preview of the story: always a new run (`restart`, not the run this page showed
 * last), from the opening or from one scene.
 */
export const playtestPath = (slug: string, sceneId: string | null) =>
  `/play/${encodeURIComponent(slug)}?preview=true&restart=1${sceneId ? `&scene=${encodeURIComponent(sceneId)}` : ""}`;

const key = (title: unknown) => (typeof title === "string" ? title.trim().toLowerCase() : null);

/**
 * The story's scene a run is at, from the run's chapter and scene titles (play names scenes by
 * title): that chapter's scene first, else the first scene of that title. Null when none is.
 */
export function sceneOfRun(story: Story, session: unknown): string | null {
  if (!session || typeof session !== "object") return null;
  const { sceneTitle, chapterTitle } = session as { sceneTitle?: unknown; chapterTitle?: unknown };
  const scene = key(sceneTitle);
  if (!scene) return null;
  const chapter = key(chapterTitle);
  const inChapter = story.chapters
    .find((c) => key(c.title) === chapter)
    ?.scenes.find((s) => key(s.title) === scene);
  if (inChapter) return inChapter.id;
  for (const c of story.chapters) {
    const found = c.scenes.find((s) => key(s.title) === scene);
    if (found) return found.id;
  }
  return null;
}
