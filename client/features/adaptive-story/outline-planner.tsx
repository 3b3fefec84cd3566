import { Eraser, MapPin, Square, Trash2, WandSparkles, X } from "lucide-react";
import { useEffect, useState } from "react";
import type { CharacterView, GameDetail } from "../../../contract/creation";
import { Button } from "../../ui/button";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { ProgressBar } from "../../ui/progress-bar";
import { Spinner } from "../../ui/spinner";
import { ChapterCard } from "./chapter-card";
import { ActionOptionDialog, ContentDialog, RegenerateDialog } from "./chapter-dialogs";
import { GenerateAllDialog } from "./generate-all-dialog";
import { customLocations, excerpt, generateAllQueue, hasContent, type PlannerChapter } from "./planner-model";
import { StoryBanner } from "./story-banner";
import { type ActionOption, type Planner, partId } from "./use-planner";

type DialogState =
  | { kind: "remove"; key: string }
  | { kind: "content"; key: string }
  | { kind: "regenerate"; key: string }
  | { kind: "clear"; key: string }
  | { kind: "action"; key: string; option: ActionOption | null }
  | { kind: "location"; location: string }
  | { kind: "generate-all" };

/**
 * Spec 002 §2: the Story Outline planner. Chapters in order, each with its plan, people, place,
 * text and actions; Generate All; the creator's own locations, removable from every chapter.
 */
