import { Pencil, Redo2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { SCENE_EDIT_MAX_CHARS } from "../../../contract/constants";
import type { SessionData } from "../../../contract/play";
import { Button } from "../../ui/button";
import { Dialog, DialogActions, DialogClose } from "../../ui/dialog";
import { Spinner } from "../../ui/spinner";
import type { useRunEdits } from "./use-run-history";

type SceneToolsProps = {
  session: SessionData;
  edits: ReturnType<typeof useRunEdits>;
  busy: boolean;
};

/**
 * Redo, while a scene Roll back left can come back: beside the latest scene's title, which is
 * what the player sees after a roll back (the page scrolls to it).
 */
export function RedoButton({ edits, busy }: { edits: ReturnType<typeof useRunEdits>; busy: boolean }) {
  const { redo, edit, canRedo } = edits;
  if (!canRedo) return null;
  return (
    <Button
      variant="primary"
      size="sm"
      onClick={() => redo.mutate()}
      disabled={busy || redo.isPending || edit.isPending}
      title="Bring back the scene you rolled back"
    >
      {redo.isPending ? <Spinner /> : <Redo2 aria-hidden />}
      Redo
    </Button>
  );
}

/**
 * Under the latest scene: Edit, the player's own words for the scene (NovelAI and AI Dungeon
 * both allow it), kept for this run only.
 */
export function SceneTools({ session, edits, busy }: SceneToolsProps) {
  const [open, setOpen] = useState(false);
  const pending = edits.redo.isPending || edits.edit.isPending;
  return (
    <div className="flex flex-wrap items-center justify-end gap-2" data-testid="scene-tools">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setOpen(true)}
        disabled={busy || pending}
        title="Change this scene's text for this run"
      >
        <Pencil aria-hidden />
        Edit scene
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Edit this scene"
        description="Your version replaces the storyteller's in this run only: the story goes on from it. The game itself does not change."
        className="max-w-2xl"
      >
        {/* Rendered only while open: its count's first toLocaleString() loads the browser's
            number formats, tens of milliseconds of a phone's first paint (issue 33's bench). */}
        <SceneEditForm session={session} edit={edits.edit} onDone={() => setOpen(false)} />
      </Dialog>
    </div>
  );
}

/** The dialog's form, from the scene's text as it is when the dialog opens. */
function SceneEditForm({
  session,
  edit,
  onDone,
}: {
  session: SessionData;
  edit: ReturnType<typeof useRunEdits>["edit"];
  onDone: () => void;
}) {
  const [text, setText] = useState(session.currentScene);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = text.trim();
    if (!value || edit.isPending) return;
    edit.mutate(value, { onSuccess: onDone });
  };
  const tooLong = text.trim().length > SCENE_EDIT_MAX_CHARS;

  return (
    <form onSubmit={submit}>
      <label htmlFor="scene-edit" className="font-medium text-ink-800 text-sm dark:text-ink-100">
        Scene text
      </label>
      <textarea
        id="scene-edit"
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={12}
        className="mt-1.5 w-full rounded-xl border border-ink-200 bg-white px-3 py-2 font-display text-base text-ink-900 leading-relaxed outline-none focus-visible:ring-2 focus-visible:ring-ember-500/60 dark:border-ink-700 dark:bg-ink-950 dark:text-ink-50"
        aria-invalid={tooLong || !text.trim()}
        aria-describedby="scene-edit-count"
      />
      <p id="scene-edit-count" className={`mt-1 text-xs ${tooLong ? "text-red-700" : "text-ink-500"}`}>
        {text.trim().length.toLocaleString()} / {SCENE_EDIT_MAX_CHARS.toLocaleString()} characters
      </p>
      <DialogActions>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button type="submit" disabled={!text.trim() || tooLong || edit.isPending}>
          {edit.isPending ? <Spinner /> : <Pencil aria-hidden />}
          Save edit
        </Button>
      </DialogActions>
    </form>
  );
}
