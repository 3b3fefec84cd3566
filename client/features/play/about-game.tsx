import { Info } from "lucide-react";
import { Link } from "wouter";
import type { PlayGame } from "../../../contract/play";
import { writerLabel } from "../../../contract/writer-names";
import { useAuth } from "../../app/use-auth";

/**
 * Play's About (issue 32): the game's premise, its creator, and who writes its scenes — the
 * built-in offline storyteller, or "{model} via {provider}". Only the game's creator is offered
 * the way to change it; a visitor reads the line alone.
 */
export function AboutGame({ game }: { game: PlayGame }) {
  const { user } = useAuth();
  const owner = Boolean(user && game.creatorId && user.id === game.creatorId);
  const writer = game.writer ?? { provider: "embedded" as const, model: null };
  const builtIn = writer.provider === "embedded";
  return (
    <section
      aria-labelledby="sidebar-about"
      className="rounded-2xl border border-ink-200 bg-white p-5 shadow-ink-900/5 shadow-sm dark:border-ink-800 dark:bg-ink-900"
    >
      <h2 id="sidebar-about" className="flex items-center gap-2 font-semibold text-ink-950 dark:text-white">
        <Info aria-hidden className="size-4 text-ember-600 dark:text-ember-400" />
        About This Game
      </h2>
      {game.description ? (
        <p className="mt-3 text-ink-700 text-sm leading-relaxed dark:text-ink-200">{game.description}</p>
      ) : null}
      <p data-testid="about-writer" className="mt-3 text-ink-600 text-xs leading-relaxed dark:text-ink-300">
        {builtIn ? "Written by the built-in offline storyteller." : `Written with ${writerLabel(writer)}.`}
        {owner ? (
          <>
            {" "}
            <Link
              href="/settings/ai"
              className="font-medium text-ember-700 underline underline-offset-2 dark:text-ember-400"
            >
              {builtIn ? "Connect a model" : "Change"}
            </Link>
          </>
        ) : null}
      </p>
    </section>
  );
}
