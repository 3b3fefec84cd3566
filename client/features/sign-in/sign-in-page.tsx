import { ArrowLeft } from "lucide-react";
import { useState } from "react";
import { Link, useSearch } from "wouter";
import { Logo } from "../../ui/logo";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

type Mode = "sign-in" | "sign-up";

/** `/auth/login`: where `/api/login` sends the browser when no OpenID provider is configured. */
export default function SignInPage() {
  const search = new URLSearchParams(useSearch());
  const returnTo = search.get("returnTo") ?? "/";
  const [mode, setMode] = useState<Mode>(search.get("mode") === "sign-up" ? "sign-up" : "sign-in");

  return (
    <div className="grid min-h-dvh lg:grid-cols-[1fr_1.1fr]">
      <aside className="relative hidden overflow-hidden bg-ink-950 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_bottom_right,rgba(245,165,36,0.25),transparent_55%),radial-gradient(ellipse_at_top_left,rgba(109,95,163,0.4),transparent_60%)]"
        />
        <Link href="/" className="relative w-fit rounded-lg">
          <Logo tone="light" />
        </Link>
        <blockquote className="relative max-w-md">
          {/* Real words of a real game: the seeded demo's own description. */}
          <p className="font-display text-2xl leading-snug">
            “The Great Lantern has gone dark on the eve of the longest night. Relight it before the Ashen King
            claims the valley.”
          </p>
          <footer className="mt-4 text-ink-300 text-sm">
            — <cite>The Lantern of Hollow Vale</cite>, the demo adventure anyone can{" "}
            <Link href="/play/demo-adventure" className="text-ember-300 underline-offset-4 hover:underline">
              play now
            </Link>
          </footer>
        </blockquote>
        <p className="relative text-ink-300 text-sm">Your studio keeps every draft safe until you publish.</p>
      </aside>

      <main className="flex flex-col px-6 py-8 sm:px-12">
        <div className="flex items-center justify-between">
          <Link
            href="/"
            className="inline-flex items-center gap-1.5 rounded-md text-ink-600 text-sm hover:text-ink-950 dark:text-ink-300 dark:hover:text-white"
          >
            <ArrowLeft aria-hidden className="size-4" />
            Back to Taleforge
          </Link>
          <Logo className="lg:hidden" />
        </div>

        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-10">
          <h1 className="font-display font-semibold text-3xl text-ink-950 tracking-tight dark:text-white">
            {mode === "sign-in" ? "Welcome back" : "Create your account"}
          </h1>
          <p className="mt-2 text-ink-600 dark:text-ink-300">
            {mode === "sign-in"
              ? "Sign in to open your creative studio."
              : "Start building adventures in minutes. It's free."}
          </p>

          <div
            role="tablist"
            aria-label="Account"
            className="mt-8 grid grid-cols-2 rounded-xl bg-ink-100 p-1 dark:bg-ink-900"
          >
            {(
              [
                ["sign-in", "Sign in"],
                ["sign-up", "Create account"],
              ] as const
            ).map(([value, label]) => (
              <button
                key={value}
                type="button"
                role="tab"
                id={`tab-${value}`}
                aria-selected={mode === value}
                aria-controls="account-panel"
                onClick={() => setMode(value)}
                className="h-10 cursor-pointer rounded-lg font-medium text-ink-600 text-sm transition aria-selected:bg-white aria-selected:text-ink-950 aria-selected:shadow-sm dark:text-ink-300 dark:aria-selected:bg-ink-800 dark:aria-selected:text-white"
              >
                {label}
              </button>
            ))}
          </div>

          <div id="account-panel" role="tabpanel" aria-labelledby={`tab-${mode}`} className="mt-6">
            {mode === "sign-in" ? (
              <SignInForm returnTo={returnTo} onSwitch={() => setMode("sign-up")} />
            ) : (
              <SignUpForm returnTo={returnTo} onSwitch={() => setMode("sign-in")} />
            )}
          </div>
        </div>
      </main>
    </div>
  );
}
