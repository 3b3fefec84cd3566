import { BookCopy, FolderOpen, Gamepad2, KeyRound, type LucideIcon, Plus, Zap } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../../ui/button";
import { Skeleton } from "../../ui/skeleton";
import { ImportStoryButton } from "../open-formats/import-dialog";

type Action = { label: string; href: string; icon: LucideIcon; primary?: boolean; hint: string };

/** Spec 000 §2: the five action buttons, plus Load Save so a signed-in player can use a code. */
const ACTIONS: Action[] = [
  { label: "New Adventure", href: "/create", icon: Plus, primary: true, hint: "Build a story step by step" },
  { label: "Quick Start", href: "/quick-start", icon: Zap, hint: "A playable story in one go" },
  { label: "Create Sequel", href: "/create-sequel", icon: BookCopy, hint: "Continue one of your stories" },
  { label: "Continue Playing", href: "/saved-games", icon: FolderOpen, hint: "Your saved adventures" },
  { label: "Try Demo", href: "/play/demo-adventure", icon: Gamepad2, hint: "Play a finished adventure" },
  { label: "Load Save", href: "/load-save", icon: KeyRound, hint: "Resume from a save code" },
];

export function DashboardActions() {
  return (
    <nav aria-label="Studio actions" className="flex flex-wrap gap-2.5">
      {ACTIONS.map(({ label, href, icon: Icon, primary, hint }) => [
        <Button key={href} asChild variant={primary ? "primary" : "secondary"} className="grow sm:grow-0">
          <Link href={href} title={hint}>
            <Icon aria-hidden />
            {label}
          </Link>
        </Button>,
        // Import sits beside New Adventure: another way to start a story (ADR 023).
        primary ? <ImportStoryButton key="import" /> : null,
      ])}
    </nav>
  );
}

/** Spec 000 §2: the Adventures Created stats card. */
export function StatsCard({
  total,
  published,
  drafts,
  plays,
  loading = false,
}: {
  total: number;
  published: number;
  drafts: number;
  /** Runs started and finished across the creator's games (issue 34); absent until they are in. */
  plays?: { totalPlays: number; finishedRuns: number };
  /** Until the games are in, a "0" would tell a creator their work is gone. */
  loading?: boolean;
}) {
  return (
    <section
      aria-labelledby="stats-heading"
      className="relative overflow-hidden rounded-2xl border border-ink-200 bg-white p-5 shadow-sm dark:border-ink-800 dark:bg-ink-900"
    >
      <div
        aria-hidden
        className="absolute -top-10 -right-10 size-36 rounded-full bg-ember-400/20 blur-2xl dark:bg-ember-500/15"
      />
      <h2 id="stats-heading" className="font-medium text-ink-600 text-sm dark:text-ink-300">
        Adventures Created
      </h2>
      {loading ? (
        <div className="mt-2 grid gap-3">
          <Skeleton className="h-9 w-14" />
          <Skeleton className="h-4 w-40" />
        </div>
      ) : (
        <>
          <p
            data-testid="stats-total"
            className="mt-1 font-display font-semibold text-4xl text-ink-950 tabular-nums dark:text-white"
          >
            {total}
          </p>
          <p className="mt-2 flex gap-4 text-ink-600 text-sm dark:text-ink-300">
            <span>
              <strong className="font-semibold text-emerald-700 tabular-nums dark:text-emerald-300">
                {published}
              </strong>{" "}
              published
            </span>
            <span>
              <strong className="font-semibold text-ember-700 tabular-nums dark:text-ember-400">
                {drafts}
              </strong>{" "}
              {drafts === 1 ? "draft" : "drafts"}
            </span>
          </p>
          {plays ? (
            <p data-testid="stats-plays" className="mt-1 flex gap-4 text-ink-600 text-sm dark:text-ink-300">
              <span>
                <strong className="font-semibold text-ink-950 tabular-nums dark:text-white">
                  {plays.totalPlays}
                </strong>{" "}
                {plays.totalPlays === 1 ? "play" : "plays"}
              </span>
              <span>
                <strong className="font-semibold text-ink-950 tabular-nums dark:text-white">
                  {plays.finishedRuns}
                </strong>{" "}
                finished
              </span>
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}
