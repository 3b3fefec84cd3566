import { Feather, RotateCcw, Skull, Sparkles } from "lucide-react";
import { Link } from "wouter";
import type { SessionData } from "../../../contract/play";
import { Button } from "../../ui/button";
import { Spinner } from "../../ui/spinner";

type RunEndedProps = {
  session: SessionData;
  slug: string;
  busy: boolean;
  rollingBack: boolean;
  onRollback: () => void;
};

/** The address of a new run of the same game (a preview stays a preview); `restart` asks nothing. */
export function playAgainHref(slug: string, previewMode: boolean): string {
  return `/play/${encodeURIComponent(slug)}?${previewMode ? "preview=true&" : ""}restart=1`;
}

/**
 * In place of the action area once the run is over (`session.ended`): the server refuses any
 * further action there, so the only ways on are back one scene or a new run from the start.
 */
export function RunEnded({ session, slug, busy, rollingBack, onRollback }: RunEndedProps) {
  const fell = session.playerState.health <= 0;
  const ending = session.playerState.achievements.findLast((a) => a.startsWith("Ending: "));
  const canRollBack = session.currentSceneNumber > 1;
  return (
    <section
      aria-labelledby="run-ended-heading"
      data-testid="run-ended"
      className="relative overflow-hidden rounded-2xl border border-ember-300/60 bg-gradient-to-br from-ember-50 via-white to-white p-5 shadow-ink-900/5 shadow-sm sm:p-7 dark:border-ember-500/30 dark:from-ember-500/10 dark:via-ink-900 dark:to-ink-900"
    >
      <div className="flex items-center gap-4">
        <span
          aria-hidden
          className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-ink-950 text-ember-300 dark:bg-ember-500/15"
        >
          {fell ? <Skull className="size-5" /> : <Sparkles className="size-5" />}
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-ember-700 text-xs uppercase tracking-widest dark:text-ember-400">
            {fell ? "Your run has ended" : "The End"}
          </p>
          <h2
            id="run-ended-heading"
            className="mt-1 font-display font-semibold text-ink-950 text-xl tracking-tight sm:text-2xl dark:text-white"
          >
            {fell ? "Your strength gave out" : (ending?.slice("Ending: ".length) ?? "You reached an ending")}
          </h2>
        </div>
      </div>
      {/* Under the heading's text from tablet width; the full width on a phone, not a thin column. */}
      <p className="mt-3 text-ink-700 leading-relaxed sm:pl-15 dark:text-ink-200">
        {fell
          ? "This is where this run of the story stops. Roll back to the scene before and try another way, or begin the adventure again."
          : "You reached one of this story's endings. Roll back to choose another path, or play again from the beginning."}
      </p>
      <div className="mt-6 flex flex-col gap-2.5 sm:flex-row sm:pl-15">
        <Button asChild size="lg" className="sm:flex-none">
          <Link href={playAgainHref(slug, session.previewMode)}>
            <Feather aria-hidden />
            Play Again
          </Link>
        </Button>
        {canRollBack ? (
          <Button size="lg" variant="secondary" disabled={busy} onClick={onRollback} className="sm:flex-none">
            {rollingBack ? <Spinner /> : <RotateCcw aria-hidden />}
            Roll Back
          </Button>
        ) : null}
      </div>
    </section>
  );
}
