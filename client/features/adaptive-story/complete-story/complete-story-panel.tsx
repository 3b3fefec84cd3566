import { BookOpen, RefreshCw, Sparkles, Trash2 } from "lucide-react";
import { useEffect, useState } from "react";
import { COMPLETE_STORY_CHAPTERS, type CompleteStoryChapter } from "../../../../contract/complete-story";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/confirm-dialog";
import { FormAlert } from "../../../ui/form-alert";
import { Spinner } from "../../../ui/spinner";
import { StoryChapterCard } from "./story-chapter-card";
import { EditStoryChapterDialog, RegenerateStoryChapterDialog } from "./story-chapter-dialogs";
import { StoryProgress } from "./story-progress";
import { useCompleteStory } from "./use-complete-story";
import { hasWrittenStory, replaceQuestion, WrittenStoryBanner } from "./written-story-banner";

type DialogState =
  | { kind: "edit"; chapterId: string }
  | { kind: "regenerate"; chapterId: string }
  | { kind: "delete" }
  | { kind: "restart"; question: string }
  | { kind: "replace"; question: string };

/**
 * Spec 002 §2: the Complete Story Generator. Starts a story written in the background (ADR 018),
 * follows its progress as the chapters land, and lets each chapter be edited or rewritten along
 * a direction.
 */
