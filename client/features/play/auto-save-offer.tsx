import { useQuery } from "@tanstack/react-query";
import { BookMarked, Play, X } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import type { SavedGame, SessionData } from "../../../contract/play";
import { apiRequest } from "../../api/request";
import { useAuth } from "../../app/use-auth";
import { Button } from "../../ui/button";
import { runPlace } from "./resume-screen";

/**
 * Issue 33 item 4 for a signed-in player on a browser that holds no run of the game: their
 * auto-saved run (Continue Playing) is offered over a fresh opening. The newest one of this game
 * further on than the opening, other than the run on screen.
 */
function useAutoSavedRun(session: SessionData, slug: string): SavedGame | null {
  const { isAuthenticated } = useAuth();
  const fresh = session.actionHistory.length === 0 && session.currentSceneNumber <= 1 && !session.previewMode;
  const saved = useQuery<SavedGame[]>({
    queryKey: ["/api/saved-games", "for-play", slug],
    enabled: isAuthenticated && fresh,
    staleTime: 60_000,
    queryFn: async () => (await (await apiRequest("GET", "/api/saved-games")).json()) as SavedGame[],
  });
  if (!fresh) return null;
  return (
    saved.data?.find(
      (game) =>
        game.shareSlug === slug && game.sessionToken !== session.sessionToken && game.currentSceneNumber > 1,
    ) ?? null
  );
}

export function AutoSaveOffer({ session, slug }: { session: SessionData; slug: string }) {
  const run = useAutoSavedRun(session, slug);
  const [dismissed, setDismissed] = useState(false);
  const [, navigate] = useLocation();
  if (!run || dismissed) return null;
  return (
    <section
      aria-labelledby="auto-save-offer"
      className="flex flex-wrap items-center gap-3 rounded-2xl border border-ember-300/60 bg-white p-4 shadow-sm dark:border-ember-500/40 dark:bg-ink-900"
    >
      <BookMarked aria-hidden className="size-5 shrink-0 text-ember-600 dark:text-ember-400" />
      <h2 id="auto-save-offer" className="min-w-0 flex-1 font-semibold text-ink-950 dark:text-white">
        Your auto-saves hold a run of this game.
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={() =>
            navigate(`/play/${encodeURIComponent(slug)}?session=${encodeURIComponent(run.sessionToken)}`)
          }
        >
          <Play aria-hidden />
          Continue where you left off ({runPlace(run.currentSceneNumber, Date.parse(run.lastPlayedAt))})
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setDismissed(true)}>
          <X aria-hidden />
          Start over
        </Button>
      </div>
    </section>
  );
}
