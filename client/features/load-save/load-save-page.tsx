import { ArrowLeft, Clock, History, KeyRound, LogIn, Play, Save } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Link } from "wouter";
import { LoadAnonymousBody, SAVE_CODE_DAYS, SAVE_CODE_INPUT_MAX_CHARS } from "../../../contract/play";
import { useAuth } from "../../app/use-auth";
import { Button } from "../../ui/button";
import { cn } from "../../ui/cn";
import { FormAlert } from "../../ui/form-alert";
import { Logo } from "../../ui/logo";
import { Spinner } from "../../ui/spinner";
import { loadFailureMessage } from "./load-failure";
import { useLoadSave } from "./use-load-save";

const SIGN_IN_HREF = `/api/login?returnTo=${encodeURIComponent("/load-save")}`;

/** `/load-save` (spec 002): anyone can carry on a game from a save code. */
export default function LoadSavePage() {
  const { isAuthenticated, isLoading } = useAuth();
  const load = useLoadSave();
  const [code, setCode] = useState("");
  const [invalid, setInvalid] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  const canSubmit = code.trim().length > 0 && !load.isPending;
  const error = invalid ?? (load.isError ? loadFailureMessage(load.error) : null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    const parsed = LoadAnonymousBody.safeParse({ saveCode: code });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? "Save code not found or expired");
      return;
    }
    load.mutate(parsed.data.saveCode);
  }

  return (
    <div className="relative flex min-h-dvh flex-col overflow-hidden bg-ink-950">
      <div
        aria-hidden
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(245,165,36,0.24),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(109,95,163,0.45),transparent_60%)]"
      />
      <header className="relative mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-6 py-5">
        <Link href="/" className="rounded-lg">
          <Logo tone="light" />
        </Link>
        <Link
          href="/"
          className="inline-flex items-center gap-1.5 rounded-md text-ink-200 text-sm hover:text-white"
        >
          <ArrowLeft aria-hidden className="size-4" />
          <span>
            Back<span className="hidden sm:inline"> to Taleforge</span>
          </span>
        </Link>
      </header>

      <main className="relative flex flex-1 items-center justify-center px-4 pt-4 pb-16 sm:px-6">
        <div className="w-full max-w-md overflow-hidden rounded-2xl border border-white/10 bg-white shadow-2xl shadow-black/40 dark:border-ink-700 dark:bg-ink-900">
          <div className="p-6 sm:p-8">
            <span className="flex size-12 items-center justify-center rounded-xl bg-ember-500/15 text-ember-700 dark:text-ember-400">
              <KeyRound aria-hidden className="size-6" />
            </span>
            <h1 className="mt-5 font-display font-semibold text-3xl text-ink-950 tracking-tight dark:text-white">
              Load Saved Game
            </h1>
            <p className="mt-2 text-ink-600 leading-relaxed dark:text-ink-300">
              Enter your save code to pick up the adventure right where you left it.
            </p>

            <form noValidate onSubmit={onSubmit} className="mt-7 grid gap-4">
              <div className="grid gap-1.5">
                <label htmlFor={inputId} className="font-medium text-ink-800 text-sm dark:text-ink-100">
                  Save code
                </label>
                <input
                  id={inputId}
                  name="saveCode"
                  value={code}
                  onChange={(event) => {
                    setCode(event.target.value.toUpperCase());
                    setInvalid(null);
                    if (load.isError) load.reset();
                  }}
                  placeholder="SAVE-XXXXXX"
                  maxLength={SAVE_CODE_INPUT_MAX_CHARS}
                  autoComplete="off"
                  autoCapitalize="characters"
                  autoCorrect="off"
                  spellCheck={false}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${errorId} ${hintId}` : hintId}
                  className={cn(
                    "h-14 w-full min-w-0 rounded-xl border bg-white px-3 text-center font-mono font-semibold text-ink-950 text-lg tracking-[0.12em] outline-none sm:text-xl transition placeholder:font-normal placeholder:text-ink-400 focus:border-ember-500 focus:ring-3 focus:ring-ember-500/25 dark:bg-ink-950 dark:text-ink-50 dark:placeholder:text-ink-500",
                    error ? "border-red-500" : "border-ink-200 dark:border-ink-700",
                  )}
                />
                <p id={hintId} className="flex items-center gap-1.5 text-ink-500 text-xs dark:text-ink-300">
                  <Clock aria-hidden className="size-3.5 shrink-0" />
                  Save codes last {SAVE_CODE_DAYS} days from the day they're made.
                </p>
              </div>

              {error && (
                <div id={errorId}>
                  <FormAlert>{error}</FormAlert>
                </div>
              )}

              <Button type="submit" size="lg" className="w-full" disabled={!canSubmit}>
                {load.isPending ? <Spinner /> : <Play aria-hidden />}
                {load.isPending ? "Loading…" : "Load Game"}
              </Button>
            </form>
          </div>

          {!isLoading && (
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 border-ink-100 border-t bg-ink-50 px-6 py-4 text-ink-600 text-sm sm:px-8 dark:border-ink-800 dark:bg-ink-950/40 dark:text-ink-300">
              <p className="flex items-center gap-2.5">
                <Save aria-hidden className="size-4 shrink-0 text-ember-600 dark:text-ember-400" />
                {isAuthenticated ? "Your auto-saves are kept for you." : "Want every turn saved for you?"}
              </p>
              {isAuthenticated ? (
                <Button asChild variant="secondary" size="sm">
                  <Link href="/saved-games">
                    <History aria-hidden />
                    Continue Playing
                  </Link>
                </Button>
              ) : (
                <Button asChild variant="secondary" size="sm">
                  <a href={SIGN_IN_HREF}>
                    <LogIn aria-hidden />
                    Sign In
                  </a>
                </Button>
              )}
            </div>
          )}
        </div>
      </main>
    </div>
  );
}
