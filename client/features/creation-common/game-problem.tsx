import { FileQuestion } from "lucide-react";
import type { ReactNode } from "react";
import { StudioPage } from "./studio-page";

/**
 * A studio screen whose game could not be shown (not found, not yours, or not loaded): the
 * page's own frame, what went wrong, and its ways out (`actions`).
 */
export function GameProblem({
  page,
  title,
  text,
  actions,
}: {
  page: { title: string; subtitle: string };
  title: string;
  text: string;
  actions: ReactNode;
}) {
  return (
    <StudioPage title={page.title} subtitle={page.subtitle}>
      <div className="mx-auto max-w-md rounded-2xl border border-ink-200 bg-white px-6 py-10 text-center shadow-sm dark:border-ink-800 dark:bg-ink-900">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-ember-500/15 text-ember-700 dark:text-ember-400">
          <FileQuestion aria-hidden className="size-7" />
        </span>
        <h2 className="mt-5 font-display font-semibold text-2xl text-ink-950 tracking-tight dark:text-white">
          {title}
        </h2>
        <p className="mt-2 text-ink-600 leading-relaxed dark:text-ink-300">{text}</p>
        <div className="mt-7 flex flex-col justify-center gap-2 sm:flex-row">{actions}</div>
      </div>
    </StudioPage>
  );
}
