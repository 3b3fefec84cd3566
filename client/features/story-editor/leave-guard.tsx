import { CircleAlert } from "lucide-react";
import { type MouseEvent, useEffect, useState } from "react";
import { useLocation } from "wouter";
import { Button } from "../../ui/button";
import { Dialog, DialogActions, DialogClose } from "../../ui/dialog";
import { Spinner } from "../../ui/spinner";
import type { StoryDraftApi } from "./use-story-draft";

/** Links that save the story before they go (Preview): the guard lets them through. */
export const SAVES_FIRST = { "data-saves-first": "" } as const;

type Place = Pick<Location, "origin" | "pathname" | "search">;

/**
 * Where a click on a link would take the creator inside the app, or null when the click is not
 * one to hold back: a new tab or window, a download, another site, the page itself, a link that
 * saves first. Wouter's links navigate without unloading the page, so beforeunload never asks.
 */
export function inAppDestination(
  event: Pick<globalThis.MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey" | "target">,
  here: Place,
): string | null {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.hasAttribute("download") || link.hasAttribute("data-saves-first")) return null;
  if (link.target && link.target !== "_self") return null;
  const to = new URL(link.href, here.origin);
  if (to.origin !== here.origin) return null;
  if (to.pathname === here.pathname && to.search === here.search) return null;
  return `${to.pathname}${to.search}${to.hash}`;
}

/**
 * While the story has unsaved changes, a link to elsewhere in the app asks first: leave without
 * saving, save and leave, or stay. Held in the capture phase, before the link's own handler.
 */
export function LeaveGuard({ draft }: { draft: StoryDraftApi }) {
  const [, navigate] = useLocation();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const { dirty } = draft;

  useEffect(() => {
    if (!dirty) return;
    const onClick = (event: globalThis.MouseEvent) => {
      const to = inAppDestination(event, window.location);
      if (!to) return;
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(to);
    };
    document.addEventListener("click", onClick, true);
    return () => document.removeEventListener("click", onClick, true);
  }, [dirty]);

  const saveAndLeave = async () => {
    const to = leavingTo;
    if (!to) return;
    // A failed save says why in its toast; the creator stays to put it right.
    if (await draft.save()) navigate(to);
    setLeavingTo(null);
  };

  return (
    <Dialog
      open={leavingTo !== null}
      onOpenChange={(open) => !open && !draft.saving && setLeavingTo(null)}
      title="Unsaved changes"
      description="Your story has changes that are not saved. Save them before you leave, or leave without them."
      hideClose
      icon={
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300">
          <CircleAlert aria-hidden className="size-5" />
        </span>
      }
    >
      <DialogActions>
        <DialogClose asChild>
          <Button variant="secondary" disabled={draft.saving}>
            Stay
          </Button>
        </DialogClose>
        <Button
          variant="destructive"
          disabled={draft.saving}
          onClick={() => {
            // Left on purpose: the browser's kept draft is not offered back next time.
            draft.autosave.discard();
            if (leavingTo) navigate(leavingTo);
          }}
        >
          Leave without saving
        </Button>
        <Button disabled={draft.saving} onClick={() => void saveAndLeave()}>
          {draft.saving ? <Spinner className="size-4" /> : null}
          {draft.saving ? "Saving..." : "Save and leave"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * A link that saves first (Preview, Preview from here): play reads the saved story, so unsaved
 * changes (or a scene that is new) are saved, and a story that cannot be saved stays here.
 */
export function useSaveThenOpen(draft: StoryDraftApi) {
  const [, navigate] = useLocation();
  return (href: string) => async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (draft.saving) return;
    if (!draft.dirty || (await draft.save())) navigate(href);
  };
}
