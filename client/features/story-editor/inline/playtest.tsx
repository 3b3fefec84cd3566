import * as RadixDialog from "@radix-ui/react-dialog";
import { ArrowLeft } from "lucide-react";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { Router, useLocation } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { GameDetail } from "../../../../contract/creation";
import { apiRequest } from "../../../api/request";
import { Button } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import { recallRun, runKey } from "../../play/local-runs";
import type { Story } from "../story-draft";
import { playtestPath, sceneOfRun } from "./playtest-scene";
import "../../../ui/dialog.css";

// The play screen is fetched when a playtest first opens, not with the editor.
const PlayPage = lazy(() => import("../../play/play-page"));

/** A playtest run: from the opening (scene null) or from one scene; `run` tells one start from the next. */
export type PlaytestStart = { scene: string | null; sceneTitle: string | null; run: number };

/**
 * Play inside the editor (issue 35): the owner's preview of the saved story, hosted over the
 * editor with its own in-memory address, so the editor stays as it was underneath. "Back to
 * editing at this scene" (or Escape) closes it and names the scene the run reached.
 */
export function Playtest({
  game,
  story,
  start,
  onBack,
}: {
  game: Pick<GameDetail, "shareSlug" | "title">;
  story: Story;
  start: PlaytestStart | null;
  /** The scene the run was at when the author went back, or null when it is not one of the story's. */
  onBack: (sceneId: string | null) => void;
}) {
  const [leaving, setLeaving] = useState(false);
  // A fresh in-memory address for each run: play's own links and redirects stay inside it.
  const memory = useMemo(
    () => (start ? memoryLocation({ path: playtestPath(game.shareSlug, start.scene) }) : null),
    [game.shareSlug, start],
  );

  const back = async () => {
    if (leaving) return;
    setLeaving(true);
    try {
      const run = recallRun(runKey(game.shareSlug, true));
      const session = run
        ? await apiRequest("GET", `/api/sessions/${encodeURIComponent(run.token)}`).then((r) => r.json())
        : null;
      onBack(sceneOfRun(story, session));
    } catch {
      // The run could not be read: back to where the author was.
      onBack(null);
    } finally {
      setLeaving(false);
    }
  };

  // The browser's Back (and play's own back arrow, which uses it) closes the playtest: opening
  // it adds a history entry, at the same address, that Back takes away.
  const backRef = useRef(back);
  backRef.current = back;
  const open = start !== null;
  useEffect(() => {
    if (!open) return;
    let entry = true;
    window.history.pushState(window.history.state, "");
    const onPop = () => {
      entry = false;
      void backRef.current();
    };
    window.addEventListener("popstate", onPop);
    return () => {
      window.removeEventListener("popstate", onPop);
      if (entry) window.history.back();
    };
  }, [open]);

  return (
    <RadixDialog.Root open={start !== null} onOpenChange={(open) => !open && void back()}>
      <RadixDialog.Portal>
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-0 z-50 flex flex-col bg-ink-50 outline-none dark:bg-ink-950"
        >
          <div className="flex flex-wrap items-center justify-between gap-3 border-ink-200 border-b bg-white px-4 py-2.5 dark:border-ink-800 dark:bg-ink-900">
            <div className="min-w-0">
              <RadixDialog.Title className="truncate font-display font-semibold text-ink-950 dark:text-white">
                Playtest · {game.title}
              </RadixDialog.Title>
              <p className="truncate text-ink-600 text-xs dark:text-ink-300">
                The saved story, {start?.sceneTitle ? `from “${start.sceneTitle}”` : "from the opening"}. Your
                choices here are not kept.
              </p>
            </div>
            <Button onClick={() => void back()} disabled={leaving}>
              {leaving ? <Spinner className="size-4" /> : <ArrowLeft aria-hidden />}
              Back to editing at this scene
            </Button>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto" data-testid="playtest">
            {memory ? (
              <Router hook={memory.hook} key={start?.run}>
                <Suspense
                  fallback={
                    <div className="grid h-full place-items-center">
                      <Spinner className="size-6" />
                    </div>
                  }
                >
                  <PlayPage params={{ slug: game.shareSlug }} />
                </Suspense>
                <LeavesPlay onLeave={() => void back()} />
              </Router>
            ) : null}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/**
 * Play's own ways out (its back arrow, a link home) lead out of the playtest: back to editing,
 * as the author meant, rather than to a page the playtest does not show.
 */
function LeavesPlay({ onLeave }: { onLeave: () => void }) {
  const [location] = useLocation();
  const away = !location.startsWith("/play/");
  useEffect(() => {
    if (away) onLeave();
  }, [away, onLeave]);
  return null;
}
