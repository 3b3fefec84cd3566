import { ChevronDown, Download, FileCode2, Globe } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { type ExportFormat, exportHref } from "../../../contract/open-formats";
import { Button } from "../../ui/button";

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

/**
 * Export (ADR 023): the saved story as Twee 3 or as a playable HTML file. Each is a plain link
 * to a download; `unsaved` says that changes not yet saved are not in it.
 */
export function ExportMenu({
  gameId,
  unsaved = false,
  size = "md",
}: {
  gameId: string;
  unsaved?: boolean;
  size?: "sm" | "md";
}) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);

  // Closes on a click elsewhere or Escape, as a menu does.
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={root} className="relative">
      <Button
        variant="secondary"
        size={size}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((v) => !v)}
      >
        <Download aria-hidden />
        Export
        <ChevronDown
          aria-hidden
          className={open ? "rotate-180 transition-transform" : "transition-transform"}
        />
      </Button>
      {open ? (
        <div
          id={menuId}
          className={`absolute z-30 ${size === "sm" ? "left-0" : "right-0"} mt-2 w-72 rounded-xl border border-ink-200 bg-white p-1.5 shadow-xl shadow-ink-950/10 dark:border-ink-700 dark:bg-ink-900`}
        >
          <ul aria-label="Export formats" className="grid gap-0.5">
            {FORMATS.map(({ format, label, hint, icon: Icon }) => (
              <li key={format}>
                <a
                  href={exportHref(gameId, format)}
                  download
                  onClick={() => setOpen(false)}
                  className="flex gap-3 rounded-lg px-3 py-2.5 text-left hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-ember-500 dark:hover:bg-ink-800"
                >
                  <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-ember-700 dark:text-ember-400" />
                  <span className="grid">
                    <span className="font-medium text-ink-900 text-sm dark:text-ink-50">{label}</span>
                    <span className="text-ink-500 text-xs dark:text-ink-300">{hint}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
          {unsaved ? (
            <p className="border-ink-100 border-t px-3 pt-2 pb-1 text-ink-500 text-xs dark:border-ink-800 dark:text-ink-300">
              Save first: the export holds the saved story.
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
