import { useQueryClient } from "@tanstack/react-query";
import { type Dispatch, type SetStateAction, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { CharacterView, OutlineChapterView } from "../../../contract/creation";
import type { SaveOutlineChapterRequest } from "../../../contract/outline";
import { dismissToast } from "../../ui/toast-store";
import { gameKey } from "../creation-common/creation-api";
import { failureToast } from "../creation-common/creation-errors";
import * as api from "./adaptive-story-api";
import { plannerAi } from "./planner-ai";
import {
  fromServer,
  isSaved,
  mergeServerList,
  type PlannerChapter,
  saveRequest,
  toggleCharacter as toggled,
} from "./planner-model";
import { plannerUndo } from "./planner-undo";

export type SaveState = "saving" | "saved" | "failed";
export type Busy = "generating" | "enhancing" | "regenerating";
export type ActionOption = OutlineChapterView["actionOptions"][number];
export type FocusTarget = "title" | "heading" | "move-up" | "move-down" | "generate" | "edit-content";
export type GenerateAllProgress = { total: number; done: number; current: string; stopping: boolean };
export type { GenerateAllScope } from "./planner-ai";
export type SaveReason = NonNullable<SaveOutlineChapterRequest["reason"]>;

/** The element ids of a chapter's parts, so that focus can be sent to them after a change. */
export const partId = (key: string, part: string) => `chapter-${key}-${part}`;

function setKey<T>(set: Dispatch<SetStateAction<Record<string, T>>>, key: string, value: NoInfer<T> | null) {
  set((map) => {
    const next = { ...map };
    if (value === null) delete next[key];
    else next[key] = value;
    return next;
  });
}

/** Typing is saved after this pause, if the field is not left first. */
const TYPING_PAUSE_MS = 1500;

/** Spec 002 §8's titles and texts. */
export const TOASTS = {
  generationFailed: ["Generation Failed", "Failed to generate chapter"],
  saveFailed: ["Save Failed", "Failed to save chapter changes"],
  noValidOutlines: ["No Valid Outlines", "Give at least one chapter a title and an outline first."],
} as const;

/**
 * The Story Outline planner's state and every action on it (ADR 017). The page holds the
 * chapters; each write goes to the server in order (one queue), so a save typed just before a
 * move is saved before the move, and every answer is laid over what the page shows.
 */
export function usePlanner(gameId: string, initial: OutlineChapterView[]) {
  const [chapters, setChapters] = useState<PlannerChapter[]>(() => fromServer(initial));
  const latest = useRef(chapters);
  const [saves, setSaves] = useState<Record<string, SaveState>>({});
  const [busy, setBusy] = useState<Record<string, Busy>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [restructuring, setRestructuring] = useState(false);
  const [progress, setProgress] = useState<GenerateAllProgress | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [focus, setFocus] = useState<{ key: string; target: FocusTarget; seq: number } | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  /** Edits since the last save was sent, by chapter: a save's answer must not undo newer typing. */
  const versions = useRef(new Map<string, number>());
  const typing = useRef(new Set<string>());
  const stop = useRef(false);
  const running = useRef(false);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const [typed, setTyped] = useState<Record<string, true>>({});
  const queryClient = useQueryClient();
  /** The game's story changed: the banner's counts (and Edit Game's) are read again. */
  const storyChanged = () => void queryClient.invalidateQueries({ queryKey: gameKey(gameId) });

  const apply = useCallback((change: (list: PlannerChapter[]) => PlannerChapter[]) => {
    latest.current = change(latest.current);
    setChapters(latest.current);
  }, []);
  const find = (key: string) => latest.current.find((c) => c.key === key);
  const indexOf = (key: string) => latest.current.findIndex((c) => c.key === key);
  // The same words twice are still said twice: the second time with a trailing space.
  const announce = (text: string) => setAnnouncement((said) => (said === text ? `${text}\u00a0` : text));
  const focusOn = (key: string, target: FocusTarget) =>
    setFocus((f) => ({ key, target, seq: (f?.seq ?? 0) + 1 }));

  const enqueue = <T>(work: () => Promise<T>): Promise<T> => {
    const run = queue.current.then(work, work);
    queue.current = run.catch(() => undefined);
    return run;
  };

  /** Changes a chapter on the page only; `typed` marks it as being typed in (saved on leaving the field). */
  const edit = (key: string, patch: Partial<PlannerChapter>, typed = false) => {
    versions.current.set(key, (versions.current.get(key) ?? 0) + 1);
    if (typed) {
      typing.current.add(key);
      setKey(setTyped, key, true);
      // Saved on leaving the field, or after a pause in the typing.
      clearTimeout(timers.current.get(key));
      timers.current.set(
        key,
        setTimeout(() => void commitTyped(key), TYPING_PAUSE_MS),
      );
    }
    if ("title" in patch || "outline" in patch) setKey(setErrors, key, null);
    apply((list) => list.map((c) => (c.key === key ? { ...c, ...patch } : c)));
  };

  /** Saves the chapter as it is now, answering the save (null if it failed). Not queued: for use inside the queue. */
  const saveNow = async (key: string, quiet: boolean, reason: SaveReason = "edit") => {
    const chapter = find(key);
    if (!chapter) return null;
    const sent = versions.current.get(key) ?? 0;
    setKey(setSaves, key, "saving");
    try {
      const saved = await api.saveChapter(gameId, { ...saveRequest(chapter), reason });
      apply((list) =>
        list.map((c) => (c.key === key ? { ...c, id: saved.id, chapterNumber: saved.chapterNumber } : c)),
      );
      if ((versions.current.get(key) ?? 0) === sent) {
        typing.current.delete(key);
        setKey(setTyped, key, null);
      }
      setKey(setSaves, key, "saved");
      // The first save made the planner's other empty chapters real: learn their ids.
      if (!isSaved(chapter) && latest.current.some((c) => !isSaved(c))) await reloadNow();
      if (saved.undoRevisionId) storyChanged();
      return saved;
    } catch (error) {
      setKey(setSaves, key, "failed");
      // Spec 002 §8: a generated chapter that could not be saved is only logged.
      if (quiet) console.error("Failed to save chapter to database", error);
      else failureToast(TOASTS.saveFailed[0], error, TOASTS.saveFailed[1]);
      return null;
    }
  };
  /** The chapters as the server (and the story) hold them now, laid over the page's. */
  const reloadNow = async () => {
    const list = await api.loadChapters(gameId);
    apply((local) => mergeServerList(local, list, typing.current));
  };
  /** The toast with an Undo on show: withdrawn when the planner goes (its Undo reloads the planner). */
  const offered = useRef<string | null>(null);
  const undoing = plannerUndo({
    gameId,
    offered,
    enqueue: (work) => enqueue(work),
    reload: async () => {
      await reloadNow();
      storyChanged();
    },
  });
  useEffect(
    () => () => {
      if (offered.current) dismissToast(offered.current);
    },
    [],
  );
  const commitSaved = (key: string, quiet = false, reason: SaveReason = "edit") =>
    enqueue(() => saveNow(key, quiet, reason));
  const commit = async (key: string, quiet = false) => (await commitSaved(key, quiet)) !== null;
  /** Saves on leaving a field, when something was typed. */
  const commitTyped = (key: string) => {
    clearTimeout(timers.current.get(key));
    timers.current.delete(key);
    return typing.current.has(key) ? commit(key) : Promise.resolve(true);
  };
  const change = (key: string, patch: Partial<PlannerChapter>, quiet = false) => {
    edit(key, patch);
    return commit(key, quiet);
  };
  /** A change of what the chapter says, answering the save (its Undo). */
  const rewrite = (key: string, patch: Partial<PlannerChapter>, reason: SaveReason, quiet = true) => {
    edit(key, patch);
    return commitSaved(key, quiet, reason);
  };

  /** A move, an insert, a removal: the server answers the renumbered list. */
  const restructure = (
    failTitle: string,
    work: () => Promise<OutlineChapterView[] | null>,
    after?: (list: PlannerChapter[]) => void,
  ) =>
    enqueue(async () => {
      setRestructuring(true);
      try {
        const list = await work();
        if (!list) return false;
        apply((local) => mergeServerList(local, list, typing.current));
        storyChanged();
        // The buttons are back before focus is sent to one of them.
        setRestructuring(false);
        after?.(latest.current);
        return true;
      } catch (error) {
        failureToast(failTitle, error);
        return false;
      } finally {
        setRestructuring(false);
      }
    });

  const move = (key: string, by: -1 | 1) =>
    restructure(
      "Move Failed",
      async () => {
        const from = indexOf(key);
        const to = from + by;
        if (from < 0 || to < 0 || to >= latest.current.length) return null;
        return api.reorderChapters(gameId, from, to);
      },
      (list) => {
        const index = list.findIndex((c) => c.key === key);
        const atEnd = by < 0 ? index === 0 : index === list.length - 1;
        focusOn(key, by < 0 ? (atEnd ? "move-down" : "move-up") : atEnd ? "move-up" : "move-down");
        announce(`Chapter moved to position ${index + 1} of ${list.length}.`);
      },
    );

  /** An empty chapter after this one (`null`: at the end, the floating New Chapter). */
  const insertAfter = (key: string | null) => {
    let after = 0;
    return restructure(
      "Insert Failed",
      async () => {
        after = key === null ? latest.current.length : indexOf(key) + 1;
        if (after < 0) return null;
        return api.insertChapter(gameId, after);
      },
      (list) => {
        const added = list[after];
        if (added) {
          focusOn(added.key, "title");
          announce(`Chapter ${added.chapterNumber} added. Later chapters were renumbered.`);
        }
      },
    );
  };

  const remove = (key: string) => {
    let at = 0;
    let removed: PlannerChapter | undefined;
    let undo: string | null = null;
    return restructure(
      "Remove Failed",
      async () => {
        const chapter = find(key);
        if (!chapter) return null;
        at = indexOf(key);
        // One of the 3 empty chapters not saved yet: saving it makes the outline real.
        if (!isSaved(chapter) && !(await saveNow(key, false))) return null;
        removed = find(key);
        if (!removed?.id) return null;
        const answer = await api.removeChapter(gameId, removed.id);
        undo = answer.undoRevisionId;
        return answer.list;
      },
      (list) => {
        const next = list[Math.min(at, list.length - 1)];
        if (next) focusOn(next.key, "heading");
        const remain = `${list.length} ${list.length === 1 ? "chapter remains" : "chapters remain"}.`;
        announce(`Chapter removed. ${remain}`);
        const gone = removed;
        // Undo: the story chapter comes back with the revision; its plan is saved back by id.
        if (gone && undo)
          undoing.offer(
            `Chapter ${gone.chapterNumber} Removed`,
            `${gone.title.trim() ? `“${gone.title.trim()}” was removed.` : "The chapter was removed."} ${remain}`,
            undo,
            () => api.saveChapter(gameId, saveRequest(gone)),
          );
      },
    );
  };

  const removeLocation = (location: string) =>
    restructure(
      TOASTS.saveFailed[0],
      () => api.removeLocation(gameId, location),
      () => announce(`${location} removed from every chapter.`),
    );

  const ai = plannerAi({
    gameId,
    latest,
    find,
    indexOf,
    setBusy: (key, value) => setKey(setBusy, key, value),
    setError: (key, value) => setKey(setErrors, key, value),
    focusOn,
    announce,
    rewrite,
    change,
    offer: undoing.offer,
    running,
    stop,
    setProgress,
  });

  // ---- the chapter's parts ----------------------------------------------------------------

  const toggleCharacter = (key: string, character: Pick<CharacterView, "id" | "name">) => {
    const chapter = find(key);
    if (chapter) void change(key, { selectedCharacters: toggled(chapter.selectedCharacters, character) });
  };
  const removeSelection = (key: string, entry: string) => {
    const chapter = find(key);
    if (chapter)
      void change(key, { selectedCharacters: chapter.selectedCharacters.filter((s) => s !== entry) });
  };
  const saveAction = (key: string, option: ActionOption) => {
    const chapter = find(key);
    if (!chapter) return Promise.resolve(false);
    const exists = chapter.actionOptions.some((a) => a.id === option.id);
    return change(key, {
      actionOptions: exists
        ? chapter.actionOptions.map((a) => (a.id === option.id ? option : a))
        : [...chapter.actionOptions, option],
    });
  };
  const removeAction = (key: string, id: string) => {
    const chapter = find(key);
    if (chapter) void change(key, { actionOptions: chapter.actionOptions.filter((a) => a.id !== id) });
  };

  const state = useMemo(
    () => ({
      chapters,
      saves,
      busy,
      errors,
      restructuring,
      progress,
      announcement,
      focus,
      generatingAll: progress !== null,
      /** Something typed and not saved yet, or a save that failed: leaving would lose it. */
      unsaved:
        Object.keys(typed).length > 0 || Object.values(saves).some((s) => s === "saving" || s === "failed"),
    }),
    [chapters, saves, busy, errors, restructuring, progress, announcement, focus, typed],
  );

  return {
    ...state,
    edit: (key: string, patch: Partial<PlannerChapter>) => edit(key, patch, true),
    commitTyped,
    retrySave: (key: string) => commit(key),
    setLocation: (key: string, selectedLocation: string) => void change(key, { selectedLocation }),
    setContent: (key: string, content: string) => {
      focusOn(key, "edit-content");
      return change(key, { content, isGenerated: true });
    },
    clearContent: async (key: string) => {
      focusOn(key, "generate");
      const chapter = find(key);
      const saved = await rewrite(key, { content: null, isGenerated: false }, "clear", false);
      if (saved && chapter)
        undoing.offer(
          `Chapter ${chapter.chapterNumber}'s Text Cleared`,
          "Its text is no longer in the story.",
          saved.undoRevisionId,
        );
      return saved !== null;
    },
    toggleCharacter,
    removeSelection,
    saveAction,
    removeAction,
    move,
    insertAfter,
    remove,
    removeLocation,
    ...ai,
  };
}

export type Planner = ReturnType<typeof usePlanner>;
