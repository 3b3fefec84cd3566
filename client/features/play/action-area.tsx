import {
  BookOpen,
  ChevronDown,
  Compass,
  Info,
  PenLine,
  Play,
  SendHorizontal,
  SkipForward,
} from "lucide-react";
import { type FormEvent, type KeyboardEvent, type ReactNode, useId, useState } from "react";
import type { Choice, SessionData } from "../../../contract/play";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import { ConfirmDialog } from "../../ui/confirm-dialog";
import { Spinner } from "../../ui/spinner";
import { isRefusal } from "./use-play-actions";

/** Spec 000 §4: the quick actions when the server suggests none. */
export const DEFAULT_QUICK_ACTIONS = [
  "Continue",
  "Look around",
  "Check inventory",
  "Move forward",
  "Examine surroundings",
  "Wait",
];
/** The longest action the server takes (contract/play.ts ACTION_MAX_CHARS). */
const ACTION_MAX_CHARS = 500;

/** What linear and story-only games send: the story, on to the next scene. */
export function continueInstruction(genre: string, sceneNumber: number): string {
  return `Continue the ${genre} story to scene ${sceneNumber + 1}.`;
}

type ActionAreaProps = {
  session: SessionData;
  busy: boolean;
  /** The action being processed, to mark the button that sent it. */
  pendingAction: string | null;
  /** `onSuccess` runs once the new scene is in place (not after a refusal). */
  onAction: (action: string, options?: { onSuccess?: () => void }) => void;
  onNextChapter: (options?: { onSuccess?: () => void }) => void;
  nextChapterPending: boolean;
};

/** A choice that moves the story to another chapter ("Continue to Chapter 2: …"). */
const CHAPTER_CHOICE = /^Continue to Chapter \d+/i;

/** The chapter the scene is in, as the Next Chapter question names it. */
function chapterName(session: SessionData): string {
  const { chapterTitle, game } = session;
  const index = chapterTitle
    ? (game.storyBeats?.chapters.findIndex((c) => c.title === chapterTitle) ?? -1)
    : -1;
  if (index >= 0) return `Chapter ${index + 1}`;
  return chapterTitle ? `“${chapterTitle}”` : "this chapter";
}

function visibleChoices(choices: Choice[]) {
  return choices.flatMap((choice) => {
    if (typeof choice === "string") return choice.trim() ? [{ text: choice, hint: undefined }] : [];
    if (choice.hasScene === false || !choice.text.trim()) return [];
    return [{ text: choice.text, hint: choice.outcome ?? choice.type }];
  });
}

