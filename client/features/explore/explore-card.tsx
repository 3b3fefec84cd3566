import { Play, ShieldCheck, Trophy, Users } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "wouter";
import type { ExploreGame } from "../../../contract/explore";
import { genreName, genreTone } from "../dashboard/genre-tone";
import { ReportButton } from "../report-game/report-button";

const plays = (n: number) => `${n.toLocaleString()} ${n === 1 ? "play" : "plays"}`;
const finishes = (n: number) => `${n.toLocaleString()} finished`;

/** The cover: the opening chapter's picture, else the genre's tint and emblem (as the dashboard's cards). */
function Cover({ game }: { game: ExploreGame }) {
  const [failed, setFailed] = useState(false);
  const { icon: GenreIcon, accent } = genreTone(game.genre);
  if (game.coverUrl && !failed)
    return (
      <img
        src={game.coverUrl}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailed(true)}
        className="h-32 w-full object-cover"
      />
    );
  return (
    <div
      aria-hidden
      className="relative h-32 overflow-hidden"
      style={{
        backgroundImage: `radial-gradient(circle at 90% 85%, ${accent}cc, transparent 55%), radial-gradient(ellipse at 0% 0%, rgba(109,95,163,0.55), transparent 70%), linear-gradient(135deg, #1b1631, #110d22)`,
      }}
    >
      <GenreIcon strokeWidth={1.25} className="absolute right-4 bottom-3 size-16 text-white/30" />
    </div>
  );
}

/** One adventure of the gallery: the whole card's title opens it at /play/{slug}. */
export function ExploreCard({ game }: { game: ExploreGame }) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      data-testid="explore-card"
      className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-ember-500 hover:shadow-lg hover:shadow-ink-950/5 dark:border-ink-800 dark:bg-ink-900"
    >
      <Cover game={game} />
      <div className="flex flex-1 flex-col p-5">
        <p className="flex flex-wrap items-center gap-1.5 text-xs">
          <span className="rounded-full bg-ink-100 px-2.5 py-0.5 font-semibold text-ink-700 dark:bg-ink-800 dark:text-ink-200">
            {genreName(game.genre)}
          </span>
          {game.childMode ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2.5 py-0.5 font-semibold text-sky-800 dark:bg-sky-950 dark:text-sky-200">
              <ShieldCheck aria-hidden className="size-3" />
              Child-Safe
            </span>
          ) : null}
        </p>
        <h3
          id={titleId}
          className="mt-2 font-display font-semibold text-ink-950 text-xl leading-snug tracking-tight dark:text-white"
        >
          {/* The stretched link makes the whole card one target, and one tab stop before Report. */}
          <Link
            href={`/play/${game.shareSlug}`}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {game.title}
          </Link>
        </h3>
        <p className="mt-0.5 text-ink-500 text-sm dark:text-ink-400">by {game.creatorName}</p>
        <p className="mt-2 line-clamp-3 text-ink-700 text-sm leading-relaxed dark:text-ink-200">
          {game.description ?? "A thrilling adventure awaits..."}
        </p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-4">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-600 text-xs dark:text-ink-300">
            <span className="inline-flex items-center gap-1" data-testid="play-count">
              <Users aria-hidden className="size-3.5" />
              {plays(game.playCount)}
            </span>
            <span className="inline-flex items-center gap-1">
              <Trophy aria-hidden className="size-3.5" />
              {finishes(game.finishCount)}
            </span>
          </p>
          <span className="flex items-center gap-1">
            <span
              aria-hidden
              className="inline-flex items-center gap-1 font-semibold text-ember-700 text-sm dark:text-ember-400"
            >
              <Play className="size-4" />
              Play
            </span>
            {/* Above the stretched link, so that it is its own button. */}
            <ReportButton slug={game.shareSlug} title={game.title} compact className="relative z-10" />
          </span>
        </div>
      </div>
    </article>
  );
}
