import { BarChart3, BookOpenText, History, PenTool } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../../ui/button";
import { storyEditorHref, storyHistoryHref } from "../story-editor/story-links";

/** The Story Builder: the Adaptive Story page of this game (spec 002 §2). */
export const builderHref = (gameId: string) => `/adaptive-story/${encodeURIComponent(gameId)}`;

/** Story Builder and Edit in Builder: links to `/adaptive-story/{id}`. */
export function BuilderLink({ label, gameId }: { label: string; gameId: string }) {
  return (
    <Button asChild variant="secondary" size="sm">
      <Link href={builderHref(gameId)}>
        <PenTool aria-hidden />
        {label}
      </Link>
    </Button>
  );
}

/** The Story Editor: the written story (storyBeats) scene by scene. */
export function StoryEditorLink({ gameId }: { gameId: string }) {
  return (
    <Button asChild variant="secondary" size="sm">
      <Link href={storyEditorHref(gameId)}>
        <BookOpenText aria-hidden />
        Story Editor
      </Link>
    </Button>
  );
}

/** The story's History (every write kept the story before it): the Story Editor's panel. */
export function StoryHistoryLink({ gameId }: { gameId: string }) {
  return (
    <Button asChild variant="ghost" size="sm">
      <Link href={storyHistoryHref(gameId)}>
        <History aria-hidden />
        History
      </Link>
    </Button>
  );
}

/** The game's analytics panel (issue 34): how players play it. */
export function AnalyticsLink({ gameId }: { gameId: string }) {
  return (
    <Button asChild variant="secondary" size="sm">
      <Link href={`/analytics/${encodeURIComponent(gameId)}`}>
        <BarChart3 aria-hidden />
        Analytics
      </Link>
    </Button>
  );
}
