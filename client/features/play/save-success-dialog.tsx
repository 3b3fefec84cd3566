import { Check, CircleCheck, Copy } from "lucide-react";
import { useEffect, useState } from "react";
import { Button } from "../../ui/button";
import { Dialog, DialogActions, DialogClose } from "../../ui/dialog";
import { toast } from "../../ui/toast-store";
import { playToasts } from "./play-toasts";
import type { SaveCode } from "./save-dialog";

/** Spec 000 §9: how long the "Copied" indicator stays. */
const COPIED_MS = 2000;

function formatExpiry(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const day = date.toLocaleDateString(undefined, {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
  });
  const time = date.toLocaleTimeString(undefined, { hour: "numeric", minute: "2-digit" });
  return `${day} at ${time}`;
}

/** Spec 000 §2 "Game Saved Successfully": the code, a copy button, when it expires, and tips. */
export function SaveSuccessDialog({ save, onClose }: { save: SaveCode | null; onClose: () => void }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const copy = async () => {
    if (!save) return;
    try {
      await navigator.clipboard.writeText(save.saveCode);
      setCopied(true);
      toast(playToasts.copied());
    } catch {
      toast(playToasts.copyFailed());
    }
  };

  return (
    <Dialog
      open={save !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Game Saved Successfully"
      description="Keep this code to continue your adventure later, on this device or any other."
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-emerald-500/15 text-emerald-700 dark:text-emerald-300">
          <CircleCheck aria-hidden className="size-5" />
        </span>
      }
    >
      {save ? (
        <>
          <div className="rounded-xl border border-ember-500/40 border-dashed bg-ember-500/8 p-4 text-center">
            <p className="font-medium text-ink-600 text-xs uppercase tracking-widest dark:text-ink-300">
              Your save code
            </p>
            <p
              className="mt-1.5 select-all break-all font-mono font-semibold text-2xl text-ink-950 tracking-[0.06em] sm:text-3xl dark:text-white"
              data-testid="save-code"
            >
              {save.saveCode}
            </p>
            <Button variant="secondary" size="sm" className="mt-3" onClick={copy}>
              {copied ? <Check aria-hidden className="text-emerald-600" /> : <Copy aria-hidden />}
              {copied ? "Copied" : "Copy code"}
            </Button>
          </div>
          <p className="mt-4 text-ink-700 text-sm dark:text-ink-200">
            Expires on <strong className="font-semibold">{formatExpiry(save.expiresAt)}</strong>
          </p>
          <ul className="mt-3 grid gap-1.5 text-ink-600 text-sm dark:text-ink-300">
            {[
              "Write the code down or copy it somewhere safe — it is the only way back to this save.",
              "To continue, open the game and choose Save, then Enter Save Code.",
              "Each time the code is loaded, play carries on from this scene.",
              "Sign in to have your progress saved automatically after every scene.",
            ].map((tip) => (
              <li key={tip} className="flex gap-2">
                <span aria-hidden className="mt-2 size-1 shrink-0 rounded-full bg-ink-400" />
                {tip}
              </li>
            ))}
          </ul>
          <DialogActions>
            <DialogClose asChild>
              <Button>Done</Button>
            </DialogClose>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
