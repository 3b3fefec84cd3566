import { Play } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { GameDetail, OutlineChapterView } from "../../../contract/creation";
import { Button } from "../../ui/button";
import { StudioPage } from "../creation-common/studio-page";
import { WriterNote } from "../creation-common/writer-note";
import { useScrollClearOf, useUnsavedWarning } from "../edit-game/page-behaviour";
import { CompleteStoryPanel } from "./complete-story/complete-story-panel";
import { hasStory, useStoryProgress } from "./complete-story/use-complete-story";
import { FloatingActions } from "./floating-actions";
import { ModeLockBanner, ModeSwitch } from "./mode-switch";
import { OutlinePlanner } from "./outline-planner";
import { hasContent, initialMode, modeLock, type StoryMode } from "./planner-model";
import { usePlanner } from "./use-planner";

/** The owner's preview of the game, as `/gameplay?gameId=` opens it (GAPS.md). */
export const playHref = (game: Pick<GameDetail, "shareSlug">) =>
  `/play/${encodeURIComponent(game.shareSlug)}?preview=true`;

/**
 * Spec 002 §2: the Adaptive Story page. Story Outline is the planner; the Complete Story
 * Generator writes a whole story in the background (ADR 018). A game has one or the other
 * written: the switch locks the other side (§4).
 */
export function AdaptiveStory({ game, chapters }: { game: GameDetail; chapters: OutlineChapterView[] }) {
  const planner = usePlanner(game.id, chapters);
  const story = useStoryProgress(game.id);
  const lock = modeLock({
    outlineContent: planner.chapters.some(hasContent),
    completeChapters: hasStory(story.data),
  });
  const [mode, setMode] = useState<StoryMode>(() => initialMode(lock));
  useUnsavedWarning(planner.unsaved);
  // The floating buttons must not cover a field reached with the keyboard.
  useScrollClearOf("8rem");

  return (
    <StudioPage
      title="Adaptive Story"
      subtitle={game.title}
      backHref={`/edit/${game.id}`}
      backLabel="Back to Edit Game"
      width="wide"
    >
      <WriterNote className="-mt-4 mb-5" />
      <div className="flex flex-col gap-5 pb-36 sm:pb-28">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <ModeSwitch mode={mode} onChange={setMode} lock={lock} />
          <Button asChild variant="secondary" className="sm:mt-7">
            <Link href={playHref(game)}>
              <Play aria-hidden />
              Play Game
            </Link>
          </Button>
        </div>
        <ModeLockBanner lock={lock} />
        {mode === "outline" ? (
          <OutlinePlanner planner={planner} cast={game.characters} game={game} />
        ) : (
          <CompleteStoryPanel gameId={game.id} />
        )}
      </div>
      <FloatingActions
        onNewChapter={() => {
          if (mode !== "outline") setMode("outline");
          void planner.insertAfter(null);
        }}
        newChapterDisabled={planner.generatingAll || lock.outlineLocked}
      />
    </StudioPage>
  );
}
