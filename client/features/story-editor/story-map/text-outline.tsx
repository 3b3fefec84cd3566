import { useState } from "react";
import { type Choice, choiceTarget, type Story } from "../story-draft";

/** Where a choice leads, in words. */
function leadsTo(story: Story, choice: Choice, sceneTitles: Map<string, string>): string {
  const target = choiceTarget(choice);
  if (!target) return "nowhere";
  if (target.kind === "scene") return sceneTitles.get(target.id) ?? "a scene that does not exist";
  if (target.kind === "chapter") {
    const chapter = story.chapters.find((c) => c.id === target.id);
    return chapter ? `chapter ${chapter.title}` : "a chapter that does not exist";
  }
  const ending = story.endings.find((e) => e.id === target.id);
  return ending ? `ending ${ending.title}` : "an ending that does not exist";
}

/**
 * The map as text, for screen readers and the keyboard (issue 20): chapters → scenes → choices
 * and where each leads. Drawn only while open: a 400-scene story is ~2,000 elements.
 */
export function TextOutline({
  story,
  onOpenScene,
}: {
  story: Story;
  onOpenScene: (sceneId: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const sceneTitles = new Map(story.chapters.flatMap((c) => c.scenes.map((s) => [s.id, s.title] as const)));
  return (
    <details
      onToggle={(event) => setOpen(event.currentTarget.open)}
      className="rounded-2xl border border-ink-200 bg-white dark:border-ink-800 dark:bg-ink-900"
    >
      <summary className="cursor-pointer rounded-2xl px-4 py-3 font-display font-semibold text-ink-900 focus-visible:outline-2 focus-visible:outline-ember-500 dark:text-white">
        Text outline
      </summary>
      {open ? (
        <div className="border-ink-100 border-t px-4 py-3 dark:border-ink-800" data-testid="text-outline">
          {story.chapters.map((chapter) => (
            <section key={chapter.id} aria-label={chapter.title} className="mb-4 last:mb-0">
              <h3 className="font-semibold text-ink-900 dark:text-white">{chapter.title}</h3>
              {chapter.scenes.length === 0 ? (
                <p className="text-ink-500 text-sm dark:text-ink-400">No scenes yet.</p>
              ) : (
                <ol className="mt-1 flex flex-col gap-2">
                  {chapter.scenes.map((scene) => (
                    <li key={scene.id} className="text-sm">
                      <div className="flex flex-wrap items-baseline gap-x-2">
                        <span className="font-medium text-ink-800 dark:text-ink-100">
                          {scene.title}
                          {scene.isEndingScene ? " (ending scene)" : ""}
                        </span>
                        <button
                          type="button"
                          onClick={() => onOpenScene(scene.id)}
                          className="rounded text-ember-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-ember-500 dark:text-ember-300"
                        >
                          Open<span className="sr-only"> {scene.title}</span> in editor
                        </button>
                      </div>
                      {scene.choices.length > 0 ? (
                        <ul className="mt-0.5 ml-4 list-disc text-ink-600 dark:text-ink-300">
                          {scene.choices.map((choice) => (
                            <li key={choice.id}>
                              {choice.text} → {leadsTo(story, choice, sceneTitles)}
                            </li>
                          ))}
                        </ul>
                      ) : null}
                    </li>
                  ))}
                </ol>
              )}
            </section>
          ))}
        </div>
      ) : null}
    </details>
  );
}
