import { useMutation } from "@tanstack/react-query";
import { Check, Copy, Sparkles, WandSparkles } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../../ui/button";
import { Dialog, DialogActions } from "../../ui/dialog";
import { Spinner } from "../../ui/spinner";
import { toast } from "../../ui/toast-store";
import { aiGenerate } from "../creation-common/creation-api";
import { failureToast } from "../creation-common/creation-errors";
import { genreLabel } from "../creation-common/genres";
import { WriterNote } from "../creation-common/writer-note";

export type AssistType = "storyline" | "characters" | "scenes";

/** Spec 001 §9: the modal shows this much of the storyline. */
export const STORYLINE_PREVIEW_CHARS = 200;

const TITLES: Record<AssistType, { title: string; description: string }> = {
  storyline: {
    title: "AI Storyline Assistant",
    description: "Draft a storyline for your adventure: premise, goal, conflict and stakes.",
  },
  characters: {
    title: "AI Character Assistant",
    description: "Sketch a cast that fits your storyline. Using it adds them to your characters.",
  },
  scenes: {
    title: "AI Scene Assistant",
    description: "Plan key scenes for your story. Using them adds them to your storyline as notes.",
  },
};

type AiAssistantDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  type: AssistType;
  genre: string;
  storyline: string;
  onUse: (content: string) => void;
};

/** The AI Assistant modal (spec 001 §2): context, optional instructions, generate, copy or use. */
export function AiAssistantDialog({
  open,
  onOpenChange,
  type,
  genre,
  storyline,
  onUse,
}: AiAssistantDialogProps) {
  const [prompt, setPrompt] = useState("");
  const [copied, setCopied] = useState(false);
  const promptId = useId();
  const generate = useMutation({
    mutationFn: () =>
      aiGenerate({ type, genre, storyline, prompt: prompt.trim() || undefined }).then((r) => r.content),
    onError: (error) => failureToast("Generation Failed", error),
  });

  // A new opening starts clean: no old instructions or content from another type.
  useEffect(() => {
    if (open) {
      setPrompt("");
      setCopied(false);
      generate.reset();
    }
  }, [open, generate.reset]);

  const content = generate.data;
  // The answer and its Copy / Use buttons land below the fold of a short window: bring them up.
  const resultRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (content) resultRef.current?.scrollIntoView({ block: "nearest" });
  }, [content]);
  const preview = storyline.trim().slice(0, STORYLINE_PREVIEW_CHARS);
  const copy = async () => {
    if (!content) return;
    try {
      await navigator.clipboard.writeText(content);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      toast({ title: "Copy Failed", description: "Could not copy to clipboard", variant: "destructive" });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={TITLES[type].title}
      description={TITLES[type].description}
      className="max-w-xl"
      icon={
        <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-ember-500/15 text-ember-700 dark:text-ember-400">
          <WandSparkles aria-hidden className="size-5" />
        </span>
      }
    >
      <dl className="grid gap-3 rounded-xl bg-ink-50 p-4 text-sm dark:bg-ink-950/60">
        <div className="flex gap-2">
          <dt className="font-semibold text-ink-700 dark:text-ink-200">Genre:</dt>
          <dd className="text-ink-900 dark:text-ink-50">{genreLabel(genre) || "Not chosen yet"}</dd>
        </div>
        <div>
          <dt className="font-semibold text-ink-700 dark:text-ink-200">Storyline:</dt>
          <dd
            className="mt-1 text-ink-600 italic leading-relaxed dark:text-ink-300"
            data-testid="assistant-storyline"
          >
            {preview
              ? `${preview}${storyline.trim().length > STORYLINE_PREVIEW_CHARS ? "…" : ""}`
              : "No storyline yet."}
          </dd>
        </div>
      </dl>

      <div className="mt-5 grid gap-1.5">
        <label htmlFor={promptId} className="font-medium text-ink-800 text-sm dark:text-ink-100">
          Additional instructions (optional)
        </label>
        <textarea
          id={promptId}
          value={prompt}
          onChange={(e) => setPrompt(e.target.value)}
          maxLength={1000}
          rows={3}
          placeholder={
            type === "storyline"
              ? "e.g. Make it a race against time, with a twist at the end"
              : type === "characters"
                ? "e.g. Include a mentor with a secret"
                : "e.g. A tense scene on a rope bridge"
          }
          className="w-full rounded-lg border border-ink-200 bg-white px-3.5 py-2.5 text-ink-950 text-sm outline-none transition placeholder:text-ink-400 focus:border-ember-500 focus:ring-3 focus:ring-ember-500/25 dark:border-ink-700 dark:bg-ink-900 dark:text-ink-50"
        />
      </div>

      <Button
        className="mt-4 w-full"
        // Once there is content, using it is the main step; generating again is the alternative.
        variant={content ? "secondary" : "primary"}
        onClick={() => generate.mutate()}
        disabled={generate.isPending || !genre}
      >
        {generate.isPending ? <Spinner /> : <Sparkles aria-hidden />}
        {generate.isPending ? "Generating…" : content ? "Generate Again" : "Generate AI Content"}
      </Button>

      {content ? (
        <section ref={resultRef} aria-label="Generated content" className="mt-5">
          <div className="max-h-64 overflow-y-auto whitespace-pre-wrap rounded-xl border border-ink-200 bg-white p-4 text-ink-900 text-sm leading-relaxed dark:border-ink-700 dark:bg-ink-950 dark:text-ink-50">
            {content}
          </div>
          <WriterNote className="mt-2" />
          <DialogActions>
            <Button variant="secondary" onClick={copy}>
              {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
              {copied ? "Copied!" : "Copy"}
            </Button>
            <Button
              onClick={() => {
                onUse(content);
                onOpenChange(false);
              }}
            >
              <Check aria-hidden />
              Use This Content
            </Button>
          </DialogActions>
        </section>
      ) : null}
    </Dialog>
  );
}
