import { ChevronDown, ListTree } from "lucide-react";
import { useId, useState } from "react";
import type { OutlineChapterView } from "../../../contract/creation";
import { Button } from "../../ui/button";
import { FormCard } from "../creation-common/studio-page";
import { BuilderLink } from "./builder-button";

/** Spec 002 §9: a chapter's excerpt in a list is 100 characters. */
export const OUTLINE_EXCERPT_CHARS = 100;

const excerpt = (text: string) => {
  const plain = text.replace(/\s+/g, " ").trim();
  return plain.length > OUTLINE_EXCERPT_CHARS ? `${plain.slice(0, OUTLINE_EXCERPT_CHARS).trimEnd()}…` : plain;
};

/** Spec 002 §2: a read-only summary of the outline, shown only when there are chapters. */
export function StoryOutlineSection({
  gameId,
  chapters,
}: {
  gameId: string;
  chapters: OutlineChapterView[];
}) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const generated = chapters.filter((c) => c.isGenerated).length;
  return (
    <FormCard
      title="Story Outline"
      description={`${chapters.length} ${chapters.length === 1 ? "chapter" : "chapters"} planned${
        generated ? `, ${generated} written` : ""
      }. The outline is edited in the Story Builder.`}
      icon={<ListTree />}
      actions={
        <>
          <Button
            variant="secondary"
            size="sm"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((v) => !v)}
          >
            <ChevronDown
              aria-hidden
              className={open ? "rotate-180 transition-transform" : "transition-transform"}
            />
            {open ? "Hide" : "Show"}
            <span className="sr-only"> outline</span>
          </Button>
          <BuilderLink label="Edit in Builder" gameId={gameId} />
        </>
      }
    >
      <p className="text-ink-500 text-xs dark:text-ink-300">
        Edit, write, reorder and insert chapters in the Story Builder.
      </p>
      {open ? (
        <ol id={listId} className="mt-4 grid gap-2">
          {chapters.map((c) => (
            <li
              key={c.id}
              className="flex gap-3 rounded-lg border border-ink-200 bg-ink-50/60 px-3.5 py-3 dark:border-ink-700 dark:bg-ink-950/40"
            >
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-ember-500/15 font-semibold text-ember-800 text-xs dark:text-ember-300">
                {c.chapterNumber}
              </span>
              <div className="min-w-0">
                <p className="font-medium text-ink-900 text-sm dark:text-ink-50">
                  <span className="sr-only">Chapter {c.chapterNumber}: </span>
                  {c.title}
                </p>
                {c.outline.trim() ? (
                  <p className="mt-0.5 break-words text-ink-600 text-sm dark:text-ink-300">
                    {excerpt(c.outline)}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ol>
      ) : null}
    </FormCard>
  );
}
