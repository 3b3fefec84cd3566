import { ArrowLeft, Backpack, Check, Eye, Heart } from "lucide-react";
import type { ReactNode } from "react";
import { INVENTORY_LIMIT } from "../../../contract/constants";
import type { SessionData } from "../../../contract/play";
import {
  PLAY_HEADER,
  PLAY_HEADER_BACK,
  PLAY_HEADER_BYLINE,
  PLAY_HEADER_MEDIA,
  PLAY_HEADER_ROW,
  PLAY_HEADER_STAT,
  PLAY_HEADER_STAT_WIDE,
  PLAY_HEADER_TITLE,
  PLAY_HEADER_TITLE_BOX,
  PLAY_HEADER_TITLE_ROW,
  PLAY_HEADER_TOOL,
  PLAY_HEADER_TOOL_LABEL,
  PLAY_HEADER_TOOLS,
} from "../../../contract/play-look";
import { Spinner } from "../../ui/spinner";
import { useSavedScene } from "./auto-save-notice";
import { type HeaderAction, HeaderMenu } from "./header-menu";
import { useGoBack } from "./use-go-back";

type HeaderProps = {
  session: SessionData;
  /** Every action, in menu order; those marked inline are buttons of their own on desktop. */
  actions: HeaderAction[];
  /** The audio and image controls (spec 000 §2): inline on desktop, in the menu on phones. */
  media?: ReactNode;
  mediaInMenu?: ReactNode;
};

const toolButton = PLAY_HEADER_TOOL;

function ToolButton({ action }: { action: HeaderAction }) {
  return (
    <button
      type="button"
      className={toolButton}
      onClick={action.onClick}
      disabled={action.disabled}
      title={action.title}
    >
      {action.pending ? <Spinner /> : action.icon}
      {/* The words show on wide screens; below, they name the icon for screen readers. */}
      <span className={PLAY_HEADER_TOOL_LABEL}>{action.label}</span>
    </button>
  );
}

function Stat({
  icon,
  label,
  className,
  children,
}: {
  icon: ReactNode;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span className={`${PLAY_HEADER_STAT} ${className ?? "inline-flex"}`} title={label}>
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
      <span className="hidden sm:inline">Preview</span>
    </span>
  );
}

/** After the first turn's toast, the quiet sign that the scene on screen is kept. */
function SavedTick({ session }: { session: SessionData }) {
  const saved = useSavedScene(session.sessionToken);
  const kept = saved !== null && saved === session.currentSceneNumber;
  return (
    <span role="status" className="inline-flex shrink-0 items-center justify-center">
      {kept ? (
        <span
          title={`Scene ${saved} saved`}
          data-testid="saved-tick"
          className="inline-flex size-5 items-center justify-center rounded-full bg-emerald-500/20 text-emerald-300"
        >
          <Check aria-hidden className="size-3.5" />
          <span className="sr-only">Scene {saved} saved</span>
        </span>
      ) : null}
    </span>
  );
}

/**
 * Spec 000 §2 and issue 33 item 7: one row of 56 px at every width. Back, title, "by" the
 * creator, health (and inventory from tablet width), the saved tick, and a Menu naming every
 * action; from desktop width the scene tools and media toggles are buttons of their own as well.
 */
export function PlayHeader({ session, actions, media, mediaInMenu }: HeaderProps) {
  const goBack = useGoBack();
  const { game, playerState: player } = session;
  return (
    <header data-play-header className={PLAY_HEADER}>
      <div className={PLAY_HEADER_ROW}>
        <button
          type="button"
          onClick={goBack}
          aria-label="Go back"
          title="Go back"
          className={PLAY_HEADER_BACK}
        >
          <ArrowLeft aria-hidden className="size-5" />
        </button>
        <div className={PLAY_HEADER_TITLE_BOX}>
          <div className={PLAY_HEADER_TITLE_ROW}>
            <h1 title={game.title} className={PLAY_HEADER_TITLE}>
              {game.title}
            </h1>
            {session.previewMode ? <PreviewBadge /> : null}
          </div>
          <p className={PLAY_HEADER_BYLINE}>by {game.creatorName}</p>
        </div>
        <Stat icon={<Heart aria-hidden className="size-4 fill-red-400/30 text-red-400" />} label="Health">
          <span>
            {player.health}
            {/* On a phone the row keeps its room for the title. */}
            <span className="hidden sm:inline">/{player.maxHealth}</span>
          </span>
        </Stat>
        <Stat
          className={PLAY_HEADER_STAT_WIDE}
          icon={<Backpack aria-hidden className="size-4 text-ember-300" />}
          label="Inventory"
        >
          {player.inventory.length}/{INVENTORY_LIMIT}
        </Stat>
        <SavedTick session={session} />
        <div className={PLAY_HEADER_TOOLS}>
          {actions
            .filter((action) => action.inline)
            .map((action) => (
              <ToolButton key={action.id} action={action} />
            ))}
        </div>
        {media ? <div className={PLAY_HEADER_MEDIA}>{media}</div> : null}
        <HeaderMenu actions={actions} media={mediaInMenu} />
      </div>
    </header>
  );
}
