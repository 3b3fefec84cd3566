import { useMutation } from "@tanstack/react-query";
import { Save } from "lucide-react";
import { type FormEvent, useEffect, useState } from "react";
import type { z } from "zod";
import type { AnonymousSaveResponse } from "../../../contract/play";
import { apiRequest } from "../../api/request";
import { Button } from "../../ui/button";
import { Dialog, DialogActions, DialogClose } from "../../ui/dialog";
import { Field } from "../../ui/field";
import { Spinner } from "../../ui/spinner";
import { toast } from "../../ui/toast-store";
import { playToasts } from "./play-toasts";

export type SaveCode = z.infer<typeof AnonymousSaveResponse>;

type SaveDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  sessionToken: string;
  defaultName: string;
  onSaved: (save: SaveCode) => void;
};

/** Spec 000 §2 "Save Your Game": a save name, then POST /api/anonymous-saves for a code. */
export function SaveDialog({ open, onOpenChange, sessionToken, defaultName, onSaved }: SaveDialogProps) {
  const [name, setName] = useState(defaultName);
  useEffect(() => {
    if (open) setName(defaultName);
  }, [open, defaultName]);

  const save = useMutation({
    mutationFn: async (saveName: string) =>
      (await (
        await apiRequest("POST", "/api/anonymous-saves", { sessionToken, saveName })
      ).json()) as SaveCode,
    onSuccess: (result) => {
      onOpenChange(false);
      onSaved(result);
    },
    onError: () => toast(playToasts.saveFailed()),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const saveName = name.trim();
    if (saveName && !save.isPending) save.mutate(saveName);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Save Your Game"
      description="Name this save. You'll get a code that brings you back to this scene on any device."
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-ember-500/15 text-ember-700 dark:text-ember-400">
          <Save aria-hidden className="size-5" />
        </span>
      }
    >
      <form onSubmit={submit}>
        <Field
          label="Save name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={100}
          autoComplete="off"
          placeholder="e.g. Before the drowned chapel"
        />
        <DialogActions>
          <DialogClose asChild>
            <Button variant="secondary">Cancel</Button>
          </DialogClose>
          <Button type="submit" disabled={!name.trim() || save.isPending}>
            {save.isPending ? <Spinner /> : <Save aria-hidden />}
            Create Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
