import { AlertTriangle, CircleDashed } from "lucide-react";
import { cn } from "../../../ui/cn";
import type { Scene, Story } from "../story-draft";
import { effectsSummary } from "./choice-effects";
import { describeTarget } from "./targets";

const tones = {
  ok: "text-ink-600 dark:text-ink-300",
  nowhere: "text-amber-700 dark:text-amber-300",
  missing: "font-medium text-red-700 dark:text-red-300",
};
// Warnings carry an icon as well as a colour; a working target is its arrow.
const icons = { ok: null, nowhere: CircleDashed, missing: AlertTriangle };

/** The Choices tab: each choice, where it leads and what it does, with dangling ones called out. */
export function SceneChoices({ story, scene }: { story: Story; scene: Scene }) {
  if (scene.choices.length === 0)
    return (
      <p className="text-ink-600 text-sm dark:text-ink-300">
        {scene.isEndingScene
          ? "No choices: this ending scene closes the story."
          : "No choices yet. Edit the scene to add where players can go from here."}
      </p>
    );
  return (
    <ol className="grid gap-2">
      {scene.choices.map((choice, index) => {
        const where = describeTarget(story, choice);
        const Icon = icons[where.tone];
        return (
          <li
            key={choice.id}
            className="rounded-xl border border-ink-200 px-4 py-3 dark:border-ink-700"
            data-testid="scene-choice"
          >
            <p className="break-words font-medium text-ink-900 text-sm dark:text-ink-50">
              <span className="mr-1.5 text-ink-500 tabular-nums dark:text-ink-300">{index + 1}.</span>
              {choice.text || "Untitled choice"}
            </p>
            <p className={cn("mt-1 flex items-start gap-1.5 break-words text-sm", tones[where.tone])}>
              {Icon ? <Icon aria-hidden className="mt-0.5 size-4 shrink-0" /> : null}
              <span className="min-w-0">{where.text}</span>
            </p>
            {choice.effects ? (
              <p className="mt-1 break-words text-ink-600 text-sm dark:text-ink-300">
                Effects: {effectsSummary(choice.effects)}
              </p>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