/** Spec 000 §4: the buttons and form a player acts with, by the game's gameplay mode. */
export function ActionArea({
  session,
  busy,
  pendingAction,
  onAction,
  onNextChapter,
  nextChapterPending,
}: ActionAreaProps) {
  const { game, currentSceneNumber, actionHistory } = session;
  const mode = game.gameplayMode;
  const opening = currentSceneNumber <= 1 && actionHistory.length === 0;
  const instruction = continueInstruction(game.genre, currentSceneNumber);
  const note =
    session.systemMessage?.trim() && !isRefusal(session.systemMessage) ? session.systemMessage : null;

  const [customOpen, setCustomOpen] = useState(false);
  const [custom, setCustom] = useState("");
  const formId = useId();
  const inputId = useId();
  const choicesId = useId();

  // Issue 33 item 6: one way forward per situation. A choice that goes on to the next chapter
  // is that way: Next Chapter (which asks first) is offered only when no choice is, and never
  // on the opening, before a turn is played. A written chapter whose only choices lead on to
  // another chapter has no Begin Adventure / Continue beside them.
  const choices = mode === "interactive" ? visibleChoices(session.choices) : [];
  const chapterWay = choices.some((c) => CHAPTER_CHOICE.test(c.text));
  const onlyChapterWays = chapterWay && choices.every((c) => CHAPTER_CHOICE.test(c.text));
  const offerNextChapter = mode === "interactive" && game.hasStructuredStory && !opening && !chapterWay;
  const [confirmSkip, setConfirmSkip] = useState(false);
  const quickActions =
    mode === "interactive" && choices.length === 0 && !game.useCompleteStorySystem
      ? session.quickActions.length
        ? session.quickActions
        : DEFAULT_QUICK_ACTIONS
      : [];

  // Spec 000 §4: every successful action clears the input, however it was sent.
  const clearInput = { onSuccess: () => setCustom("") };
  const act = (action: string) => onAction(action, clearInput);

  const submitCustom = (event?: FormEvent) => {
    event?.preventDefault();
    const text = custom.trim();
    if (!text || busy) return;
    // Spec 000 §5: linear and story-only games ignore what was typed.
    act(mode === "interactive" ? text : instruction);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) submitCustom(event);
  };

  const marker = (action: string, icon: ReactNode) => (busy && pendingAction === action ? <Spinner /> : icon);

  let primaryLabel: string;
  let primaryAction: string;
  let primaryIcon: ReactNode;
  if (mode === "linear") {
    primaryLabel = "Next Scene";
    primaryAction = instruction;
    primaryIcon = <SkipForward aria-hidden />;
  } else if (mode === "story-only") {
    primaryLabel = opening ? "Begin Reading" : "Continue";
    primaryAction = instruction;
    primaryIcon = <BookOpen aria-hidden />;
  } else {
    primaryLabel = opening ? "Begin Adventure" : "Continue";
    primaryAction = opening ? "Begin the adventure" : "Continue";
    primaryIcon = <Play aria-hidden />;
  }

  return (
    <section
      aria-labelledby="actions-heading"
      className="rounded-2xl border border-ink-200 bg-white p-5 shadow-ink-900/5 shadow-sm sm:p-6 dark:border-ink-800 dark:bg-ink-900"
    >
      <h2
        id="actions-heading"
        className="font-display font-semibold text-ink-950 text-lg tracking-tight dark:text-white"
      >
        {mode === "interactive" ? "What will you do?" : "Read on"}
      </h2>

      <div role="status" aria-live="polite">
        {busy ? (
          <p className="mt-3 flex items-center gap-2.5 rounded-lg bg-ember-500/10 px-3.5 py-2.5 text-ember-800 text-sm dark:text-ember-300">
            <Spinner className="size-4 shrink-0" />
            AI is processing your action... (this may take 10-15 seconds)
          </p>
        ) : null}
      </div>

      {/* A note from the storyteller with this scene; a refusal opens its popup instead. */}
      <div role="status" aria-live="polite">
        {note ? (
          <p
            data-testid="system-note"
            className="mt-3 flex items-start gap-2.5 rounded-lg border border-ink-200 bg-ink-50 px-3.5 py-2.5 text-ink-700 text-sm leading-relaxed dark:border-ink-700 dark:bg-ink-950/50 dark:text-ink-200"
          >
            <Info aria-hidden className="mt-0.5 size-4 shrink-0 text-ink-500 dark:text-ink-300" />
            <span>
              <span className="sr-only">Note: </span>
              {note}
            </span>
          </p>
        ) : null}
      </div>

      <div className="mt-4 flex flex-wrap gap-2.5">
        {onlyChapterWays ? null : (
          <Button
            size="lg"
            disabled={busy}
            onClick={() => act(primaryAction)}
            className="flex-1 sm:flex-none"
          >
            {marker(primaryAction, primaryIcon)}
            {primaryLabel}
          </Button>
        )}
        {offerNextChapter ? (
          <Button
            size="lg"
            variant="secondary"
            disabled={busy}
            onClick={() => setConfirmSkip(true)}
            className="flex-1 sm:flex-none"
          >
            {nextChapterPending ? <Spinner /> : <Compass aria-hidden />}
            Next Chapter
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmSkip}
        pending={nextChapterPending}
        title={`Skip the rest of ${chapterName(session)}?`}
        description="The story moves on to the next chapter now, and what is left of this one is not played."
        confirmLabel="Skip to Next Chapter"
        pendingLabel="Moving on…"
        icon={Compass}
        onConfirm={() => {
          // The Next Chapter button shows the wait, as the other actions do.
          setConfirmSkip(false);
          onNextChapter(clearInput);
        }}
        onClose={() => setConfirmSkip(false)}
      />

      {choices.length > 0 ? (
        <div className="mt-6">
          <p id={choicesId} className="font-medium text-ink-700 text-sm dark:text-ink-200">
            Or choose a specific action:
          </p>
          <ul aria-labelledby={choicesId} className="mt-2.5 grid gap-2 sm:grid-cols-2">
            {choices.map((choice, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two choices may read the same
              <li key={`${i}-${choice.text}`}>
                <button
                  type="button"
                  disabled={busy}
                  data-action={choice.text}
                  onClick={() => act(choice.text)}
                  className="group flex h-full w-full cursor-pointer items-start gap-3 rounded-xl border border-ink-200 bg-ink-50/60 px-4 py-3 text-left text-ink-900 transition hover:border-ember-500 hover:bg-ember-500/8 disabled:cursor-not-allowed disabled:opacity-55 disabled:hover:border-ink-200 disabled:hover:bg-ink-50/60 dark:border-ink-700 dark:bg-ink-950/40 dark:text-ink-50 dark:hover:border-ember-400"
                >
                  <span
                    aria-hidden
                    className="mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full bg-ink-900 font-semibold text-white text-xs group-hover:bg-ember-500 group-hover:text-ink-950 dark:bg-ink-700"
                  >
                    {busy && pendingAction === choice.text ? <Spinner className="size-3.5" /> : i + 1}
                  </span>
                  <span className="grid gap-0.5">
                    <span className="font-medium leading-snug">{choice.text}</span>
                    {choice.hint ? (
                      <span className="text-ink-500 text-xs dark:text-ink-300">{choice.hint}</span>
                    ) : null}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {quickActions.length > 0 ? (
        <div className="mt-6">
          <p className="font-medium text-ink-700 text-sm dark:text-ink-200">Quick actions</p>
          <ul className="mt-2.5 flex flex-wrap gap-2">
            {quickActions.map((action) => (
              <li key={action}>
                <Button variant="secondary" size="sm" disabled={busy} onClick={() => act(action)}>
                  {busy && pendingAction === action ? <Spinner /> : null}
                  {action}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {mode === "interactive" ? (
        <div className="mt-6 border-ink-100 border-t pt-4 dark:border-ink-800">
          <button
            type="button"
            aria-expanded={customOpen}
            aria-controls={formId}
            onClick={() => setCustomOpen((open) => !open)}
            className="inline-flex cursor-pointer items-center gap-2 rounded-md font-medium text-ink-700 text-sm hover:text-ink-950 dark:text-ink-200 dark:hover:text-white"
          >
            <PenLine aria-hidden className="size-4" />
            Write your own action
            <ChevronDown
              aria-hidden
              className={cn("size-4 transition-transform", customOpen && "rotate-180")}
            />
          </button>
          <form id={formId} hidden={!customOpen} onSubmit={submitCustom} className="mt-3 grid gap-2.5">
            <label htmlFor={inputId} className="sr-only">
              Your action
            </label>
            <textarea
              id={inputId}
              value={custom}
              onChange={(e) => setCustom(e.target.value)}
              onKeyDown={onKeyDown}
              maxLength={ACTION_MAX_CHARS}
              rows={2}
              placeholder="Describe what you do, e.g. “Search the old cart for anything useful”"
              className="w-full resize-y rounded-xl border border-ink-200 bg-white px-3.5 py-3 text-ink-950 outline-none transition placeholder:text-ink-400 focus:border-ember-500 focus:ring-3 focus:ring-ember-500/25 dark:border-ink-700 dark:bg-ink-950 dark:text-ink-50"
            />
            <div className="flex items-center justify-between gap-3">
              <p className="text-ink-500 text-xs dark:text-ink-300">
                Enter to send · Shift+Enter for a new line
              </p>
              <Button type="submit" disabled={busy || !custom.trim()}>
                {busy && pendingAction === custom.trim() ? <Spinner /> : <SendHorizontal aria-hidden />}
                Take Action
              </Button>
            </div>
          </form>
        </div>
      ) : null}
    </section>
  );
}
