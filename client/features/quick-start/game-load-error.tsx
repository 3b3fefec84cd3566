import { CircleAlert, RefreshCw, Sparkles } from "lucide-react";
import { Button } from "../../ui/button";
import { Spinner } from "../../ui/spinner";

/**
 * `/quick-start?gameId=` when that game cannot be read: say so and let the creator choose,
 * rather than quietly starting a different story.
 */
export function GameLoadError({
  notFound,
  retrying,
  onRetry,
  onStartNew,
}: {
  notFound: boolean;
  retrying: boolean;
  onRetry: () => void;
  onStartNew: () => void;
}) {
  return (
    <div
      role="alert"
      className="mb-6 flex flex-col gap-3 rounded-xl border border-red-300 bg-red-50 px-4 py-3 text-sm sm:flex-row sm:items-center sm:justify-between dark:border-red-800 dark:bg-red-950/60"
    >
      <div className="flex items-start gap-3">
        <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0 text-red-700 dark:text-red-300" />
        <div>
          <p className="font-semibold text-red-900 dark:text-red-100">This game could not be loaded</p>
          <p className="mt-0.5 text-red-800 dark:text-red-200">
            {notFound
              ? "It may have been deleted, or it belongs to another account."
              : "Please check your connection and try again."}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2">
        {notFound ? null : (
          <Button variant="secondary" size="sm" onClick={onRetry} disabled={retrying}>
            {retrying ? <Spinner className="size-4" /> : <RefreshCw aria-hidden />}
            Try again
          </Button>
        )}
        <Button variant="secondary" size="sm" onClick={onStartNew}>
          <Sparkles aria-hidden />
          Start a new story instead
        </Button>
      </div>
    </div>
  );
}
