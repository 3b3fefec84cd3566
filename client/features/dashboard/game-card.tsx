import {
  BarChart3,
  BookOpenText,
  CalendarClock,
  CopyPlus,
  Eraser,
  ExternalLink,
  EyeOff,
  Globe,
  Link2,
  type LucideIcon,
  Pencil,
  Rocket,
  Share2,
  ShieldCheck,
  Sparkles,
  Trash2,
} from "lucide-react";
import { type ReactNode, useId } from "react";
import { Link } from "wouter";
import type { GameSummary } from "../../../contract/games";
import { unlistedNotice } from "../../../contract/reports";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import { Spinner } from "../../ui/spinner";
import { RestoredNote } from "../creation-common/restored-note";
import { StoryAtAGlance } from "../creation-common/story-at-a-glance";
import { storyEditorHref } from "../story-editor/story-links";
import { copyText, playUrl, SHARE_COPIED } from "./clipboard";
import { CopyButton } from "./copy-button";
import { genreName, genreTone } from "./genre-tone";
import { hasWrittenStory } from "./replace-story-dialog";

export type GameCardActions = {
  onPublish: () => void;
  onGenerateStory: () => void;
  onCustomizeUrl: () => void;
  onDuplicate: () => void;
  onDeleteScenes: () => void;
  onDelete: () => void;
};

type Props = GameCardActions & { game: GameSummary; publishing: boolean; generating: boolean };

export const DESCRIPTION_FALLBACK = "A thrilling adventure awaits...";

const dateFormat = new Intl.DateTimeFormat(undefined, { year: "numeric", month: "short", day: "numeric" });

function Badge({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 font-semibold text-xs ring-1 ring-inset",
        className,
      )}
    >
      {children}
    </span>
  );
}

function IconAction({
  icon: Icon,
  label,
  onClick,
  href,
  external,
  danger,
}: {
  icon: LucideIcon;
  label: string;
  onClick?: () => void;
  href?: string;
  external?: boolean;
  danger?: boolean;
}) {
  const className = cn(
    "inline-flex size-9 cursor-pointer items-center justify-center rounded-lg text-ink-600 transition-colors hover:bg-ink-100 hover:text-ink-950 dark:text-ink-300 dark:hover:bg-ink-800 dark:hover:text-white",
    danger && "hover:bg-red-50 hover:text-red-700 dark:hover:bg-red-950 dark:hover:text-red-300",
  );
  const icon = <Icon aria-hidden className="size-4" />;
  if (href && external)
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={label}
        title={label}
        className={className}
      >
        {icon}
      </a>
    );
  if (href)
    return (
      <Link href={href} aria-label={label} title={label} className={className}>
        {icon}
      </Link>
    );
  return (
    <button type="button" onClick={onClick} aria-label={label} title={label} className={className}>
      {icon}
    </button>
  );
}

