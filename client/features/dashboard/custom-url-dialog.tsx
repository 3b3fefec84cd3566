import { Check, ExternalLink, Link2, RefreshCw } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { CUSTOM_SLUG_INPUT_MAX, type GameSummary, type SlugSuggestion } from "../../../contract/games";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import { Dialog, DialogActions, DialogClose } from "../../ui/dialog";
import { Spinner } from "../../ui/spinner";
import { playUrl } from "./clipboard";
import { CopyButton } from "./copy-button";
import { useSlugSuggestions } from "./use-games";

type Props = {
  game: GameSummary | null;
  pending: boolean;
  onSave: (game: GameSummary, customSlug: string) => void;
  onClose: () => void;
};

/** The game's unique identifier: the six characters its link ends with (GAPS.md). */
function identifierOf(slug: string): string {
  return /-([a-z0-9]{6})$/.exec(slug)?.[1] ?? "";
}

/** What the server will make of the typed name, for the preview (the server has the last word). */
function previewName(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
}

const withId = (name: string, id: string) => (id ? `${name}-${id}` : name);

const inputClass =
  "h-10 w-full min-w-0 rounded-lg border border-ink-200 bg-white px-3 text-ink-950 text-sm outline-none transition placeholder:text-ink-400 focus:border-ember-500 focus:ring-3 focus:ring-ember-500/25 dark:border-ink-700 dark:bg-ink-900 dark:text-ink-50";

function SuggestionRow({
  suggestion,
  identifier,
  pending,
  onUse,
}: {
  suggestion: SlugSuggestion;
  identifier: string;
  pending: boolean;
  onUse: () => void;
}) {
  const slug = withId(suggestion.slug, identifier);
  return (
    <li className="flex items-center gap-3 rounded-xl border border-ink-200 px-3 py-2 dark:border-ink-700">
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-ink-900 text-sm dark:text-ink-50">
          {suggestion.displayName}
          <span
            className={cn(
              "rounded-full px-2 py-0.5 font-semibold text-[11px] ring-1 ring-inset",
              suggestion.available
                ? "bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-800"
                : "bg-red-50 text-red-800 ring-red-200 dark:bg-red-950 dark:text-red-200 dark:ring-red-800",
            )}
          >
            {suggestion.available ? "Available" : "Taken"}
          </span>
        </p>
        <p className="mt-0.5 truncate font-mono text-ink-500 text-xs dark:text-ink-400">/play/{slug}</p>
      </div>
      <CopyButton text={playUrl(slug)} label={`Copy ${suggestion.displayName} URL`} />
      {suggestion.available ? (
        <Button size="sm" variant="secondary" disabled={pending} onClick={onUse}>
          Use
        </Button>
      ) : null}
    </li>
  );
}

