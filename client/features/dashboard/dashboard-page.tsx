import { useEffect, useState } from "react";
import type { GameSummary } from "../../../contract/games";
import { STUDIO_LOADING_LABEL } from "../../app/studio-loading";
import { useAuth } from "../../app/use-auth";
import { cn } from "../../ui/cn";
import { FullPageLoader } from "../../ui/full-page-loader";
import { CustomUrlDialog } from "./custom-url-dialog";
import { DashboardActions, StatsCard } from "./dashboard-actions";
import { DashboardHeader } from "./dashboard-header";
import { EmptyGames, type Filter, GameGridSkeleton, GamesError } from "./dashboard-states";
import { DeleteGameDialog, DeleteScenesDialog } from "./delete-dialogs";
import { DuplicateDialog } from "./duplicate-dialog";
import { GameCard } from "./game-card";
import { hasWrittenStory, ReplaceStoryDialog } from "./replace-story-dialog";
import { useCreatorStats } from "./use-creator-stats";
import {
  handleUnauthorized,
  useCustomUrl,
  useDeleteGame,
  useDeleteScenes,
  useDuplicateGame,
  useGames,
  useGenerateStory,
  usePublishGame,
} from "./use-games";
import { WriterCard } from "./writer-card";

const FILTERS: Array<{ id: Filter; label: string; test: (g: GameSummary) => boolean }> = [
  { id: "all", label: "All Games", test: () => true },
  { id: "drafts", label: "Drafts", test: (g) => g.isDraft },
  { id: "published", label: "Published", test: (g) => g.isPublished },
];

type Dialog = { kind: "duplicate" | "url" | "delete" | "scenes" | "generate"; game: GameSummary } | null;

/** `/` for a signed-in creator: Your Creative Studio (spec 000 §2). */
export default function DashboardPage() {
  const { user, isLoading } = useAuth();
  const games = useGames(Boolean(user));
  const plays = useCreatorStats(Boolean(user));
  const [filter, setFilter] = useState<Filter>("all");
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const publish = usePublishGame();
  const generate = useGenerateStory();
  const removeGame = useDeleteGame();
  const removeScenes = useDeleteScenes();
  const duplicate = useDuplicateGame(close);
  const customUrl = useCustomUrl(close);

  useEffect(() => {
    if (games.error) handleUnauthorized(games.error);
  }, [games.error]);

  if (isLoading || !user) return <FullPageLoader label={STUDIO_LOADING_LABEL} />;

  const list = games.data ?? [];
  const counts = Object.fromEntries(FILTERS.map((f) => [f.id, list.filter(f.test).length])) as Record<
    Filter,
    number
  >;
  const active = FILTERS.find((f) => f.id === filter)?.test ?? (() => true);
  const shown = list.filter(active);
  const pick = (kind: NonNullable<Dialog>["kind"], game: GameSummary) => () => setDialog({ kind, game });
  const gameFor = (kind: NonNullable<Dialog>["kind"]) => (dialog?.kind === kind ? dialog.game : null);

  return (
    <div className="min-h-dvh bg-ink-50 dark:bg-ink-950">
      <DashboardHeader user={user} />
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        <div className="grid gap-6 lg:grid-cols-[1fr_18rem] lg:items-end">
          <div>
            <h1 className="font-display font-semibold text-3xl text-ink-950 tracking-tight sm:text-4xl dark:text-white">
              Your Creative Studio
            </h1>
            <p className="mt-2 text-ink-600 dark:text-ink-300">
              Manage your text adventures and track their performance.
            </p>
            <div className="mt-6">
              <DashboardActions />
            </div>
          </div>
          <StatsCard
            total={list.length}
            published={counts.published}
            drafts={counts.drafts}
            plays={plays.data}
            loading={games.isPending}
          />
        </div>
        <WriterCard />

        <div className="mt-10 mb-6 flex flex-wrap items-center justify-between gap-3">
          <h2 className="font-display font-semibold text-2xl text-ink-950 tracking-tight dark:text-white">
            Your Games
          </h2>
          <fieldset className="flex flex-wrap gap-1 rounded-xl border border-ink-200 bg-white p-1 dark:border-ink-800 dark:bg-ink-900">
            <legend className="sr-only">Show</legend>
            {FILTERS.map((f) => (
              <button
                key={f.id}
                type="button"
                aria-pressed={filter === f.id}
                onClick={() => setFilter(f.id)}
                className={cn(
                  "cursor-pointer rounded-lg px-3.5 py-1.5 font-medium text-sm transition-colors",
                  filter === f.id
                    ? "bg-ink-900 text-white dark:bg-ember-500 dark:text-ink-950"
                    : "text-ink-600 hover:bg-ink-100 hover:text-ink-900 dark:text-ink-300 dark:hover:bg-ink-800 dark:hover:text-white",
                )}
              >
                {/* No count until the games are in: "(0)" would be a guess. */}
                {games.isPending ? f.label : `${f.label} (${counts[f.id]})`}
              </button>
            ))}
          </fieldset>
        </div>

        {games.isPending ? (
          <GameGridSkeleton />
        ) : games.isError ? (
          <GamesError onRetry={() => void games.refetch()} retrying={games.isFetching} />
        ) : shown.length === 0 ? (
          <EmptyGames filter={filter} />
        ) : (
          <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((game) => (
              <li key={game.id} className="min-w-0">
                <GameCard
                  game={game}
                  publishing={publish.isPending && publish.variables === game.id}
                  generating={generate.isPending && generate.variables === game.id}
                  onPublish={() => publish.mutate(game.id)}
                  onGenerateStory={
                    // A written story is replaced only once the author has said so.
                    hasWrittenStory(game) ? pick("generate", game) : () => generate.mutate(game.id)
                  }
                  onCustomizeUrl={pick("url", game)}
                  onDuplicate={pick("duplicate", game)}
                  onDeleteScenes={pick("scenes", game)}
                  onDelete={pick("delete", game)}
                />
              </li>
            ))}
          </ul>
        )}
      </main>

      <DuplicateDialog
        game={gameFor("duplicate")}
        pending={duplicate.isPending}
        onClose={close}
        onDuplicate={(game, newTitle) => duplicate.mutate({ id: game.id, newTitle })}
      />
      <CustomUrlDialog
        game={gameFor("url")}
        pending={customUrl.isPending}
        onClose={close}
        onSave={(game, customSlug) => customUrl.mutate({ id: game.id, customSlug })}
      />
      <DeleteGameDialog
        game={gameFor("delete")}
        pending={removeGame.isPending}
        onClose={close}
        onConfirm={(game) => removeGame.mutate(game.id, { onSettled: close })}
      />
      <ReplaceStoryDialog
        game={gameFor("generate")}
        onClose={close}
        onConfirm={(game) => {
          close();
          generate.mutate(game.id);
        }}
      />
      <DeleteScenesDialog
        game={gameFor("scenes")}
        pending={removeScenes.isPending}
        onClose={close}
        onConfirm={(game) => removeScenes.mutate(game.id, { onSettled: close })}
      />
    </div>
  );
}