export function OutlinePlanner({
  planner,
  cast,
  game,
}: {
  planner: Planner;
  cast: CharacterView[];
  game: Pick<GameDetail, "id" | "storyBeats">;
}) {
  const { chapters, focus } = planner;
  const [dialog, setDialog] = useState<DialogState | null>(null);
  // The chapter a dialog is about stays while the dialog fades out.
  const [shown, setShown] = useState<DialogState | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    if (dialog) setShown(dialog);
  }, [dialog]);
  const close = () => setDialog(null);
  const chapterOf = (d: DialogState | null) =>
    d && "key" in d ? (chapters.find((c) => c.key === d.key) ?? null) : null;
  const about = chapterOf(shown);

  // Focus follows a moved chapter, lands in a new chapter's title, or on the chapter after a removed one.
  // A request made while a dialog is open waits for it to close (the dialog holds focus till then).
  useEffect(() => {
    if (!focus || dialog) return;
    const element = document.getElementById(partId(focus.key, focus.target)) as HTMLButtonElement | null;
    if (!element) return;
    if (element.disabled) {
      const other = focus.target === "move-up" ? "move-down" : "move-up";
      (document.getElementById(partId(focus.key, other)) as HTMLButtonElement | null)?.focus();
      return;
    }
    element.focus();
  }, [focus, dialog]);

  const customs = customLocations(chapters);
  const written = chapters.filter(hasContent).length;
  const held = planner.generatingAll || planner.restructuring;

  const queued = generateAllQueue(chapters);
  const rewrites = chapters.filter((c) => queued.includes(c.key) && hasContent(c));
  const startGenerateAll = () => {
    if (queued.length && rewrites.length) setDialog({ kind: "generate-all" });
    else void planner.generateAll();
  };

  const confirm = async (work: () => Promise<unknown>) => {
    setPending(true);
    try {
      await work();
    } finally {
      setPending(false);
      close();
    }
  };

  return (
    <section aria-labelledby="story-outline-heading" className="grid gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2
            id="story-outline-heading"
            className="font-display font-semibold text-2xl text-ink-950 tracking-tight dark:text-white"
          >
            Story Outline
          </h2>
          <p className="mt-0.5 text-ink-600 text-sm dark:text-ink-300">
            {chapters.length} {chapters.length === 1 ? "chapter" : "chapters"}, {written} written. Changes are
            saved as you go.
          </p>
        </div>
        <Button onClick={() => !held && startGenerateAll()} aria-disabled={held || undefined}>
          {planner.generatingAll ? <Spinner className="size-4" /> : <WandSparkles aria-hidden />}
          Generate All
        </Button>
      </div>

      <StoryBanner game={game} />

      {planner.progress ? <GenerateAllProgress planner={planner} chapters={chapters} /> : null}

      {customs.length ? (
        <div className="rounded-xl border border-ink-200 bg-white p-4 dark:border-ink-800 dark:bg-ink-900">
          <h3 className="flex items-center gap-2 font-semibold text-ink-900 text-sm dark:text-ink-50">
            <MapPin aria-hidden className="size-4 text-ember-600" />
            Your locations
          </h3>
          <ul className="mt-2 flex flex-wrap gap-2">
            {customs.map((location) => (
              <li
                key={location}
                className="flex items-center gap-1 rounded-full border border-ink-200 bg-ink-50 py-0.5 pr-0.5 pl-3 text-ink-800 text-sm dark:border-ink-700 dark:bg-ink-950 dark:text-ink-100"
              >
                {location}
                <button
                  type="button"
                  aria-label={`Remove ${location} from all chapters`}
                  title="Remove from all chapters"
                  disabled={held}
                  onClick={() => setDialog({ kind: "location", location })}
                  className="flex size-7 cursor-pointer items-center justify-center rounded-full text-ink-500 hover:bg-ink-200 hover:text-ink-900 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ember-500/40 disabled:cursor-not-allowed dark:text-ink-300 dark:hover:bg-ink-800"
                >
                  <X aria-hidden className="size-3.5" />
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      <div className="grid items-start gap-6 lg:grid-cols-[15rem_minmax(0,1fr)]">
        <ChapterContents chapters={chapters} />
        <ol className="grid min-w-0 gap-6">
          {chapters.map((chapter, index) => (
            <li key={chapter.key} className="min-w-0">
              <ChapterCard
                chapter={chapter}
                index={index}
                total={chapters.length}
                cast={cast}
                customs={customs}
                save={planner.saves[chapter.key]}
                busy={planner.busy[chapter.key]}
                error={planner.errors[chapter.key]}
                held={held}
                planner={planner}
                onRemove={() => setDialog({ kind: "remove", key: chapter.key })}
                onEditContent={() => setDialog({ kind: "content", key: chapter.key })}
                onRegenerate={() => setDialog({ kind: "regenerate", key: chapter.key })}
                onClearContent={() => setDialog({ kind: "clear", key: chapter.key })}
                onEditAction={(option) => setDialog({ kind: "action", key: chapter.key, option })}
              />
            </li>
          ))}
        </ol>
      </div>

      <p role="status" className="sr-only">
        {planner.announcement}
      </p>

      <ConfirmDialog
        open={dialog?.kind === "remove"}
        pending={pending}
        title={`Remove Chapter ${about?.chapterNumber ?? ""}?`}
        description={`${about?.title.trim() ? `“${about.title.trim()}” and` : "The chapter and"} everything written for it will be deleted. Later chapters move up one number.`}
        confirmLabel="Remove Chapter"
        pendingLabel="Removing…"
        icon={Trash2}
        onConfirm={() => void confirm(() => planner.remove((shown as { key: string }).key))}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog?.kind === "clear"}
        pending={pending}
        title={`Clear Chapter ${about?.chapterNumber ?? ""}'s Text?`}
        description="The chapter's written text is deleted; its title, outline, people, place and actions stay."
        confirmLabel="Clear Text"
        pendingLabel="Clearing…"
        icon={Eraser}
        onConfirm={() => void confirm(() => planner.clearContent((shown as { key: string }).key))}
        onClose={close}
      />
      <ConfirmDialog
        open={dialog?.kind === "location"}
        pending={pending}
        title="Remove Location?"
        description={
          shown?.kind === "location"
            ? `“${shown.location}” is taken out of every chapter that uses it (${
                chapters.filter(
                  (c) => c.selectedLocation.trim().toLowerCase() === shown.location.toLowerCase(),
                ).length
              }); they will have no location.`
            : ""
        }
        confirmLabel="Remove From All Chapters"
        pendingLabel="Removing…"
        icon={MapPin}
        onConfirm={() => void confirm(() => planner.removeLocation((shown as { location: string }).location))}
        onClose={close}
      />
      <GenerateAllDialog
        open={dialog?.kind === "generate-all"}
        written={rewrites}
        missing={queued.length - rewrites.length}
        onChoose={(scope) => {
          close();
          void planner.generateAll(scope);
        }}
        onClose={close}
      />
      <ContentDialog
        chapter={shown?.kind === "content" ? about : null}
        open={dialog?.kind === "content"}
        onOpenChange={(open) => !open && close()}
        onSave={(content) => planner.setContent((shown as { key: string }).key, content)}
      />
      <RegenerateDialog
        chapter={shown?.kind === "regenerate" ? about : null}
        open={dialog?.kind === "regenerate"}
        onOpenChange={(open) => !open && close()}
        onRegenerate={(direction) => planner.regenerate((shown as { key: string }).key, direction)}
      />
      <ActionOptionDialog
        chapter={shown?.kind === "action" ? about : null}
        option={shown?.kind === "action" ? shown.option : null}
        chapters={chapters}
        open={dialog?.kind === "action"}
        onOpenChange={(open) => !open && close()}
        onSave={(option) => planner.saveAction((shown as { key: string }).key, option)}
      />
    </section>
  );
}

/** Generate All's progress: which chapter is being written, and how many are done. */
function GenerateAllProgress({ planner, chapters }: { planner: Planner; chapters: PlannerChapter[] }) {
  const progress = planner.progress;
  if (!progress) return null;
  const current = chapters.find((c) => c.key === progress.current);
  return (
    <div className="rounded-xl border border-ember-300 bg-ember-50 p-4 dark:border-ember-800 dark:bg-ember-950/40">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex items-center gap-2 font-medium text-ink-900 text-sm dark:text-ink-50">
          <Spinner className="size-4" />
          {progress.stopping
            ? "Stopping after this chapter…"
            : `Writing chapter ${current?.chapterNumber ?? ""}${current?.title.trim() ? `: ${current.title.trim()}` : ""}`}
        </p>
        <Button size="sm" variant="secondary" disabled={progress.stopping} onClick={planner.stopGenerateAll}>
          <Square aria-hidden />
          Stop
        </Button>
      </div>
      <ProgressBar
        className="mt-3"
        label="Generate All"
        value={progress.done}
        max={progress.total}
        valueText={`${progress.done} of ${progress.total} chapters written`}
      />
      <p className="mt-1.5 text-ink-600 text-xs dark:text-ink-300">
        {progress.done} of {progress.total} chapters written
      </p>
    </div>
  );
}

/** The chapters listed compactly, each with a 100-character excerpt (spec 002 §9), to jump to. */
function ChapterContents({ chapters }: { chapters: PlannerChapter[] }) {
  return (
    <nav
      aria-label="Chapters"
      className="hidden rounded-2xl border border-ink-200 bg-white p-3 lg:sticky lg:top-6 lg:block lg:max-h-[calc(100dvh-3rem)] lg:overflow-y-auto dark:border-ink-800 dark:bg-ink-900"
    >
      <h3 className="px-2 pt-1 font-semibold text-ink-900 text-sm dark:text-ink-50">Chapters</h3>
      <ol className="mt-2 grid gap-0.5">
        {chapters.map((c) => (
          <li key={c.key}>
            <a
              href={`#${partId(c.key, "card")}`}
              onClick={(e) => {
                e.preventDefault();
                const card = document.getElementById(partId(c.key, "card"));
                card?.scrollIntoView({ block: "start" });
                document.getElementById(partId(c.key, "heading"))?.focus({ preventScroll: true });
              }}
              className="block rounded-lg px-2 py-1.5 text-sm hover:bg-ink-100 focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ember-500/40 dark:hover:bg-ink-800"
            >
              <span className="flex items-center gap-1.5 font-medium text-ink-900 dark:text-ink-50">
                <span className="text-ink-500 tabular-nums dark:text-ink-300">{c.chapterNumber}.</span>
                <span className="min-w-0 truncate">{c.title.trim() || "Untitled"}</span>
                {hasContent(c) ? (
                  <span className="ml-auto shrink-0 text-emerald-700 text-xs dark:text-emerald-300">
                    Written
                  </span>
                ) : null}
              </span>
              {c.outline.trim() ? (
                <span className="mt-0.5 block break-words text-ink-600 text-xs leading-snug dark:text-ink-300">
                  {excerpt(c.outline)}
                </span>
              ) : null}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
