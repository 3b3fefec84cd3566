import { CornerDownRight, FilePlus2, Link2Off } from "lucide-react";
import { Button } from "../../../ui/button";
import { describeTarget } from "../scene-editor/targets";
import { type Story, targetFields } from "../story-draft";
import type { LinkState } from "./link-choices";

/**
 * The links typed in the scene's text and where each goes: one to a scene (or ending) becomes a
 * choice when the author leaves the text or saves; one to nothing yet offers to create that
 * scene, as Twine does.
 */
export function TypedLinkList({
  story,
  links,
  full,
  onCreate,
}: {
  story: Story;
  links: readonly LinkState[];
  /** The scene has all the choices it may have: a link stays in the text. */
  full: boolean;
  onCreate: (name: string) => void;
}) {
  if (links.length === 0) return null;
  // One offer per missing name, however often it is linked.
  const offered = new Set<string>();
  return (
    <section aria-label="Links in the text" className="grid gap-1.5 rounded-xl bg-ink-50 p-3 dark:bg-ink-950">
      <p className="text-ink-600 text-xs dark:text-ink-300">
        {full
          ? "This scene has its 10 choices: remove one for another link to become a choice."
          : "Links become choices when you leave the text or save."}
      </p>
      <ul className="grid gap-1.5">
        {links.map((link) => {
          if (link.resolved)
            return (
              <li key={link.start} className="flex items-start gap-2 text-ink-700 text-sm dark:text-ink-200">
                <CornerDownRight aria-hidden className="mt-0.5 size-4 shrink-0 text-ink-400" />
                <span className="min-w-0 break-words">
                  “{link.text}”{" "}
                  {describeTarget(story, { id: "", text: "", ...targetFields(link.resolved) }).text}
                </span>
              </li>
            );
          const first = !offered.has(link.target.toLowerCase());
          offered.add(link.target.toLowerCase());
          return (
            <li key={link.start} className="flex flex-wrap items-center gap-2 text-sm">
              <Link2Off aria-hidden className="size-4 shrink-0 text-amber-600 dark:text-amber-400" />
              <span className="min-w-0 break-words text-amber-800 dark:text-amber-200">
                “{link.text}” → no scene is called “{link.target}” yet
              </span>
              {first ? (
                <Button
                  size="sm"
                  variant="secondary"
                  // The text keeps focus: leaving it would turn the other links into choices and
                  // move this button from under the pointer before the click lands.
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={() => onCreate(link.target)}
                >
                  <FilePlus2 aria-hidden />
                  Create scene “{link.target}”
                </Button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
