import type { SceneDifference, SceneVersion } from "./revision-diff";

/** One scene as the version kept it and as the saved story has it, next to each other. */
export function SideBySide({ difference, keptLabel }: { difference: SceneDifference; keptLabel: string }) {
  return (
    <div className="grid gap-2" data-testid="side-by-side">
      {difference.kind === "moved" ? (
        <p className="text-ink-700 text-sm dark:text-ink-200">
          Moved on the map: only its place on the Story Map differs.
        </p>
      ) : null}
      <div className="grid gap-3 md:grid-cols-2">
        <Column label={keptLabel} scene={difference.kept} missing="Not in this version." />
        <Column label="Now (saved)" scene={difference.now} missing="Not in the story now." />
      </div>
    </div>
  );
}

function Column({ label, scene, missing }: { label: string; scene: SceneVersion | null; missing: string }) {
  return (
    <article
      aria-label={label}
      className="grid min-w-0 content-start gap-2 rounded-xl border border-ink-200 p-4 dark:border-ink-700"
    >
      <p className="text-ink-500 text-xs uppercase tracking-wide dark:text-ink-400">{label}</p>
      {scene ? (
        <>
          <p className="text-ink-500 text-xs dark:text-ink-400">{scene.chapterTitle}</p>
          <h5 className="font-semibold text-ink-950 dark:text-white">{scene.title}</h5>
          <p className="max-h-80 overflow-y-auto whitespace-pre-wrap break-words text-ink-800 text-sm dark:text-ink-100">
            {scene.description || <em className="text-ink-500">No text.</em>}
          </p>
          {scene.choices.length > 0 ? (
            <ul className="grid gap-1 text-ink-700 text-sm dark:text-ink-200">
              {scene.choices.map((choice) => (
                <li key={choice.id} className="before:mr-1.5 before:content-['→']">
                  {choice.text}
                </li>
              ))}
            </ul>
          ) : null}
        </>
      ) : (
        <p className="text-ink-500 text-sm italic dark:text-ink-400">{missing}</p>
      )}
    </article>
  );
}
