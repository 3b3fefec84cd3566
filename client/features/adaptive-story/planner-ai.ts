import type { MutableRefObject } from "react";
import type { SaveOutlineChapterResponse } from "../../../contract/outline";
import { OUTLINE_MESSAGES } from "../../../contract/outline";
import { toast } from "../../ui/toast-store";
import { failureToast } from "../creation-common/creation-errors";
import * as api from "./adaptive-story-api";
import {
  canGenerate,
  generateAllQueue,
  generationRequest,
  hasContent,
  type PlannerChapter,
} from "./planner-model";
import type { plannerUndo } from "./planner-undo";
import {
  type Busy,
  type FocusTarget,
  type GenerateAllProgress,
  partId,
  type SaveReason,
  TOASTS,
} from "./use-planner";

/** Generate All's choice when some chapters are written (ADR 027): only the others, or every one. */
export type GenerateAllScope = "missing" | "all";

/** What the AI's actions need of the planner (use-planner.ts). */
export type PlannerAiDeps = {
  gameId: string;
  latest: MutableRefObject<PlannerChapter[]>;
  find: (key: string) => PlannerChapter | undefined;
  indexOf: (key: string) => number;
  setBusy: (key: string, value: Busy | null) => void;
  setError: (key: string, value: string | null) => void;
  focusOn: (key: string, target: FocusTarget) => void;
  announce: (text: string) => void;
  /** A change of what the chapter says, answering its save (with the Undo). */
  rewrite: (
    key: string,
    patch: Partial<PlannerChapter>,
    reason: SaveReason,
  ) => Promise<SaveOutlineChapterResponse | null>;
  change: (key: string, patch: Partial<PlannerChapter>) => Promise<boolean>;
  offer: ReturnType<typeof plannerUndo>["offer"];
  /** Generate All is running; Stop was asked for. */
  running: MutableRefObject<boolean>;
  stop: MutableRefObject<boolean>;
  setProgress: (update: (p: GenerateAllProgress | null) => GenerateAllProgress | null) => void;
};

/**
 * The planner's AI actions (ADR 017, ADR 027): write a chapter, regenerate it, a better title,
 * Generate All. Each written chapter is saved at once as a write of the story, and its toast
 * offers Undo.
 */
