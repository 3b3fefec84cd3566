import { ArrowLeft, Backpack, Dices, Download, Eye, Heart, RotateCcw, Save } from "lucide-react";
import type { ReactNode } from "react";
import { INVENTORY_LIMIT } from "../../../contract/constants";
import type { SessionData } from "../../../contract/play";
import { Spinner } from "../../ui/spinner";
import { useGoBack } from "./use-go-back";

type HeaderProps = {
  session: SessionData;
  onSave: () => void;
  onDownload: () => void;
  downloading: boolean;
  onRollback: () => void;
  onRegenerate: () => void;
  regenerating: boolean;
  rollingBack: boolean;
  busy: boolean;
  /** The audio and image controls (spec 000 §2). */
  media?: ReactNode;
};

const toolButton =
  "inline-flex h-10 min-w-10 cursor-pointer items-center justify-center gap-2 rounded-lg border border-white/15 bg-white/5 px-2.5 font-medium text-sm text-white transition-colors hover:bg-white/15 disabled:cursor-not-allowed disabled:opacity-45 disabled:hover:bg-white/5 sm:px-3 [&_svg]:size-4 [&_svg]:shrink-0";

function ToolButton({
  label,
  icon,
  pending,
  ...props
}: {
  label: string;
  icon: ReactNode;
  pending?: boolean;
  onClick: () => void;
  disabled?: boolean;
  title?: string;
}) {
  return (
    <button type="button" className={toolButton} {...props}>
      {pending ? <Spinner /> : icon}
      {/* The words show from tablet width; on phones they name the icon for screen readers. */}
      <span className="sr-only lg:not-sr-only">{label}</span>
    </button>
  );
}

function Stat({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full bg-white/8 px-2.5 py-1 font-medium text-ink-100 text-xs tabular-nums sm:text-sm"
      title={label}
    >
      {icon}
      <span className="sr-only">{label}: </span>
      {children}
    </span>
  );
}

/** `?preview=true` on the owner's own game: this run is a preview, not listed in Continue Playing. */
function PreviewBadge() {
  return (
    <span
      role="note"
      aria-label="Preview mode: only you can play this game here"
      title="Preview mode: only you can play this game here"
      data-testid="preview-badge"
      className="inline-flex shrink-0 items-center gap-1 rounded-full border border-ember-300/50 bg-ember-500/20 px-2 py-0.5 font-semibold text-[0.7rem] text-ember-200 uppercase tracking-wider sm:text-xs"
    >
      <Eye aria-hidden className="size-3.5" />
      Preview
    </span>
  );
}

/** Spec 000 §2: back, title, "by" the creator, health, inventory count, and the scene tools. */
export function PlayHeader({
  session,
  onSave,
  onDownload,
  downloading,
  onRollback,
  rollingBack,
  onRegenerate,
  regenerating,
  busy,
  media,
}: HeaderProps) {
  const goBack = useGoBack();
  const { game, playerState: player, currentSceneNumber } = session;
  const atFirstScene = currentSceneNumber <= 1;
  return (
    <header className="sticky top-0 z-30 border-white/10 border-b bg-ink-950/95 text-white backdrop-blur supports-[backdrop-filter]:bg-ink-950/85">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2.5 sm:px-6 sm:py-3">
        <button
          type="button"
          onClick={goBack}
          aria-label="Go back"
          title="Go back"
          className="inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-lg text-ink-100 hover:bg-white/10"
        >
          <ArrowLeft aria-hidden className="size-5" />
        </button>
        <div className="min-w-0 flex-1">
          <div className="flex min-w-0 items-center gap-2">
            <h1 className="truncate font-display font-semibold text-lg leading-tight tracking-tight sm:text-xl">
              {game.title}
            </h1>
            {session.previewMode ? <PreviewBadge /> : null}
          </div>
          <p className="truncate text-ink-300 text-xs sm:text-sm">by {game.creatorName}</p>
        </div>
        <div className="flex w-full items-center justify-between gap-3 sm:w-auto sm:justify-end">
          <div className="flex items-center gap-2">
            <Stat icon={<Heart aria-hidden className="size-4 fill-red-400/30 text-red-400" />} label="Health">
              {player.health}/{player.maxHealth}
            </Stat>
            <Stat icon={<Backpack aria-hidden className="size-4 text-ember-300" />} label="Inventory">
              {player.inventory.length}/{INVENTORY_LIMIT}
            </Stat>
          </div>
          <div className="flex items-center gap-1.5 sm:ml-2">
            {/* Spec 000 §4: every button waits while an action is pending; a save or a
                download then would catch the scene before the one being written. */}
            <ToolButton
              label="Save"
              icon={<Save aria-hidden />}
              onClick={onSave}
              disabled={busy}
              title="Save game"
            />
            <ToolButton
              label="Download story"
              icon={<Download aria-hidden />}
              onClick={onDownload}
              pending={downloading}
              disabled={downloading || busy}
              title="Download the story so far"
            />
            <ToolButton
              label="Roll back"
              icon={<RotateCcw aria-hidden />}
              onClick={onRollback}
              pending={rollingBack}
              disabled={atFirstScene || busy}
              title={atFirstScene ? "You are at the first scene" : "Return to the previous scene"}
            />
            {/* A written story's scenes are fixed: a re-roll would write the same scene again. */}
            {game.allowRegeneration && !game.useCompleteStorySystem && (
              <ToolButton
                label="Regenerate scene"
                icon={<Dices aria-hidden />}
                onClick={onRegenerate}
                pending={regenerating}
                disabled={atFirstScene || busy}
                title={atFirstScene ? "The opening scene cannot be regenerated" : "Write this scene again"}
              />
            )}
          </div>
        </div>
        {/* On phones the row above is full: narration and pictures get a row of their own. */}
        {media ? (
          <div className="flex w-full items-center justify-end border-white/10 border-t pt-2 sm:ml-auto sm:w-auto sm:border-t-0 sm:border-l sm:pt-0 sm:pl-3">
            {media}
          </div>
        ) : null}
      </div>
    </header>
  );
}
