import { Handle, type NodeProps, Position } from "@xyflow/react";
import { CircleAlert, Flag, TriangleAlert } from "lucide-react";
import { createContext, memo, useContext } from "react";
import { cn } from "../../../ui/cn";
import {
  type ChapterNode,
  type ChoiceRow,
  type EndingNode,
  type Mark,
  NEW_CHOICE,
  type SceneData,
  type SceneNode,
  TARGET_HANDLE,
} from "./map-graph";

/**
 * The Story Map's nodes. Memoised and fed only plain data, so panning and dragging one card
 * re-render nothing else; the one callback comes from context, which never changes.
 */
export const OpenSceneContext = createContext<(sceneId: string) => void>(() => {});

const handleBase = "!size-2.5 !border-2 !border-white dark:!border-ink-900";
const handleColour = (mark: Mark) =>
  mark === "error" ? "!bg-red-600" : mark === "warning" ? "!bg-amber-500" : "!bg-ink-500";

/** Red for errors, amber for warnings; named for screen readers unless the text beside it says so. */
export function MarkIcon({
  mark,
  className,
  decorative,
}: {
  mark: Mark;
  className?: string;
  decorative?: boolean;
}) {
  if (!mark) return null;
  const Icon = mark === "error" ? CircleAlert : TriangleAlert;
  const colour = mark === "error" ? "text-red-600 dark:text-red-400" : "text-amber-600 dark:text-amber-400";
  if (decorative) return <Icon aria-hidden className={cn("shrink-0", colour, className)} />;
  const label = mark === "error" ? "Has errors" : "Has warnings";
  return <Icon role="img" aria-label={label} className={cn("shrink-0", colour, className)} />;
}

function ChoiceLine({ choice, height }: { choice: ChoiceRow; height: number }) {
  const bad = choice.mark !== undefined;
  return (
    <li
      style={{ height }}
      className={cn(
        "relative flex items-start gap-1.5 px-3 py-[5px] text-xs leading-4",
        choice.mark === "error"
          ? "text-red-700 dark:text-red-300"
          : choice.mark === "warning"
            ? "text-amber-800 dark:text-amber-300"
            : "text-ink-700 dark:text-ink-200",
      )}
      data-choice={choice.id}
    >
      <span className="wrap-anywhere line-clamp-3 min-w-0 flex-1">{choice.text}</span>
      <span
        className={cn(
          "wrap-anywhere line-clamp-3 max-w-[45%] text-right",
          bad ? "font-medium" : "text-ink-500 dark:text-ink-400",
        )}
      >
        → {choice.target}
      </span>
      <Handle
        type="source"
        position={Position.Right}
        id={choice.id}
        title={`Drag to change where "${choice.text}" leads`}
        className={cn(handleBase, handleColour(choice.mark))}
      />
    </li>
  );
}

/** The ring a card wears: the search's match shown now, another match, or the selection. */
function ring(found: SceneData["found"], selected: boolean | undefined) {
  if (found === "current") return "ring-4 ring-amber-400 ring-offset-2 dark:ring-amber-300";
  if (selected) return "ring-2 ring-ember-500 ring-offset-2";
  if (found === "match") return "ring-2 ring-amber-300 dark:ring-amber-500";
  return undefined;
}

