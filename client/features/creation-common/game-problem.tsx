import { ArrowLeft, FileQuestion, Home, RefreshCw } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../../ui/button";
import { StudioPage } from "./studio-page";

/** Someone else's game says the same as a missing one (the server answers 404 for both). */
export const GAME_NOT_FOUND_TEXT =
  "This game doesn't exist, or it belongs to another account. It may have been deleted.";
export const LOAD_FAILED_TEXT = "Please check your connection and try again.";

/**
 * A studio screen whose game could not be shown (not found, not yours, or not loaded): the
 * page's own frame, what went wrong, a way home ("Go Home" or Edit Game's "Back to Games"),
 * and Try again when a retry may help.
 */
export function GameProblem({
  page,
  title,
  text,
  home = "Go Home",
  onRetry,
}: {
  page: { title: string; subtitle: string };
  title: string;
  text: string;
  home?: "Go Home" | "Back to Games";
  onRetry?: () => void;
}) {
  const HomeIcon = home === "Go Home" ? Home : ArrowLeft;
  return (
    <StudioPage title={page.title} subtitle={page.subtitle}>
      <div className="mx-auto max-w-md rounded-2xl border border-ink-200 bg-white px-6 py-10 text-center shadow-sm dark:border-ink-800 dark:bg-ink-900">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-ember-500/15 text-ember-700 dark:text-ember-400">
          <FileQuestion aria-hidden className="size-7" />
        </span>
        <h2 className="mt-5 font-display font-semibold text-2xl text-ink-950 tracking-tight dark:text-white">
          {title}
        </h2>
        <p className="mt-2 text-ink-600 leading-relaxed dark:text-ink-300">{text}</p>
        <div className="mt-7 flex flex-col justify-center gap-2 sm:flex-row">
          {onRetry ? (
            <Button variant="secondary" size="lg" onClick={onRetry}>
              <RefreshCw aria-hidden />
              Try again
            </Button>
          ) : null}
          <Button asChild size="lg">
            <Link href="/">
              <HomeIcon aria-hidden />
              {home}
            </Link>
          </Button>
        </div>
      </div>
    </StudioPage>
  );
}