export function CompleteStoryPanel({ gameId }: { gameId: string }) {
  const story = useCompleteStory(gameId);
  const { progress } = story;
  const [dialog, setDialog] = useState<DialogState | null>(null);
  // The chapter a dialog is about stays while the dialog fades out.
  const [shown, setShown] = useState<DialogState | null>(null);
  useEffect(() => {
    if (dialog) setShown(dialog);
  }, [dialog]);
  const close = () => setDialog(null);
  const chapterOf = (d: DialogState | null): CompleteStoryChapter | null =>
    d && "chapterId" in d ? (progress?.chapters.find((c) => c.id === d.chapterId) ?? null) : null;
  const about = chapterOf(shown);

  if (!progress) {
    return (
      <section aria-labelledby="complete-story-heading" className="grid gap-4">
        <Heading />
        {story.query.isError ? (
          <div className="grid justify-items-start gap-3">
            <FormAlert>The story's progress could not be loaded.</FormAlert>
            <Button variant="secondary" size="sm" onClick={() => void story.query.refetch()}>
              Try Again
            </Button>
          </div>
        ) : (
          <p className="flex items-center gap-2 text-ink-600 text-sm dark:text-ink-300">
            <Spinner className="size-4" /> Loading the story…
          </p>
        )}
      </section>
    );
  }

  const generating = progress.status === "generating";
  const starting = story.start.isPending;
  const chapters = progress.chapters;
  // The game's written story, whichever tool wrote it: named, and asked about before replacing.
  const written = hasWrittenStory(progress.story) ? progress.story : null;
  const startFresh = () =>
    written ? setDialog({ kind: "replace", question: replaceQuestion(written) }) : story.start.mutate();

  return (
    <section aria-labelledby="complete-story-heading" className="grid gap-5">
      <div className="grid gap-4 rounded-2xl border border-ink-200 bg-white p-4 shadow-sm sm:p-6 dark:border-ink-800 dark:bg-ink-900">
        <Heading />
        <p className="max-w-prose text-ink-600 text-sm leading-relaxed dark:text-ink-300">
          Writes your whole story as {COMPLETE_STORY_CHAPTERS.min} to {COMPLETE_STORY_CHAPTERS.max} long
          chapters, from your game's outline when it has one. It is written in the background: you can leave
          this page and come back. Players then read it chapter by chapter.
        </p>
        <div className="flex flex-wrap gap-2">
          {progress.status === "idle" || generating ? (
            <Button onClick={startFresh} disabled={generating || starting}>
              {generating || starting ? <Spinner className="size-4" /> : <Sparkles aria-hidden />}
              {generating || starting ? "Generating…" : "Generate Complete Story"}
            </Button>
          ) : null}
          {progress.status === "error" ? (
            <Button onClick={() => story.start.mutate()} disabled={starting}>
              {starting ? <Spinner className="size-4" /> : <RefreshCw aria-hidden />}
              Try Again
            </Button>
          ) : null}
          {progress.status === "completed" ? (
            <Button
              variant="secondary"
              onClick={() =>
                setDialog({ kind: "restart", question: written ? replaceQuestion(written) : "" })
              }
              disabled={starting}
            >
              <Sparkles aria-hidden />
              Write a New Story
            </Button>
          ) : null}
          {chapters.length > 0 && !generating ? (
            <Button variant="ghost" onClick={() => setDialog({ kind: "delete" })}>
              <Trash2 aria-hidden />
              Delete Story
            </Button>
          ) : null}
        </div>
        {written ? <WrittenStoryBanner gameId={gameId} story={written} /> : null}
        <StoryProgress progress={progress} timedOut={story.timedOut} onKeepWatching={story.keepWatching} />
      </div>

      {chapters.length ? (
        <div className="grid gap-4">
          <h3 className="font-display font-semibold text-ink-950 text-lg dark:text-white">
            Chapters{" "}
            <span className="font-normal font-sans text-ink-500 text-sm dark:text-ink-300">
              ({chapters.length})
            </span>
          </h3>
          {chapters.map((chapter) => (
            <StoryChapterCard
              key={chapter.id}
              chapter={chapter}
              drawing={generating && !chapter.imageUrl}
              onEdit={() => setDialog({ kind: "edit", chapterId: chapter.id })}
              onRegenerate={() => setDialog({ kind: "regenerate", chapterId: chapter.id })}
            />
          ))}
        </div>
      ) : null}

      <EditStoryChapterDialog
        chapter={about}
        open={dialog?.kind === "edit"}
        onOpenChange={(open) => !open && close()}
        onSave={(change) => (about ? story.saveChapter(about.id, change) : Promise.resolve(false))}
      />
      <RegenerateStoryChapterDialog
        chapter={about}
        open={dialog?.kind === "regenerate"}
        onOpenChange={(open) => !open && close()}
        onRegenerate={(direction) =>
          about ? story.regenerateChapter(about.id, direction) : Promise.resolve(false)
        }
      />
      <ConfirmDialog
        open={dialog?.kind === "delete"}
        pending={story.remove.isPending}
        title="Delete This Story?"
        description="Its chapters, with your edits, are taken out of the written story. The Story Outline can be used again afterwards. The message that follows offers Undo, which brings the written story back."
        confirmLabel="Delete Story"
        pendingLabel="Deleting…"
        icon={Trash2}
        onConfirm={() => story.remove.mutate(undefined, { onSettled: close })}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog?.kind === "restart"}
        pending={starting}
        title="Write a New Story?"
        description={`A new story replaces these chapters, with your edits.${shown?.kind === "restart" && shown.question ? ` ${shown.question}` : ""}`}
        confirmLabel="Write a New Story"
        pendingLabel="Starting…"
        icon={Sparkles}
        onConfirm={() => story.start.mutate(undefined, { onSettled: close })}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog?.kind === "replace"}
        pending={starting}
        title="Replace the Written Story?"
        description={shown?.kind === "replace" ? shown.question : ""}
        confirmLabel="Replace and Generate"
        pendingLabel="Starting…"
        icon={Sparkles}
        onConfirm={() => story.start.mutate(undefined, { onSettled: close })}
        onClose={close}
      />
    </section>
  );
}

function Heading() {
  return (
    <h2
      id="complete-story-heading"
      className="flex items-center gap-2 font-display font-semibold text-ink-950 text-xl dark:text-white"
    >
      <BookOpen aria-hidden className="size-5 text-ember-600" />
      Complete Story Generator
    </h2>
  );
}