export const SceneCard = memo(function SceneCard({ id, data, selected }: NodeProps<SceneNode>) {
  const open = useContext(OpenSceneContext);
  const border =
    data.mark === "error"
      ? "border-red-500 dark:border-red-500"
      : data.mark === "warning"
        ? "border-amber-400 dark:border-amber-500"
        : "border-ink-200 dark:border-ink-700";
  const { shape } = data;
  const newRow = shape.rows[shape.rows.length - 1];
  return (
    <div
      className={cn(
        "h-full w-full cursor-pointer rounded-xl border-2 shadow-sm dark:ring-offset-ink-950",
        // A scene still to write reads as a gap in the story, as Twine draws a broken link.
        data.toWrite ? "border-dashed bg-ink-50 dark:bg-ink-950" : "bg-white dark:bg-ink-900",
        border,
        "focus-within:ring-2 focus-within:ring-ember-500 focus-within:ring-offset-2",
        data.found === "match" && "bg-amber-50 dark:bg-amber-950/40",
        ring(data.found, selected),
      )}
      data-testid="scene-card"
      data-found={data.found}
    >
      <Handle
        type="target"
        position={Position.Left}
        id={TARGET_HANDLE}
        className={cn(handleBase, "!bg-ink-400")}
      />
      <div style={{ height: shape.header }} className="flex flex-col justify-center gap-0.5 px-3">
        <div className="flex min-w-0 items-start gap-1.5">
          <MarkIcon mark={data.mark} className="mt-0.5 size-4" />
          <button
            type="button"
            onClick={(event) => {
              event.stopPropagation(); // the card's own click would open it a second time
              open(id);
            }}
            className="wrap-anywhere min-w-0 rounded text-left font-semibold text-ink-900 text-sm leading-5 hover:underline focus-visible:outline-2 focus-visible:outline-ember-500 dark:text-white"
          >
            <span className="line-clamp-3">{data.title}</span>
          </button>
        </div>
        <div className="flex min-w-0 items-center gap-1.5 text-ink-500 text-xs dark:text-ink-400">
          <span className="truncate">
            {data.chapterTitle} · {data.choices.length} {data.choices.length === 1 ? "choice" : "choices"}
          </span>
          {data.toWrite ? (
            <span className="ml-auto shrink-0 rounded-full bg-red-100 px-1.5 font-medium text-red-800 dark:bg-red-950 dark:text-red-200">
              To write
            </span>
          ) : null}
          {data.isOpening ? (
            <span className="ml-auto shrink-0 rounded-full bg-ink-100 px-1.5 font-medium text-ink-700 dark:bg-ink-800 dark:text-ink-200">
              Opening
            </span>
          ) : null}
          {data.isEnding ? (
            <span className="ml-auto inline-flex shrink-0 items-center gap-1 rounded-full bg-ember-300/60 px-1.5 font-medium text-ember-700 dark:bg-ember-700/40 dark:text-ember-300">
              <Flag aria-hidden className="size-3" />
              Ending
            </span>
          ) : null}
        </div>
      </div>
      <ul className="border-ink-100 border-t dark:border-ink-800">
        {data.choices.map((choice, i) => (
          <ChoiceLine key={choice.id} choice={choice} height={shape.rows[i] ?? 0} />
        ))}
        <li
          style={{ height: newRow }}
          className="relative flex items-center justify-end pr-3 pl-3 text-ink-500 text-xs dark:text-ink-400"
        >
          New choice: drag to a card
          <Handle
            type="source"
            position={Position.Right}
            id={NEW_CHOICE}
            title="Drag to another card to add a choice"
            className={cn(handleBase, "!bg-ember-500")}
          />
        </li>
      </ul>
    </div>
  );
});

export const ChapterBox = memo(function ChapterBox({ data }: NodeProps<ChapterNode>) {
  return (
    <div
      className={cn(
        "h-full w-full rounded-2xl border border-dashed bg-ink-50/70 dark:bg-ink-900/40",
        data.mark === "error"
          ? "border-2 border-red-500"
          : data.mark === "warning"
            ? "border-2 border-amber-400 dark:border-amber-500"
            : "border-ink-200 dark:border-ink-700",
      )}
      data-testid="chapter-box"
    >
      <div className="flex h-10 items-center gap-2 px-4 pt-1">
        <MarkIcon mark={data.mark} className="size-4" />
        <span className="min-w-0 max-w-[55%] shrink-0 truncate font-display font-semibold text-ink-900 dark:text-white">
          {data.title}
        </span>
        <span className="shrink-0 text-ink-500 text-xs dark:text-ink-400">
          {data.sceneCount} {data.sceneCount === 1 ? "scene" : "scenes"}
        </span>
        {data.notes.length > 0 ? (
          <span
            title={data.notes.join(" · ")}
            className={cn(
              "min-w-0 truncate font-medium text-xs",
              data.mark === "error" ? "text-red-700 dark:text-red-300" : "text-amber-700 dark:text-amber-300",
            )}
            data-testid="chapter-notes"
          >
            {data.notes.join(" · ")}
          </span>
        ) : null}
      </div>
    </div>
  );
});

export const EndingCard = memo(function EndingCard({ data }: NodeProps<EndingNode>) {
  return (
    <div
      className="flex h-full w-full items-center gap-2 rounded-full border-2 border-ember-500 bg-ember-300/40 px-4 dark:bg-ember-700/30"
      data-testid="ending-node"
    >
      <Handle
        type="target"
        position={Position.Left}
        id={TARGET_HANDLE}
        className={cn(handleBase, "!bg-ember-600")}
      />
      <Flag aria-hidden className="size-4 shrink-0 text-ember-700 dark:text-ember-300" />
      <span className="min-w-0">
        <span className="block text-ember-700 text-xs dark:text-ember-300">Ending</span>
        <span className="block truncate font-semibold text-ink-900 text-sm dark:text-white">
          {data.title}
        </span>
      </span>
    </div>
  );
});

export const nodeTypes = { scene: SceneCard, chapter: ChapterBox, ending: EndingCard };
