import { Cpu, Sparkles } from "lucide-react";
import { Link } from "wouter";
import { writerLabel } from "../../../contract/ai-settings";
import { cn } from "../../ui/cn";
import { useAiSettings } from "../ai-settings/use-ai-settings";

/**
 * Which writer this screen's AI uses (issues 31 and 32): the built-in offline storyteller —
 * said plainly, with the way to connect a model — or the creator's (or the site's) model.
 */
export function WriterNote({ className }: { className?: string }) {
  const settings = useAiSettings();
  if (!settings.data) return null;
  // A connection that cannot write (needsKey) leaves the games on the site's writer.
  const own = settings.data.updatedAt !== null && !settings.data.needsKey;
  const writer = own ? settings.data : settings.data.siteWriter;
  const builtIn = writer.provider === "embedded";
  return (
    <p
      data-testid="writer-note"
      className={cn(
        "inline-flex flex-wrap items-center gap-x-1.5 text-ink-500 text-xs dark:text-ink-400",
        className,
      )}
    >
      {builtIn ? (
        <Cpu aria-hidden className="size-3.5 shrink-0" />
      ) : (
        <Sparkles aria-hidden className="size-3.5 shrink-0" />
      )}
      <span>
        {builtIn ? "Written by the built-in offline storyteller." : `Writing with ${writerLabel(writer)}.`}
      </span>
      <Link
        href="/settings/ai"
        className="font-medium text-ember-700 underline underline-offset-2 dark:text-ember-400"
      >
        {builtIn ? "Connect a model" : "Change"}
      </Link>
    </p>
  );
}