export function plannerAi(deps: PlannerAiDeps) {
  const {
    gameId,
    latest,
    find,
    indexOf,
    setBusy,
    setError,
    focusOn,
    announce,
    rewrite,
    change,
    offer,
    running,
    stop,
    setProgress,
  } = deps;

  /** Writes one chapter and saves it; answers whether it was written, and the save's Undo. */
  const write = async (key: string): Promise<{ ok: boolean; undo: string | null }> => {
    const chapter = find(key);
    if (!chapter) return { ok: false, undo: null };
    if (!canGenerate(chapter)) {
      setError(key, OUTLINE_MESSAGES.chapterRequired);
      return { ok: false, undo: null };
    }
    setError(key, null);
    setBusy(key, "generating");
    try {
      const { content } = await api.generateChapter(gameId, generationRequest(latest.current, indexOf(key)));
      // Written: the chapter's buttons are back (enabled) while its text is saved.
      setBusy(key, null);
      // The Generate button gives way to the text's buttons: focus goes to Edit Content.
      const here = document.activeElement;
      if (!running.current && (here === document.body || here?.id === partId(key, "generate")))
        focusOn(key, "edit-content");
      const saved = await rewrite(key, { content, isGenerated: true }, "generate");
      announce(`Chapter ${find(key)?.chapterNumber ?? ""} written.`);
      return { ok: true, undo: saved?.undoRevisionId ?? null };
    } catch (error) {
      failureToast(TOASTS.generationFailed[0], error, TOASTS.generationFailed[1]);
      return { ok: false, undo: null };
    } finally {
      setBusy(key, null);
    }
  };

  const generate = async (key: string): Promise<boolean> => {
    const { ok, undo } = await write(key);
    const chapter = find(key);
    if (ok && chapter)
      offer(
        `Chapter ${chapter.chapterNumber} Written`,
        `${chapter.title.trim() ? `“${chapter.title.trim()}” is` : "The chapter is"} in the story.`,
        undo,
      );
    return ok;
  };

  const regenerate = async (key: string, direction: string): Promise<boolean> => {
    const chapter = find(key);
    if (!chapter) return false;
    if (!canGenerate(chapter)) {
      setError(key, OUTLINE_MESSAGES.chapterRequired);
      return false;
    }
    setBusy(key, "regenerating");
    try {
      const { content } = await api.regenerateChapter(gameId, {
        ...generationRequest(latest.current, indexOf(key)),
        currentContent: chapter.content ?? "",
        direction: direction.trim(),
      });
      const saved = await rewrite(key, { content, isGenerated: true }, "regenerate");
      announce(`Chapter ${chapter.chapterNumber} rewritten.`);
      offer(
        `Chapter ${chapter.chapterNumber} Rewritten`,
        `${chapter.title.trim() ? `“${chapter.title.trim()}” has` : "The chapter has"} a new version.`,
        saved?.undoRevisionId,
      );
      return true;
    } catch (error) {
      failureToast("Regeneration Failed", error);
      return false;
    } finally {
      setBusy(key, null);
    }
  };

  const enhanceTitle = async (key: string) => {
    const chapter = find(key);
    if (!chapter) return;
    if (!chapter.title.trim()) {
      setError(key, OUTLINE_MESSAGES.titleRequired);
      return;
    }
    setError(key, null);
    setBusy(key, "enhancing");
    try {
      const index = indexOf(key);
      const { newTitle } = await api.rewriteChapterTitle(gameId, {
        chapterNumber: chapter.chapterNumber,
        currentTitle: chapter.title.trim(),
        chapterDescription: chapter.outline.trim(),
        previousChapters: latest.current
          .slice(0, index)
          .filter((c) => c.title.trim())
          .map((c) => ({ chapterNumber: c.chapterNumber, title: c.title.trim() })),
      });
      void change(key, { title: newTitle });
      announce(`New title: ${newTitle}`);
    } catch (error) {
      failureToast("Enhancement Failed", error);
    } finally {
      setBusy(key, null);
    }
  };

  /**
   * Writes every chapter with a title and an outline, first to last, each seeing those before;
   * "missing": only those without text yet.
   */
  const generateAll = async (scope: GenerateAllScope = "all") => {
    const keys = generateAllQueue(latest.current).filter(
      (key) => scope === "all" || !hasContent(find(key) ?? { content: null }),
    );
    if (!keys.length) {
      toast({
        title: TOASTS.noValidOutlines[0],
        description: TOASTS.noValidOutlines[1],
        variant: "destructive",
      });
      return;
    }
    stop.current = false;
    running.current = true;
    let done = 0;
    // The first chapter's revision keeps the story from before the whole run: its Undo undoes all.
    let undo: string | null = null;
    let failed = false;
    for (const key of keys) {
      if (stop.current) break;
      const chapter = find(key);
      if (!chapter) continue;
      setProgress(() => ({ total: keys.length, done, current: key, stopping: false }));
      const written = await write(key);
      if (!written.ok) {
        failed = true;
        break;
      }
      undo ??= written.undo;
      done += 1;
    }
    setProgress(() => null);
    running.current = false;
    const stopped = stop.current ? " (stopped)" : "";
    announce(`Generate All finished${stopped}: ${done} of ${keys.length} chapters written.`);
    // A failure has said so in its own toast.
    if (done === keys.length)
      offer("Chapters Written", `${done} ${done === 1 ? "chapter was" : "chapters were"} written.`, undo);
    else if (!failed && done > 0)
      offer("Generate All Stopped", `${done} of ${keys.length} chapters were written.`, undo);
  };
  const stopGenerateAll = () => {
    stop.current = true;
    setProgress((p) => (p ? { ...p, stopping: true } : p));
  };

  return { generate, regenerate, enhanceTitle, generateAll, stopGenerateAll };
}