/** Spec 000 §2: Customize Game URL — the current link, a custom name, and suggestions. */
export function CustomUrlDialog({ game, pending, onSave, onClose }: Props) {
  const inputId = useId();
  const [customSlug, setCustomSlug] = useState("");
  useEffect(() => {
    if (!game) setCustomSlug("");
  }, [game]);
  const suggestions = useSlugSuggestions(game?.id ?? "", game?.title ?? "", customSlug.trim());
  const identifier = identifierOf(game?.shareSlug ?? "");
  const current = game ? playUrl(game.shareSlug) : "";
  const preview = previewName(customSlug);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (game && customSlug.trim() && !pending) onSave(game, customSlug.trim());
  };

  return (
    <Dialog
      open={game !== null}
      onOpenChange={(open) => !open && !pending && onClose()}
      title="Customize Game URL"
      description="Give your adventure a link that is easy to read, remember and share."
      className="max-w-xl"
      icon={
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-ember-500/15 text-ember-700 dark:text-ember-400">
          <Link2 aria-hidden className="size-5" />
        </span>
      }
    >
      <div className="grid gap-4">
        <div className="grid gap-1.5">
          <label
            htmlFor={`${inputId}-current`}
            className="font-medium text-ink-800 text-sm dark:text-ink-100"
          >
            Current URL
          </label>
          <div className="flex items-center gap-2">
            <input
              id={`${inputId}-current`}
              readOnly
              value={current}
              className={cn(inputClass, "bg-ink-50 font-mono text-xs dark:bg-ink-950")}
            />
            <CopyButton text={current} label="Copy current URL" />
            <Button asChild variant="secondary" size="icon" className="size-9 shrink-0">
              <a
                href={game ? `/play/${game.shareSlug}` : "/"}
                target="_blank"
                rel="noopener noreferrer"
                aria-label="Open current URL"
                title="Open current URL"
              >
                <ExternalLink aria-hidden />
              </a>
            </Button>
          </div>
        </div>

        <form onSubmit={submit} className="grid gap-1.5">
          <label htmlFor={inputId} className="font-medium text-ink-800 text-sm dark:text-ink-100">
            Create Custom URL
          </label>
          <div className="flex items-center gap-2">
            <input
              id={inputId}
              value={customSlug}
              maxLength={CUSTOM_SLUG_INPUT_MAX}
              onChange={(e) => setCustomSlug(e.target.value)}
              placeholder="e.g. dragon-quest-adventure"
              autoComplete="off"
              className={inputClass}
            />
            <Button
              variant="secondary"
              size="icon"
              className="size-10 shrink-0"
              aria-label="Get URL suggestions"
              title="Get URL suggestions"
              disabled={suggestions.isFetching}
              onClick={() => void suggestions.refetch()}
            >
              <RefreshCw aria-hidden className={suggestions.isFetching ? "animate-spin" : undefined} />
            </Button>
          </div>
          {preview ? (
            <p className="truncate font-mono text-ink-500 text-xs dark:text-ink-400" aria-live="polite">
              /play/{withId(preview, identifier)}
            </p>
          ) : null}
          {customSlug.trim() ? (
            <Button type="submit" className="mt-2 justify-self-start" disabled={pending}>
              {pending ? <Spinner className="size-4" /> : <Check aria-hidden />}
              {pending ? "Saving..." : "Use This URL"}
            </Button>
          ) : null}
        </form>

        <section aria-labelledby={`${inputId}-suggested`} className="grid gap-2">
          <h3 id={`${inputId}-suggested`} className="font-medium text-ink-800 text-sm dark:text-ink-100">
            Suggested URLs
          </h3>
          {suggestions.data?.length ? (
            <ul className="grid gap-1.5">
              {suggestions.data.map((s) => (
                <SuggestionRow
                  key={s.slug}
                  suggestion={s}
                  identifier={identifier}
                  pending={pending}
                  onUse={() => game && onSave(game, s.slug)}
                />
              ))}
            </ul>
          ) : (
            <p className="rounded-xl border border-ink-200 border-dashed px-4 py-3 text-ink-500 text-sm dark:border-ink-700 dark:text-ink-400">
              {suggestions.isFetching
                ? "Finding friendly URLs..."
                : "Press the refresh button for suggestions based on your title and what you typed."}
            </p>
          )}
        </section>

        <ul className="grid gap-1 rounded-xl bg-ink-50 px-4 py-3 text-ink-600 text-xs leading-relaxed dark:bg-ink-950 dark:text-ink-300">
          <li>• URLs are lowercased and special characters are removed.</li>
          <li>• Every URL includes a unique identifier, so it always points to this game.</li>
          <li>• Links you shared before keep working: they lead to the new URL.</li>
          <li>• Friendly URLs are easier to share and remember.</li>
        </ul>
      </div>
      <DialogActions>
        <DialogClose asChild>
          <Button variant="secondary" disabled={pending}>
            Done
          </Button>
        </DialogClose>
      </DialogActions>
    </Dialog>
  );
}
