import { ArrowLeft, Compass, KeyRound, RefreshCw, TriangleAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "wouter";
import type { SavedGame } from "../../../contract/play";
import { useAuth } from "../../app/use-auth";
import { Button } from "../../ui/button";
import { Logo } from "../../ui/logo";
import { DeleteSavedGameDialog } from "./delete-saved-game-dialog";
import { SavedGameCard } from "./saved-game-card";
import { SavedGamesSkeleton } from "./saved-games-skeleton";
import {
  handleUnauthorized,
  useDeleteSavedGame,
  useDownloadSavedGame,
  useResumeGame,
  useSavedGames,
} from "./use-saved-games";

function PageHeader() {
  return (
    <header className="border-ink-200 border-b bg-white/80 backdrop-blur dark:border-ink-800 dark:bg-ink-900/80">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-6 py-3">
        <Link href="/" className="rounded-lg">
          <Logo />
        </Link>
        <Button asChild variant="ghost" size="sm">
          <Link href="/">
            <ArrowLeft aria-hidden />
            Back to Studio
          </Link>
        </Button>
      </div>
    </header>
  );
}

function EmptyState() {
  return (
    <section
      aria-labelledby="empty-heading"
      className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-ink-300 border-dashed bg-white px-6 py-14 text-center dark:border-ink-700 dark:bg-ink-900"
    >
      <span className="flex size-16 items-center justify-center rounded-2xl bg-ember-500/15 text-ember-700 dark:text-ember-400">
        <Compass aria-hidden className="size-8" />
      </span>
      <h2
        id="empty-heading"
        className="mt-5 font-display font-semibold text-2xl text-ink-950 tracking-tight dark:text-white"
      >
        No Saved Games
      </h2>
      <p className="mt-2 max-w-sm text-ink-600 leading-relaxed dark:text-ink-300">
        Every adventure you play while signed in is saved here automatically, so you can pick it up right
        where you left off.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild size="lg">
          <Link href="/">
            <Compass aria-hidden />
            Browse Games
          </Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link href="/load-save">
            <KeyRound aria-hidden />
            Use a save code
          </Link>
        </Button>
      </div>
    </section>
  );
}

function ErrorState({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-red-200 bg-white px-6 py-12 text-center dark:border-red-900 dark:bg-ink-900"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-300">
        <TriangleAlert aria-hidden className="size-7" />
      </span>
      <h2 className="mt-5 font-display font-semibold text-ink-950 text-xl dark:text-white">
        We couldn't load your saved games
      </h2>
      <p className="mt-2 text-ink-600 text-sm dark:text-ink-300">
        Your progress is safe. Check your connection and try again.
      </p>
      <Button variant="secondary" className="mt-6" onClick={onRetry} disabled={retrying}>
        <RefreshCw aria-hidden className={retrying ? "animate-spin" : undefined} />
        Try again
      </Button>
    </section>
  );
}

function SavedGameItem({
  game,
  resuming,
  onResume,
  onDelete,
}: {
  game: SavedGame;
  resuming: boolean;
  onResume: () => void;
  onDelete: () => void;
}) {
  const download = useDownloadSavedGame();
  return (
    <SavedGameCard
      game={game}
      resuming={resuming}
      downloading={download.isPending ? (download.variables?.format ?? null) : null}
      onResume={onResume}
      onDownload={(format) => download.mutate({ game, format })}
      onDelete={onDelete}
    />
  );
}

/** `/saved-games`, Continue Playing (spec 001): the signed-in player's saved sessions. */
export default function SavedGamesPage() {
  const { user } = useAuth();
  const savedGames = useSavedGames(user?.id);
  const resume = useResumeGame();
  const remove = useDeleteSavedGame();
  const [toDelete, setToDelete] = useState<SavedGame | null>(null);

  useEffect(() => {
    if (savedGames.error) handleUnauthorized(savedGames.error);
  }, [savedGames.error]);

  const games = savedGames.data;
  const count = games?.length ?? 0;

  return (
    <div className="min-h-dvh bg-ink-50 dark:bg-ink-950">
      <PageHeader />
      <main className="mx-auto max-w-6xl px-6 py-10">
        <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="font-display font-semibold text-3xl text-ink-950 tracking-tight dark:text-white">
              Continue Playing
            </h1>
            <p className="mt-2 text-ink-600 dark:text-ink-300">
              Pick up your adventures right where you left off.
            </p>
          </div>
          {count > 0 && (
            <p className="text-ink-500 text-sm dark:text-ink-300">
              {count} saved {count === 1 ? "game" : "games"}
            </p>
          )}
        </div>

        {savedGames.isPending ? (
          <SavedGamesSkeleton />
        ) : savedGames.isError ? (
          <ErrorState onRetry={() => void savedGames.refetch()} retrying={savedGames.isFetching} />
        ) : count === 0 ? (
          <EmptyState />
        ) : (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {games?.map((game) => (
              <li key={game.sessionToken} className="min-w-0">
                <SavedGameItem
                  game={game}
                  resuming={resume.isPending && resume.variables === game.sessionToken}
                  onResume={() => resume.mutate(game.sessionToken)}
                  onDelete={() => setToDelete(game)}
                />
              </li>
            ))}
          </ul>
        )}
      </main>

      <DeleteSavedGameDialog
        game={toDelete}
        pending={remove.isPending}
        onClose={() => setToDelete(null)}
        onConfirm={(game) => remove.mutate(game.sessionToken, { onSettled: () => setToDelete(null) })}
      />
    </div>
  );
}
