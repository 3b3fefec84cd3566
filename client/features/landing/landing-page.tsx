import {
  BookOpenText,
  Compass,
  Feather,
  Image,
  KeyRound,
  Link2,
  LogIn,
  Play,
  RotateCcw,
  ShieldCheck,
  Sparkles,
  Volume2,
} from "lucide-react";
import { Link } from "wouter";
import { Button } from "../../ui/button";
import { Logo } from "../../ui/logo";
import { ScenePreview } from "./scene-preview";

/** The seeded demo (server/db/demo-adventure.ts): every install has it. */
export const DEMO_HREF = "/play/demo-adventure";
/** Start Creating opens the sign-in page on Create account (a visitor has none yet). */
export const SIGN_UP_HREF = "/api/login?mode=sign-up";

const steps = [
  {
    icon: Feather,
    title: "Shape your world",
    text: "Give a title, a genre and a storyline. The AI drafts characters and a chapter-by-chapter outline you can rewrite freely.",
  },
  {
    icon: Link2,
    title: "Publish a link",
    text: "Keep it as a draft while you polish, then publish. Your adventure gets a friendly link you can share anywhere.",
  },
  {
    icon: BookOpenText,
    title: "Anyone can play",
    text: "Players need no account. The AI writes each scene from what they do, while the game keeps score fairly.",
  },
];

const features = [
  { icon: Volume2, title: "Narrated scenes", text: "Hear every scene read aloud in the voice you choose." },
  {
    icon: Image,
    title: "Scene illustrations",
    text: "Turn a scene into a picture, from 8-bit to photo-realistic.",
  },
  {
    icon: RotateCcw,
    title: "Roll back",
    text: "Took a wrong turn? Return to the scene before and choose again.",
  },
  {
    icon: KeyRound,
    title: "Save codes",
    text: "Keep progress without an account: a code brings you back for 30 days.",
  },
  {
    icon: ShieldCheck,
    title: "Child-safe mode",
    text: "Stories for younger players stay gentle, in words and in pictures.",
  },
  {
    icon: Sparkles,
    title: "Rules the AI can't bend",
    text: "Health, level, experience and inventory are kept by the game itself.",
  },
];

export default function LandingPage() {
  return (
    <div className="min-h-dvh bg-ink-50 dark:bg-ink-950">
      <header className="relative overflow-hidden bg-ink-950 text-white">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top_right,rgba(245,165,36,0.28),transparent_55%),radial-gradient(ellipse_at_bottom_left,rgba(109,95,163,0.45),transparent_60%)]"
        />
        <nav
          className="relative mx-auto flex max-w-6xl items-center justify-between px-6 py-5"
          aria-label="Main"
        >
          <Logo tone="light" />
          <Button asChild variant="onDark" size="sm">
            <a href="/api/login">
              <LogIn aria-hidden />
              Sign In
            </a>
          </Button>
        </nav>

        <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-6 pt-10 pb-20 lg:grid-cols-[1.05fr_1fr] lg:pt-16 lg:pb-28">
          <div>
            <p className="mb-4 inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-ember-300 text-sm">
              <Sparkles aria-hidden className="size-4" />
              AI-powered text adventures
            </p>
            <h1 className="font-display font-semibold text-4xl leading-[1.08] tracking-tight sm:text-5xl lg:text-6xl">
              Forge stories that <span className="text-ember-400">play back.</span>
            </h1>
            <p className="mt-6 max-w-xl text-ink-200 text-lg leading-relaxed">
              Create role-playing adventures with an AI co-writer, publish them, and share a link. Your
              players explore, fight, bargain and choose — and every scene is written for what they just did.
            </p>
            <div className="mt-9 flex flex-wrap gap-3">
              <Button asChild size="lg">
                <Link href={DEMO_HREF}>
                  <Play aria-hidden />
                  Play the demo
                </Link>
              </Button>
              <Button asChild size="lg" variant="onDark">
                <a href={SIGN_UP_HREF}>
                  <Feather aria-hidden />
                  Start Creating
                </a>
              </Button>
              <Button asChild size="lg" variant="onDark">
                <Link href="/load-save">
                  <KeyRound aria-hidden />
                  Load Save
                </Link>
              </Button>
              <Button asChild size="lg" variant="onDark">
                <Link href="/explore">
                  <Compass aria-hidden />
                  Explore adventures
                </Link>
              </Button>
            </div>
            <p className="mt-5 text-ink-300 text-sm">
              The demo needs no account: play a few scenes of The Lantern of Hollow Vale now.
            </p>
          </div>
          <ScenePreview href={DEMO_HREF} />
        </div>
      </header>

      <main>
        <section aria-labelledby="how-heading" className="mx-auto max-w-6xl px-6 py-20">
          <h2
            id="how-heading"
            className="font-display font-semibold text-3xl text-ink-950 tracking-tight dark:text-white"
          >
            From idea to playable adventure
          </h2>
          <ol className="mt-10 grid gap-6 md:grid-cols-3">
            {steps.map((step, i) => (
              <li
                key={step.title}
                className="rounded-2xl border border-ink-200 bg-white p-6 shadow-sm dark:border-ink-800 dark:bg-ink-900"
              >
                <div className="flex items-center gap-3">
                  <span className="flex size-10 items-center justify-center rounded-xl bg-ember-500/15 text-ember-700 dark:text-ember-400">
                    <step.icon aria-hidden className="size-5" />
                  </span>
                  <span className="font-medium text-ink-500 text-sm dark:text-ink-300">Step {i + 1}</span>
                </div>
                <h3 className="mt-4 font-semibold text-ink-950 text-lg dark:text-white">{step.title}</h3>
                <p className="mt-2 text-ink-700 leading-relaxed dark:text-ink-200">{step.text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section
          aria-labelledby="features-heading"
          className="border-ink-200 border-y bg-white dark:border-ink-800 dark:bg-ink-900"
        >
          <div className="mx-auto max-w-6xl px-6 py-20">
            <h2
              id="features-heading"
              className="font-display font-semibold text-3xl text-ink-950 tracking-tight dark:text-white"
            >
              Everything a story night needs
            </h2>
            <ul className="mt-10 grid gap-x-10 gap-y-8 sm:grid-cols-2 lg:grid-cols-3">
              {features.map((f) => (
                <li key={f.title} className="flex gap-4">
                  <f.icon aria-hidden className="mt-1 size-5 shrink-0 text-ember-600 dark:text-ember-400" />
                  <div>
                    <h3 className="font-semibold text-ink-950 dark:text-white">{f.title}</h3>
                    <p className="mt-1 text-ink-700 leading-relaxed dark:text-ink-200">{f.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
        </section>

        <section className="mx-auto max-w-6xl px-6 py-20 text-center">
          <h2 className="font-display font-semibold text-3xl text-ink-950 tracking-tight dark:text-white">
            Your first adventure is a few minutes away
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-ink-700 dark:text-ink-200">
            Sign in to open your creative studio. Got a save code from a friend's game? Load it and carry on.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg">
              <a href={SIGN_UP_HREF}>Start Creating</a>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link href={DEMO_HREF}>Play the demo</Link>
            </Button>
            <Button asChild size="lg" variant="secondary">
              <Link href="/load-save">Load Save</Link>
            </Button>
          </div>
        </section>
      </main>

      <footer className="border-ink-200 border-t dark:border-ink-800">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-6 py-8 text-ink-500 text-sm dark:text-ink-300">
          <Logo className="scale-90" />
          <p>Made for storytellers and the people they play with.</p>
        </div>
      </footer>
    </div>
  );
}
