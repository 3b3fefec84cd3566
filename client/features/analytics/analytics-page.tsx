import { BarChart3, ExternalLink, Pencil } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "wouter";
import type { GameAnalytics } from "../../../contract/analytics";
import { errorMessage } from "../../api/request";
import { Button } from "../../ui/button";
import { FormAlert } from "../../ui/form-alert";
import { Skeleton } from "../../ui/skeleton";
import { StudioPage } from "../creation-common/studio-page";
import { useGameAnalytics } from "./use-analytics";

// recharts comes with the charts only: the figures and the empty state need none of it.
const AnalyticsCharts = lazy(() => import("./analytics-charts"));

const number = new Intl.NumberFormat();

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className="rounded-2xl border border-ink-200 bg-white p-4 shadow-sm dark:border-ink-800 dark:bg-ink-900">
      <dt className="text-ink-600 text-sm dark:text-ink-300">{label}</dt>
      <dd
        data-testid={testId}
        className="mt-1 font-display font-semibold text-3xl text-ink-950 tabular-nums dark:text-white"
      >
        {value}
      </dd>
    </div>
  );
}

function Figures({ a }: { a: GameAnalytics }) {
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
      <Figure label="Plays started" value={number.format(a.playsStarted)} testId="figure-plays" />
      <Figure label="Unique players" value={number.format(a.uniquePlayers)} testId="figure-players" />
      <Figure label="Turns played" value={number.format(a.turnsPlayed)} testId="figure-turns" />
      <Figure label="Finished runs" value={number.format(a.finishedRuns)} testId="figure-finished" />
      <Figure
        label="Scenes per run"
        value={a.averageScenesPerRun.toLocaleString(undefined, { maximumFractionDigits: 1 })}
        testId="figure-scenes"
      />
    </dl>
  );
}

function NoPlays({ a }: { a: GameAnalytics }) {
  const link = `${window.location.origin}/play/${a.shareSlug}`;
  return (
    <section className="rounded-2xl border border-ink-300 border-dashed bg-white p-8 text-center dark:border-ink-700 dark:bg-ink-900">
      <BarChart3 aria-hidden className="mx-auto size-10 text-ink-400" />
      <h2 className="mt-3 font-display font-semibold text-ink-950 text-xl dark:text-white">
        No plays yet — share your game's link
      </h2>
      {a.isPublished ? (
        <>
          <p className="mt-2 text-ink-600 text-sm dark:text-ink-300">
            Anyone with this link can play, no account needed. Your own previews are not counted.
          </p>
          <label className="sr-only" htmlFor="analytics-share-link">
            Shareable link
          </label>
          <input
            id="analytics-share-link"
            readOnly
            value={link}
            onFocus={(e) => e.currentTarget.select()}
            className="mx-auto mt-4 block h-10 w-full max-w-md truncate rounded-lg border border-ink-200 bg-ink-50 px-3 text-center font-mono text-ink-700 text-sm outline-none focus:border-ember-500 dark:border-ink-700 dark:bg-ink-950 dark:text-ink-200"
          />
        </>
      ) : (
        <p className="mt-2 text-ink-600 text-sm dark:text-ink-300">
          This game is a draft: publish it from your dashboard to get a link anyone can play.
        </p>
      )}
    </section>
  );
}

function ChartsLoading() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <Skeleton className="h-64 w-full rounded-2xl" />
      <Skeleton className="h-40 w-full rounded-2xl" />
    </div>
  );
}

/** `/analytics/{id}` (issue 34): how a creator's game is played, for its creator only. */
export default function AnalyticsPage({ params }: { params: { id: string } }) {
  const analytics = useGameAnalytics(params.id);
  const a = analytics.data;
  return (
    <StudioPage
      title={a ? `Analytics: ${a.title}` : "Analytics"}
      subtitle="How players play your game: plays, where they stop and what they choose. Counted from the runs themselves, with no tracking and no personal data."
      width="wide"
    >
      {analytics.isPending ? (
        <div className="grid gap-6">
          <Skeleton className="h-24 w-full rounded-2xl" />
          <ChartsLoading />
        </div>
      ) : analytics.isError ? (
        <FormAlert>
          {errorMessage(analytics.error, "The analytics could not be loaded. Please try again.")}
        </FormAlert>
      ) : a ? (
        <div className="grid gap-6">
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="secondary" size="sm">
              <Link href={`/edit/${a.gameId}`}>
                <Pencil aria-hidden />
                Edit Game
              </Link>
            </Button>
            {a.isPublished ? (
              <Button asChild variant="secondary" size="sm">
                <a href={`/play/${a.shareSlug}`} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden />
                  Open Game
                </a>
              </Button>
            ) : null}
          </div>
          <Figures a={a} />
          {a.playsStarted === 0 ? (
            <NoPlays a={a} />
          ) : (
            <Suspense fallback={<ChartsLoading />}>
              <AnalyticsCharts analytics={a} />
            </Suspense>
          )}
        </div>
      ) : null}
    </StudioPage>
  );
}
