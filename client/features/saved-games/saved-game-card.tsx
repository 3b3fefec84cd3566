import { BookMarked, Clock, Download, Play, Trash2 } from "lucide-react";
import { useId } from "react";
import type { SavedGame } from "../../../contract/play";
import { Button } from "../../ui/button";
import { ProgressBar } from "../../ui/progress-bar";
import { Spinner } from "../../ui/spinner";
import type { DownloadFormat } from "./download";
import { genreArt, genreLabel } from "./genre-art";
import { playedLabel } from "./played-label";

type Props = {
  game: SavedGame;
  resuming: boolean;
  /** The format of a download of this game that is under way, if any. */
  downloading: DownloadFormat | null;
  onResume: () => void;
  onDownload: (format: DownloadFormat) => void;
  onDelete: () => void;
};

const clampPercent = (value: number) => Math.round(Math.min(100, Math.max(0, value)));

/** One saved game in Continue Playing: where the player got to, and what they can do with it. */
export function SavedGameCard({ game, resuming, downloading, onResume, onDownload, onDelete }: Props) {
  const titleId = useId();
  const { icon: GenreIcon, glow } = genreArt(game.gameGenre);
  const percent = clampPercent(game.gameProgress);
  const played = new Date(game.lastPlayedAt);

  return (
    <article
      aria-labelledby={titleId}
      data-testid="saved-game-card"
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-sm transition-shadow hover:shadow-lg hover:shadow-ink-950/5 dark:border-ink-800 dark:bg-ink-900"
    >
      <div
        className="relative h-28 overflow-hidden bg-ink-950"
        style={{
          backgroundImage: `radial-gradient(circle at 88% 80%, ${glow}, transparent 50%), radial-gradient(ellipse at 0% 0%, rgba(109,95,163,0.5), transparent 70%), linear-gradient(135deg, #1b1631, #110d22)`,
        }}
      >
        <GenreIcon
          aria-hidden
          strokeWidth={1.25}
          className="absolute right-5 bottom-3 size-16 text-white/25 drop-shadow-[0_0_18px_rgba(255,255,255,0.25)]"
        />
        <div className="relative flex items-start justify-between gap-3 p-4">
          <span className="rounded-full border border-white/20 bg-white/10 px-2.5 py-0.5 font-medium text-white text-xs backdrop-blur">
            {genreLabel(game.gameGenre)}
          </span>
          <span className="inline-flex items-center gap-1.5 text-ink-100 text-xs">
            <Clock aria-hidden className="size-3.5" />
            <span className="sr-only">Last played </span>
            <time dateTime={game.lastPlayedAt} title={played.toLocaleString()}>
              {playedLabel(played)}
            </time>
          </span>
        </div>
        <p className="absolute bottom-3 left-4 inline-flex items-center gap-1.5 font-semibold text-sm text-white">
          <BookMarked aria-hidden className="size-4 text-ember-300" />
          Scene {game.currentSceneNumber}
        </p>
      </div>

      <div className="flex flex-1 flex-col p-5">
        <h2
          id={titleId}
          className="font-display font-semibold text-ink-950 text-xl leading-snug tracking-tight dark:text-white"
        >
          {game.gameTitle}
        </h2>
        <p className="mt-1.5 line-clamp-2 text-ink-600 text-sm leading-relaxed dark:text-ink-300">
          {game.gameDescription || <span className="italic">No description.</span>}
        </p>

        <div className="mt-auto pt-5">
          <div className="flex items-baseline justify-between font-medium text-xs">
            <span aria-hidden className="text-ink-600 dark:text-ink-300">
              Story progress
            </span>
            <span className="text-ink-900 tabular-nums dark:text-ink-50">{percent}%</span>
          </div>
          <ProgressBar
            label="Story progress"
            value={percent}
            tone="bg-linear-to-r from-ember-600 to-ember-400"
            className="mt-1.5"
          />
        </div>

        <Button className="mt-5 w-full" onClick={onResume} disabled={resuming}>
          {resuming ? <Spinner /> : <Play aria-hidden />}
          {resuming ? "Resuming…" : "Resume"}
        </Button>
      </div>

      <div className="flex items-center justify-between gap-2 border-ink-100 border-t px-3 py-2 dark:border-ink-800">
        <div className="flex items-center gap-0.5">
          <Button
            variant="ghost"
            size="sm"
            className="px-2.5"
            aria-label="Download story (.zip)"
            title="Download the story and your progress as a .zip"
            disabled={downloading !== null}
            onClick={() => onDownload("story")}
          >
            {downloading === "story" ? <Spinner /> : <Download aria-hidden />}
            Story
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="px-2.5"
            aria-label="Download JSON"
            title="Download your progress as JSON data"
            disabled={downloading !== null}
            onClick={() => onDownload("json")}
          >
            {downloading === "json" ? <Spinner /> : <Download aria-hidden />}
            JSON
          </Button>
        </div>
        <Button
          variant="ghost"
          size="sm"
          className="px-2.5 text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-300 dark:hover:bg-red-950"
          onClick={onDelete}
        >
          <Trash2 aria-hidden />
          Delete
        </Button>
      </div>
    </article>
  );
}
