import { ChevronDown, Download, FileCode2, Globe } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import type { GameDetail } from "../../../contract/creation";
import type { ExportFormat } from "../../../contract/open-formats";
import { Button } from "../../ui/button";
import { Spinner } from "../../ui/spinner";
import { failureToast } from "../creation-common/creation-errors";
import { downloadExport } from "./export-download";

const FORMATS: { format: ExportFormat; label: string; hint: string; icon: typeof Globe }[] = [
  {
    format: "twee",
    label: "Twee 3 (.twee)",
    hint: "For Twine, Tweego and other story tools",
    icon: FileCode2,
  },
  {
    format: "html",
    label: "Playable HTML (.html)",
    hint: "One file anyone can open and play offline",
    icon: Globe,
  },
];

/** Whether the saved story has a scene to export (an empty one would play nothing). */
export const hasWrittenScenes = (game: Pick<GameDetail, "storyBeats">) =>
  game.storyBeats?.chapters.some((c) => c.scenes.length > 0) ?? false;

/**
 * Export (ADR 023): the saved story as Twee 3 or as a playable HTML file, fetched and saved
 * under the server's name, with a toast when refused. A menu as WAI-ARIA describes one: focus
 * on the first item when it opens, arrows move, Escape closes and focus returns to the button.
 * `unsaved` says that changes not yet saved are not in the file.
 */
export function ExportMenu({
  game,
  unsaved = false,
  size = "md",
}: {
  game: Pick<GameDetail, "id" | "title" | "storyBeats">;
  unsaved?: boolean;
  size?: "sm" | "md";
}) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const menuId = useId();
  const noteId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const ready = hasWrittenScenes(game);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    items.current[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const onMenuKey = (event: KeyboardEvent) => {
    const list = items.current.filter((b): b is HTMLButtonElement => b !== null);
    const at = list.indexOf(document.activeElement as HTMLButtonElement);
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === "Escape") {
      event.preventDefault();
      close(true);
    } else if (event.key === "ArrowDown") move(at + 1);
    else if (event.key === "ArrowUp") move(at - 1);
    else if (event.key === "Home") move(0);
    else if (event.key === "End") move(list.length - 1);
    else if (event.key === "Tab") close(false);
  };

  const exportAs = async (format: ExportFormat) => {
    if (!ready || busy) return;
    close(true);
    setBusy(true);
    try {
      await downloadExport(game.id, format, game.title);
    } catch (error) {
      failureToast("Export failed", error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div ref={root} className="relative">
      <Button
        ref={trigger}
        variant="secondary"
        size={size}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-busy={busy}
        onClick={() => setOpen((v) => !v)}
      >
        {busy ? <Spinner className="size-4" /> : <Download aria-hidden />}
        Export
        <ChevronDown
          aria-hidden
          className={open ? "rotate-180 transition-transform" : "transition-transform"}
        />
      </Button>
      {open ? (
        <div
          id={menuId}
          role="menu"
          aria-label="Export formats"
          tabIndex={-1}
          onKeyDown={onMenuKey}
          className={`absolute z-30 ${size === "sm" ? "left-0" : "right-0"} mt-2 grid w-72 gap-0.5 rounded-xl border border-ink-200 bg-white p-1.5 shadow-ink-950/10 shadow-xl dark:border-ink-700 dark:bg-ink-900`}
        >
          {FORMATS.map(({ format, label, hint, icon: Icon }, i) => (
            <button
              key={format}
              ref={(node) => {
                items.current[i] = node;
              }}
              type="button"
              role="menuitem"
              // Disabled items stay focusable, so the note saying why is read (WAI-ARIA menus).
              aria-disabled={!ready}
              aria-describedby={ready ? undefined : noteId}
              onClick={() => void exportAs(format)}
              className="flex gap-3 rounded-lg px-3 py-2.5 text-left hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-ember-500 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 aria-disabled:hover:bg-transparent dark:hover:bg-ink-800"
            >
              <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-ember-700 dark:text-ember-400" />
              <span className="grid">
                <span className="font-medium text-ink-900 text-sm dark:text-ink-50">{label}</span>
                <span className="text-ink-500 text-xs dark:text-ink-300">{hint}</span>
              </span>
            </button>
          ))}
          {!ready ? (
            <p
              id={noteId}
              className="border-ink-100 border-t px-3 pt-2 pb-1 text-ink-600 text-xs dark:border-ink-800 dark:text-ink-300"
            >
              Nothing to export yet: write a scene and save the story first.
            </p>
          ) : unsaved ? (
            <p className="border-ink-100 border-t px-3 pt-2 pb-1 text-ink-500 text-xs dark:border-ink-800 dark:text-ink-300">
              Save first: the export holds the saved story.
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
