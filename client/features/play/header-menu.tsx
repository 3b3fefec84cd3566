import { Menu, X } from "lucide-react";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { PLAY_HEADER_MENU, PLAY_HEADER_MENU_LABEL } from "../../../contract/play-look";
import { Spinner } from "../../ui/spinner";

/** One thing a player can do from the header: in its menu, and on desktop as a button too. */
export type HeaderAction = {
  id: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  pending?: boolean;
  /** Why it is disabled, or what it does. */
  title?: string;
  /** Also a button of its own in the header from desktop width (otherwise in the menu only). */
  inline?: boolean;
};

const item =
  "flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-left font-medium text-sm text-white hover:bg-white/10 disabled:cursor-not-allowed disabled:opacity-45 disabled:hover:bg-transparent [&_svg]:size-4 [&_svg]:shrink-0";

/**
 * Issue 33 item 7: the header's menu, every action named in words. A disclosure (a button that
 * shows a list of buttons) rather than an ARIA menu: each item is an ordinary button, reached
 * with Tab. Escape or a click elsewhere closes it; choosing an item closes it too.
 */
export function HeaderMenu({
  actions,
  media,
  inlineFrom = "lg",
}: {
  actions: HeaderAction[];
  /** The narration and image controls, labelled, shown in the menu below desktop width. */
  media?: ReactNode;
  inlineFrom?: "lg";
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      buttonRef.current?.focus({ preventScroll: true });
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    rootRef.current
      ?.querySelector<HTMLElement>("[data-menu-item]:not(:disabled)")
      ?.focus({ preventScroll: true });
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
        className={PLAY_HEADER_MENU}
      >
        {open ? <X aria-hidden /> : <Menu aria-hidden />}
        {/* On a phone the icon alone, so the title keeps the room. */}
        <span className={PLAY_HEADER_MENU_LABEL}>Menu</span>
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full right-0 z-40 mt-2 w-64 max-w-[calc(100vw-1.5rem)] rounded-xl border border-white/15 bg-ink-950 p-1.5 shadow-2xl shadow-black/50"
      >
        <ul className="grid gap-0.5">
          {actions.map((action) => (
            <li key={action.id} className={action.inline && inlineFrom === "lg" ? "lg:hidden" : undefined}>
              <button
                type="button"
                data-menu-item
                className={item}
                disabled={action.disabled}
                title={action.title}
                onClick={() => {
                  setOpen(false);
                  action.onClick();
                }}
              >
                {action.pending ? <Spinner /> : action.icon}
                {action.label}
              </button>
            </li>
          ))}
        </ul>
        {media ? (
          <div className="mt-1 border-white/10 border-t px-1.5 pt-2 pb-1 lg:hidden">{media}</div>
        ) : null}
      </div>
    </div>
  );
}