/** One adventure on Your Creative Studio (spec 000 §2, "Game card"). */
export function GameCard({ game, publishing, generating, ...actions }: Props) {
  const titleId = useId();
  const { icon: GenreIcon, accent } = genreTone(game.genre);
  const url = playUrl(game.shareSlug);
  // A draft opens for its owner only, in preview (GAPS.md).
  const launchHref = `/play/${game.shareSlug}${game.isPublished ? "" : "?preview=true"}`;
  const updated = new Date(game.updatedAt);

  return (
    <article
      aria-labelledby={titleId}
      data-testid="game-card"
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-ink-200 bg-white shadow-sm transition-shadow hover:shadow-lg hover:shadow-ink-950/5 dark:border-ink-800 dark:bg-ink-900"
    >
      <div
        className="relative h-24 overflow-hidden"
        style={{
          backgroundImage: `radial-gradient(circle at 90% 85%, ${accent}cc, transparent 55%), radial-gradient(ellipse at 0% 0%, rgba(109,95,163,0.55), transparent 70%), linear-gradient(135deg, #1b1631, #110d22)`,
        }}
      >
        <GenreIcon
          aria-hidden
          strokeWidth={1.25}
          className="absolute right-4 bottom-2 size-14 text-white/30 transition-transform group-hover:scale-105"
        />
        <div className="relative flex flex-wrap items-start gap-1.5 p-4">
          <Badge className="bg-white/10 text-white ring-white/25 backdrop-blur">
            {genreName(game.genre)}
          </Badge>
          {game.isPublished ? (
            <Badge className="bg-emerald-400/15 text-emerald-100 ring-emerald-300/40">
              <Globe aria-hidden className="size-3" />
              Published
            </Badge>
          ) : (
            <Badge className="bg-ember-400/15 text-ember-300 ring-ember-300/40">Draft</Badge>
          )}
          {game.childMode ? (
            <Badge className="bg-sky-400/15 text-sky-100 ring-sky-300/40">
              <ShieldCheck aria-hidden className="size-3" />
              Child-Safe
            </Badge>
          ) : null}
        </div>
      </div>

      <div className="flex flex-1 flex-col p-5">
        <h3
          id={titleId}
          className="font-display font-semibold text-ink-950 text-xl leading-snug tracking-tight dark:text-white"
        >
          {game.title}
        </h3>
        <p className="mt-1.5 line-clamp-3 text-ink-600 text-sm leading-relaxed dark:text-ink-300">
          {game.description?.trim() || DESCRIPTION_FALLBACK}
        </p>
        <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-ink-500 text-xs dark:text-ink-400">
          <span className="inline-flex items-center gap-1">
            <CalendarClock aria-hidden className="size-3.5" />
            <time dateTime={game.updatedAt}>Updated {dateFormat.format(updated)}</time>
          </span>
        </p>
        <RestoredNote at={game.restoredFromBackupAt} className="mt-1 text-xs" />
        {game.unlistedReason ? (
          <p
            role="note"
            className="mt-2 flex items-start gap-1.5 rounded-lg bg-red-50 px-2.5 py-1.5 text-red-800 text-xs dark:bg-red-950 dark:text-red-200"
          >
            <EyeOff aria-hidden className="mt-0.5 size-3.5 shrink-0" />
            {/* Still playable by its link; only the public gallery no longer lists it. */}
            <span>{unlistedNotice(game.unlistedReason)}</span>
          </p>
        ) : null}
        <StoryAtAGlance
          kind={game.storyKind}
          chapters={game.storyChapterCount}
          scenes={game.sceneCount}
          shareSlug={game.shareSlug}
          className="mt-3 text-xs"
        />

        <div className="mt-auto pt-5">
          {game.isPublished ? (
            <div className="grid gap-2">
              <div className="flex items-center gap-2">
                <label className="sr-only" htmlFor={`${titleId}-link`}>
                  Shareable link
                </label>
                <input
                  id={`${titleId}-link`}
                  readOnly
                  value={url}
                  onFocus={(e) => e.currentTarget.select()}
                  className="h-9 min-w-0 flex-1 truncate rounded-lg border border-ink-200 bg-ink-50 px-3 font-mono text-ink-700 text-xs outline-none focus:border-ember-500 dark:border-ink-700 dark:bg-ink-950 dark:text-ink-200"
                />
                <CopyButton text={url} label="Copy shareable link" />
              </div>
              <Button asChild className="w-full">
                <a href={`/play/${game.shareSlug}`} target="_blank" rel="noopener noreferrer">
                  <ExternalLink aria-hidden />
                  Open Game
                </a>
              </Button>
            </div>
          ) : (
            <div className="grid gap-2">
              <Button onClick={actions.onPublish} disabled={publishing}>
                {publishing ? <Spinner className="size-4" /> : <Rocket aria-hidden />}
                {publishing ? "Publishing..." : "Publish Live"}
              </Button>
              <Button variant="secondary" onClick={actions.onGenerateStory} disabled={generating}>
                {generating ? <Spinner className="size-4" /> : <Sparkles aria-hidden />}
                {generating ? "Generating..." : "Generate Complete Story"}
              </Button>
            </div>
          )}
        </div>
      </div>

      <div
        role="toolbar"
        aria-label={`Actions for ${game.title}`}
        className="flex flex-wrap items-center justify-between gap-1 border-ink-100 border-t px-2 py-1.5 dark:border-ink-800"
      >
        <div className="flex items-center">
          <IconAction icon={Pencil} label="Edit game" href={`/edit/${game.id}`} />
          {/* Only a game with a written story (chapters, scenes or not) has anything for the Story Editor to show. */}
          {hasWrittenStory(game) ? (
            <IconAction icon={BookOpenText} label="Open Story Editor" href={storyEditorHref(game.id)} />
          ) : null}
          <IconAction icon={BarChart3} label="Analytics" href={`/analytics/${game.id}`} />
          <IconAction icon={ExternalLink} label="Launch game in a new tab" href={launchHref} external />
          <IconAction
            icon={Share2}
            label="Copy share link"
            onClick={() => void copyText(url, SHARE_COPIED)}
          />
          <IconAction icon={Link2} label="Customize URL" onClick={actions.onCustomizeUrl} />
          <IconAction icon={CopyPlus} label="Duplicate game" onClick={actions.onDuplicate} />
        </div>
        {/* ml-auto: wrapped on a narrow phone, the deletes stay at the right. */}
        <div className="ml-auto flex items-center">
          <IconAction icon={Eraser} label="Delete all scenes" onClick={actions.onDeleteScenes} danger />
          <IconAction icon={Trash2} label="Delete game" onClick={actions.onDelete} danger />
        </div>
      </div>
    </article>
  );
}
