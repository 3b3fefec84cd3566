import { ChartLine, Plus, RotateCcw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { errorMessage } from "../../../api/request";
import { Button } from "../../../ui/button";
import { Dialog } from "../../../ui/dialog";
import { FormAlert } from "../../../ui/form-alert";
import { Spinner } from "../../../ui/spinner";
import { AddEventForm } from "./add-event-form";
import { EventList } from "./event-list";
import { OverviewCard } from "./overview-card";
import {
  ProgressionFailure,
  ProgressionLoading,
  ProgressionNoData,
  ProgressionNotSaved,
} from "./progression-states";
import { ResetConfirm } from "./reset-confirm";
import { useProgression, useResetProgression } from "./use-progression";

export type ProgressionCharacter = { id?: string; name: string };

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** No id: the character exists only in the unsaved Edit Game form. */
  character: ProgressionCharacter;
};

/** Spec 002 §2: the Character Progression dialog, opened from a character in Edit Game. */
export function ProgressionDialog({ open, onOpenChange, character }: Props) {
  const name = character.name.trim();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={name ? `${name} Character Progression` : "Character Progression"}
      description="How this character changes through the story: events you add here, and those recorded while the game is played."
      icon={
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-ember-500/15 text-ember-700 dark:text-ember-400">
          <ChartLine aria-hidden className="size-5" />
        </span>
      }
      // Wider than the default on tablets and up; a little less padding on phones for the stats.
      className="max-sm:p-4 sm:max-w-2xl"
    >
      {/* The body mounts only while open, so a reopened dialog starts with the form closed. */}
      {character.id ? (
        <ProgressionBody characterId={character.id} name={name} />
      ) : (
        <ProgressionNotSaved name={name} />
      )}
    </Dialog>
  );
}

function ProgressionBody({ characterId, name }: { characterId: string; name: string }) {
  const query = useProgression(characterId);
  const [formOpen, setFormOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  // Said politely to screen readers: the list changes out of their sight.
  const [announcement, setAnnouncement] = useState("");
  const addButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  const reset = useResetProgression(characterId, () => {
    setConfirmOpen(false);
    setAnnouncement(`${name || "The character"}'s progression was reset.`);
  });

  // When the form closes its fields unmount; focus goes back to the button that opened it.
  useEffect(() => {
    if (!formOpen && returnFocus.current) {
      returnFocus.current = false;
      addButton.current?.focus();
    }
  }, [formOpen]);

  const closeForm = (added: boolean) => {
    returnFocus.current = true;
    setFormOpen(false);
    if (added) setAnnouncement("Event added.");
  };

  const data = query.data;
  const status = (
    <p role="status" className="sr-only">
      {announcement}
    </p>
  );

  if (query.isPending) return <ProgressionLoading />;
  if (query.isError && !data)
    return (
      <ProgressionFailure
        message={errorMessage(query.error)}
        retrying={query.isFetching}
        onRetry={() => void query.refetch()}
      />
    );
  if (!data) return <ProgressionNoData onRetry={() => void query.refetch()} />;

  return (
    <div className="grid gap-5">
      {status}
      {formOpen ? (
        <AddEventForm characterId={characterId} characterName={name || "The character"} onClose={closeForm} />
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          <Button
            ref={addButton}
            size="sm"
            onClick={() => {
              setAnnouncement("");
              setFormOpen(true);
            }}
          >
            <Plus aria-hidden />
            Add Event
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setAnnouncement("");
              setConfirmOpen(true);
            }}
          >
            <RotateCcw aria-hidden />
            Reset Progression
          </Button>
          {query.isFetching ? (
            <span className="ml-auto inline-flex items-center gap-1.5 text-ink-600 text-xs dark:text-ink-300">
              <Spinner className="size-3.5" />
              Updating…
            </span>
          ) : null}
        </div>
      )}
      {/* A failed refresh keeps what was shown, and says so. */}
      {query.isError ? (
        <FormAlert>
          Could not refresh: {errorMessage(query.error)}{" "}
          <button
            type="button"
            className="cursor-pointer font-semibold underline"
            onClick={() => void query.refetch()}
          >
            Retry
          </button>
        </FormAlert>
      ) : null}
      <OverviewCard data={data} />
      <EventList events={data.recentEvents} total={data.totalEvents} />
      <ResetConfirm
        open={confirmOpen}
        name={name || "this character"}
        total={data.totalEvents}
        pending={reset.isPending}
        onConfirm={() => reset.mutate()}
        onClose={() => setConfirmOpen(false)}
      />
    </div>
  );
}
