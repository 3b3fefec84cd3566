import { useQuery } from "@tanstack/react-query";
import { Clock, KeyRound, LogIn, Save } from "lucide-react";
import { useState } from "react";
import { useLocation } from "wouter";
import type { z } from "zod";
import type { AutoSaves, SessionData } from "../../../contract/play";
import { useAuth } from "../../app/use-auth";
import { Button } from "../../ui/button";
import { Sheet } from "../../ui/sheet";
import { Spinner } from "../../ui/spinner";
import { LoadCodeDialog } from "./load-code-dialog";
import { type SaveCode, SaveDialog } from "./save-dialog";
import { SaveSuccessDialog } from "./save-success-dialog";
import { savesKey } from "./use-play-session";

type SaveList = z.infer<typeof AutoSaves>;

function AutoSaveList({ session, slug, onLoad }: { session: SessionData; slug: string; onLoad: () => void }) {
  const [, navigate] = useLocation();
  const token = session.sessionToken;
  const saves = useQuery<SaveList>({ queryKey: savesKey(token), enabled: Boolean(token) });

  if (saves.isPending) {
    return (
      <p role="status" className="flex items-center gap-2 text-ink-600 text-sm dark:text-ink-300">
        <Spinner className="size-4" /> Loading your saves…
      </p>
    );
  }
  if (saves.isError) {
    return (
      <p className="text-red-700 text-sm dark:text-red-300">
        Your saves could not be loaded. Try again later.
      </p>
    );
  }
  if (!saves.data.saves.length) {
    return (
      <p className="text-ink-600 text-sm leading-relaxed dark:text-ink-300">
        No auto-saves yet. Your progress is saved automatically after every scene you play.
      </p>
    );
  }
  return (
    <ul className="grid gap-2.5" data-testid="auto-saves">
      {saves.data.saves.map((save) => {
        return (
          <li
            key={save.id}
            className="flex items-center justify-between gap-3 rounded-xl border border-ink-200 px-3.5 py-3 dark:border-ink-700"
          >
            <div className="min-w-0">
              <p className="truncate font-medium text-ink-950 text-sm dark:text-white">{save.saveName}</p>
              <p className="mt-0.5 flex items-center gap-1.5 text-ink-500 text-xs dark:text-ink-300">
                <Clock aria-hidden className="size-3" />
                {new Date(save.createdAt).toLocaleString(undefined, {
                  dateStyle: "medium",
                  timeStyle: "short",
                })}
                <span aria-hidden>·</span>
                {Math.round(save.gameProgress)}%
              </p>
            </div>
            <Button
              size="sm"
              variant="secondary"
              aria-label={`Load ${save.saveName}`}
              onClick={() => {
                onLoad();
                navigate(
                  `/play/${encodeURIComponent(slug)}?session=${encodeURIComponent(token)}&loadSave=${encodeURIComponent(save.id)}`,
                );
              }}
            >
              Load
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

type SavePanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  session: SessionData;
  slug: string;
};

/** Spec 000 §2: the right-side save panel: auto-saves when signed in, save codes otherwise. */
export function SavePanel({ open, onOpenChange, session, slug }: SavePanelProps) {
  const { isAuthenticated } = useAuth();
  const [saveOpen, setSaveOpen] = useState(false);
  const [loadOpen, setLoadOpen] = useState(false);
  const [savedCode, setSavedCode] = useState<SaveCode | null>(null);
  // Back from signing in to this very run (the address itself no longer names it).
  const returnTo = `${window.location.pathname}?session=${encodeURIComponent(session.sessionToken)}`;
  const defaultName = `${session.game.title} – Scene ${session.currentSceneNumber}`.slice(0, 100);

  return (
    <>
      <Sheet
        open={open}
        onOpenChange={onOpenChange}
        title={isAuthenticated ? "Auto-Saves" : "Save Game"}
        description={
          isAuthenticated
            ? "Every scene you play is saved for you. Load one to return to it."
            : "Keep your place with a save code, or continue from one."
        }
      >
        {isAuthenticated ? (
          <AutoSaveList session={session} slug={slug} onLoad={() => onOpenChange(false)} />
        ) : (
          <div className="grid gap-6">
            <div className="grid gap-3">
              <div className="rounded-xl bg-ink-50 p-4 dark:bg-ink-950/60">
                <p className="font-medium text-ink-950 text-sm dark:text-white">
                  You're on scene {session.currentSceneNumber}
                </p>
                <p className="mt-1 text-ink-600 text-sm leading-relaxed dark:text-ink-300">
                  A save code brings you back here for 30 days — on this device or any other.
                </p>
              </div>
              <Button onClick={() => setSaveOpen(true)}>
                <Save aria-hidden />
                Create Save
              </Button>
              <Button variant="secondary" onClick={() => setLoadOpen(true)}>
                <KeyRound aria-hidden />
                Enter Save Code
              </Button>
            </div>
            <div className="flex gap-3 rounded-xl border border-ink-200 border-dashed p-4 dark:border-ink-700">
              <LogIn aria-hidden className="mt-0.5 size-4 shrink-0 text-ember-600 dark:text-ember-400" />
              <p className="text-ink-700 text-sm leading-relaxed dark:text-ink-200">
                <a
                  href={`/api/login?returnTo=${encodeURIComponent(returnTo)}`}
                  className="font-semibold text-ember-700 underline underline-offset-2 hover:text-ember-600 dark:text-ember-400"
                >
                  Sign in
                </a>{" "}
                to get auto-saves: your progress is kept after every scene, with no codes to remember.
              </p>
            </div>
          </div>
        )}
      </Sheet>
      <SaveDialog
        open={saveOpen}
        onOpenChange={setSaveOpen}
        sessionToken={session.sessionToken}
        defaultName={defaultName}
        onSaved={setSavedCode}
      />
      <SaveSuccessDialog save={savedCode} onClose={() => setSavedCode(null)} />
      <LoadCodeDialog open={loadOpen} onOpenChange={setLoadOpen} onLoaded={() => onOpenChange(false)} />
    </>
  );
}
