import { useMutation } from "@tanstack/react-query";
import { KeyRound } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import { useLocation } from "wouter";
import type { z } from "zod";
import { type LoadAnonymousResponse, SAVE_CODE_INPUT_MAX_CHARS } from "../../../contract/play";
import { apiRequest } from "../../api/request";
import { rememberOwnSession } from "../../app/own-sessions";
import { Button } from "../../ui/button";
import { Dialog, DialogActions, DialogClose } from "../../ui/dialog";
import { Field } from "../../ui/field";
import { Spinner } from "../../ui/spinner";
import { toast } from "../../ui/toast-store";
import { playToasts } from "./play-toasts";

type Loaded = z.infer<typeof LoadAnonymousResponse>;

type LoadCodeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called after the new session's address is in place. */
  onLoaded: () => void;
};

/** Spec 000 §2 "Load Saved Game": a code, upper-cased as typed; the session is replaced. */
export function LoadCodeDialog({ open, onOpenChange, onLoaded }: LoadCodeDialogProps) {
  const [, navigate] = useLocation();
  const [code, setCode] = useState("");
  useEffect(() => {
    if (open) setCode("");
  }, [open]);

  const load = useMutation({
    mutationFn: async (saveCode: string) =>
      (await (await apiRequest("POST", "/api/sessions/load-anonymous", { saveCode })).json()) as Loaded,
    onSuccess: (result) => {
      rememberOwnSession(result.sessionToken);
      onOpenChange(false);
      onLoaded();
      navigate(
        `/play/${encodeURIComponent(result.game.slug)}?session=${encodeURIComponent(result.sessionToken)}`,
      );
      toast(playToasts.saveLoaded(result.message));
    },
    onError: (error) => toast(playToasts.loadFailed(error)),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const saveCode = code.trim().toUpperCase();
    if (saveCode && !load.isPending) load.mutate(saveCode);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Load Saved Game"
      description="Enter the save code you were given to continue from that scene."
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-ember-500/15 text-ember-700 dark:text-ember-400">
          <KeyRound aria-hidden className="size-5" />
        </span>
      }
    >
      <form onSubmit={submit}>
        <Field
          label="Save code"
          value={code}
          onChange={(e) => setCode(e.target.value.toUpperCase())}
          placeholder="SAVE-XXXXXX"
          maxLength={SAVE_CODE_INPUT_MAX_CHARS}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="[&_input]:font-mono [&_input]:text-base [&_input]:tracking-wider"
        />
        <DialogActions>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={!code.trim() || load.isPending}>
            {load.isPending ? <Spinner /> : <KeyRound aria-hidden />}
            Load Game
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
