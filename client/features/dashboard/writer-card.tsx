import { Cpu, X } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import { Button } from "../../ui/button";
import { useAiSettings } from "../ai-settings/use-ai-settings";

const DISMISSED = "taleforge.writer-card-dismissed";

function dismissed(): boolean {
  try {
    return localStorage.getItem(DISMISSED) === "1";
  } catch {
    return false;
  }
}

/**
 * The first run's card (issue 32): while this creator's games are written by the built-in
 * offline storyteller, say so once, with the way to connect a model. Dismissed, it stays away.
 */
export function WriterCard() {
  const settings = useAiSettings();
  const [hidden, setHidden] = useState(dismissed);
  if (hidden || !settings.data) return null;
  const writer =
    settings.data.updatedAt && !settings.data.needsKey ? settings.data : settings.data.siteWriter;
  if (writer.provider !== "embedded") return null;
  const dismiss = () => {
    try {
      localStorage.setItem(DISMISSED, "1");
    } catch {
      // Private mode: hidden for this visit only.
    }
    setHidden(true);
  };
  return (
    <section
      aria-labelledby="writer-card-title"
      className="relative mt-8 flex flex-col gap-3 rounded-2xl border border-ember-500/40 bg-ember-500/10 p-5 pr-12 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex items-start gap-3">
        <Cpu aria-hidden className="mt-0.5 size-5 shrink-0 text-ember-700 dark:text-ember-400" />
        <div>
          <h2 id="writer-card-title" className="font-semibold text-ink-950 dark:text-white">
            Taleforge is writing with its built-in offline storyteller
          </h2>
          <p className="mt-1 text-ink-700 text-sm dark:text-ink-200">
            It works without a key or network, from your premise and characters, in plain prose. Connect a
            model — your OpenAI, Anthropic or Google key, or a local server such as Ollama — for AI writing.
          </p>
        </div>
      </div>
      <Button asChild className="shrink-0 self-start sm:self-auto">
        <Link href="/settings/ai">Connect a model</Link>
      </Button>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss"
        className="absolute top-3 right-3 cursor-pointer rounded-md p-1.5 text-ink-500 hover:bg-ink-100 hover:text-ink-900 dark:text-ink-300 dark:hover:bg-ink-800"
      >
        <X aria-hidden className="size-4" />
      </button>
    </section>
  );
}
