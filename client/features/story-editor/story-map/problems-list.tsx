import { useReactFlow } from "@xyflow/react";
import { CheckCircle2, SquarePen } from "lucide-react";
import { cn } from "../../../ui/cn";
import { type Problem, problemSummary } from "../story-problems";
import { MarkIcon } from "./map-nodes";

/** A long list of a broken story would only bury the first problems; the rest are counted. */
const SHOWN = 200;

/**
 * The problems beside the map (issue 20): each one centres its scene on the map and moves the
 * keyboard focus there, and opens in the Scenes view.
 */
export function ProblemsList({
  problems,
  onOpenScene,
  onReveal,
}: {
  problems: Problem[];
  onOpenScene: (sceneId: string) => void;
  /** Before a scene is shown: the map's filter lets it be seen. */
  onReveal: (sceneId: string) => void;
}) {
  const flow = useReactFlow();

  const show = async (sceneId: string) => {
    onReveal(sceneId);
    const node = flow.getInternalNode(sceneId);
    if (!node) return;
    const { x, y } = node.internals.positionAbsolute;
    const width = node.width ?? node.measured.width ?? 0;
    const height = node.height ?? node.measured.height ?? 0;
    await flow.setCenter(x + width / 2, y + height / 2, { zoom: 1, duration: 300 });
    // Rendered now that it is on screen: its title button takes the focus (and the card its ring).
    requestAnimationFrame(() =>
      document
        .querySelector<HTMLButtonElement>(`.react-flow__node[data-id="${CSS.escape(sceneId)}"] button`)
        ?.focus(),
    );
  };

  const errors = problems.some((p) => p.severity === "error");
  return (
    <section
      aria-labelledby="story-problems-heading"
      className="flex min-h-0 flex-col rounded-2xl border border-ink-200 bg-white max-h-[60vh] p-4 xl:mt-11 xl:h-[calc(100dvh-9rem)] xl:max-h-none dark:border-ink-800 dark:bg-ink-900"
    >
      <h2
        id="story-problems-heading"
        className="font-display font-semibold text-ink-900 text-lg dark:text-white"
      >
        Problems
      </h2>
      <p
        role="status"
        className={cn(
          "mt-1 flex items-center gap-1.5 text-sm",
          problems.length === 0
            ? "text-emerald-700 dark:text-emerald-300"
            : errors
              ? "text-red-700 dark:text-red-300"
              : "text-amber-700 dark:text-amber-300",
        )}
        data-testid="problem-summary"
      >
        {problems.length === 0 ? <CheckCircle2 aria-hidden className="size-4" /> : null}
        {problemSummary(problems)}
      </p>
      {problems.length > 0 ? (
        <ul
          className="-mx-1 mt-3 flex min-h-0 flex-col gap-1 overflow-y-auto px-1"
          data-testid="problem-list"
        >
          {problems.slice(0, SHOWN).map((p) => (
            <li
              key={p.key}
              className="flex items-start gap-1 rounded-lg border border-ink-100 p-1 dark:border-ink-800"
              data-kind={p.kind}
            >
              <button
                type="button"
                disabled={!p.sceneId}
                onClick={() => p.sceneId && void show(p.sceneId)}
                className="flex min-w-0 flex-1 items-start gap-2 rounded-md p-1.5 text-left text-ink-800 text-sm hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-ember-500 dark:text-ink-100 dark:hover:bg-ink-800"
              >
                <MarkIcon mark={p.severity} decorative className="mt-0.5 size-4" />
                <span>
                  <span className="sr-only">{p.severity === "error" ? "Error: " : "Warning: "}</span>
                  {p.message}
                </span>
              </button>
              {p.sceneId ? (
                <button
                  type="button"
                  onClick={() => p.sceneId && onOpenScene(p.sceneId)}
                  aria-label={`Open in editor: ${p.message}`}
                  title="Open in editor"
                  className="shrink-0 rounded-md p-2 text-ink-500 hover:bg-ink-50 hover:text-ink-900 focus-visible:outline-2 focus-visible:outline-ember-500 dark:text-ink-400 dark:hover:bg-ink-800 dark:hover:text-white"
                >
                  <SquarePen aria-hidden className="size-4" />
                </button>
              ) : null}
            </li>
          ))}
          {problems.length > SHOWN ? (
            <li className="p-2 text-ink-500 text-sm dark:text-ink-400">and {problems.length - SHOWN} more</li>
          ) : null}
        </ul>
      ) : null}
    </section>
  );
}
