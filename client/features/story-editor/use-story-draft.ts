import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { GameDetail } from "../../../contract/creation";
import { StoryBeats } from "../../../contract/edit-game";
import { apiRequest, errorMessage } from "../../api/request";
import { toast } from "../../ui/toast-store";
import { gameKey } from "../creation-common/creation-api";
import { handleSessionExpired } from "../creation-common/creation-errors";
import {
  type Autosaved,
  browserStorage,
  clearAutosave,
  readAutosave,
  savedSince,
  storyPrint,
  writeAutosave,
} from "./inline/draft-autosave";
import { absorbAllLinks, unresolvedLinkProblem } from "./inline/link-choices";
import { fromBeats, type Story, sameStory, toBeats } from "./story-draft";

/** How long typing rests before the draft is kept in the browser. */
const AUTOSAVE_DELAY_MS = 400;

/** The dashboard's list shows each game's scene count. */
const GAMES_KEY = ["/api/games"] as const;

const patchStory = async (gameId: string, story: Story): Promise<GameDetail> =>
  (
    await apiRequest("PATCH", `/api/games/${encodeURIComponent(gameId)}`, { storyBeats: toBeats(story) })
  ).json();

/** The first problem the contract finds, in its own words (the server would answer the same). */
export function storyProblem(story: Story): string | null {
  const link = unresolvedLinkProblem(story);
  if (link) return link;
  const checked = StoryBeats.safeParse(toBeats(story));
  return checked.success ? null : (checked.error.issues[0]?.message ?? "The story is not valid");
}

/**
 * The story being edited: changed in memory by pure functions (story-draft.ts), saved as a whole
 * with PATCH /api/games/{id} {storyBeats} (GAPS.md). Spec 002 §8: "Story saved" / "Save failed".
 */
export function useStoryDraft(game: GameDetail) {
  const queryClient = useQueryClient();
  const [story, setStory] = useState<Story>(() => fromBeats(game.storyBeats));
  // The story as last saved: unsaved changes are a story that says something else (an edit
  // undone by hand is none). Compared once per change, mostly by identity (sameStory).
  const [saved, setSaved] = useState<Story>(story);
  const dirty = useMemo(() => !sameStory(story, saved), [story, saved]);
  const autosave = useAutosave(game.id, story, dirty, setStory);

  const change = useCallback((next: (story: Story) => Story) => {
    setStory((current) => next(current));
  }, []);

  const save = useMutation({
    mutationFn: (draft: Story) => {
      // A story the server would refuse is not sent: the same schema says why, at once.
      const problem = storyProblem(draft);
      if (problem) return Promise.reject(new Error(`400: ${problem}`));
      return patchStory(game.id, draft);
    },
    onSuccess: (detail, draft) => {
      queryClient.setQueryData(gameKey(game.id), detail);
      void queryClient.invalidateQueries({ queryKey: GAMES_KEY, exact: true });
      // Only what was sent is saved: an edit made while saving stays unsaved.
      setSaved(draft);
      autosave.rebase(draft);
      const storage = browserStorage();
      if (storage) clearAutosave(storage, game.id);
      toast({ title: "Story saved", description: "Your changes are saved.", variant: "success" });
    },
    onError: (error) => {
      if (handleSessionExpired(error)) return;
      toast({ title: "Save failed", description: errorMessage(error), variant: "destructive" });
    },
  });

  return {
    story,
    dirty,
    change,
    saving: save.isPending,
    autosave,
    /**
     * Saves the story as it is now, its typed links made choices first (ADR 034); resolves
     * whether it was saved.
     */
    save: () => {
      const ready = absorbAllLinks(story);
      if (ready !== story) setStory(ready);
      return save
        .mutateAsync(ready)
        .then(() => true)
        .catch(() => false);
    },
  };
}

/**
 * The unsaved draft kept in this browser as it changes, and a draft kept by an earlier visit
 * offered back (restore or discard) before anything overwrites it.
 */
function useAutosave(gameId: string, story: Story, dirty: boolean, setStory: (story: Story) => void) {
  // The saved story this visit's edits begin from: kept with the draft, so that a later visit
  // can tell whether the story was saved elsewhere in between.
  const [base, setBase] = useState(() => storyPrint(toBeats(story)));
  const [offer, setOffer] = useState<Autosaved | null>(() => {
    const storage = browserStorage();
    const kept = storage ? readAutosave(storage, gameId) : null;
    if (!kept) return null;
    // A kept draft that says what the saved story says is no longer news.
    if (sameStory(fromBeats(kept.beats), story)) {
      if (storage) clearAutosave(storage, gameId);
      return null;
    }
    return kept;
  });
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const storage = browserStorage();
    if (!storage || offer) return;
    if (!dirty) {
      clearAutosave(storage, gameId);
      return;
    }
    const keep = () => setFailed(!writeAutosave(storage, gameId, toBeats(story), base));
    const timer = setTimeout(keep, AUTOSAVE_DELAY_MS);
    // A tab closed within the pause keeps the last keystrokes too.
    window.addEventListener("pagehide", keep);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("pagehide", keep);
    };
  }, [gameId, story, dirty, offer, base]);

  return {
    /** A draft from an earlier visit, not yet restored or discarded. */
    offer,
    /** The story was saved elsewhere after the offered draft began: restoring replaces that. */
    savedElsewhere: offer ? savedSince(offer, base) : false,
    /** This tab saved the story: later drafts start from that save. */
    rebase: (saved: Story) => setBase(storyPrint(toBeats(saved))),
    /** The browser would not keep the draft (storage full or off). */
    failed,
    restore: () => {
      if (offer) setStory(fromBeats(offer.beats));
      setOffer(null);
    },
    discard: () => {
      const storage = browserStorage();
      if (storage) clearAutosave(storage, gameId);
      setOffer(null);
    },
  };
}

export type StoryDraftApi = ReturnType<typeof useStoryDraft>;
