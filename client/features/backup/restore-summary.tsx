import { CircleCheck } from "lucide-react";
import { Link } from "wouter";
import type { RestoreResponse } from "../../../contract/backups";

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** What a restore brought back, with a way to the studio. */
export function RestoreSummary({ result }: { result: RestoreResponse }) {
  // Only what there was: "With 2 characters and 3 outline chapters."
  const parts = [
    [result.characters, "character"],
    [result.events, "progression event"],
    [result.outlineChapters, "outline chapter"],
    [result.storyChapters, "story chapter"],
  ] as const;
  const present = parts.filter(([n]) => n > 0).map(([n, what]) => plural(n, what));
  const withParts =
    present.length > 1 ? `${present.slice(0, -1).join(", ")} and ${present.at(-1)}` : present[0];
  return (
    <div
      role="status"
      className="rounded-xl border border-emerald-300 bg-emerald-50 p-4 text-emerald-950 text-sm dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50"
    >
      <p className="flex items-center gap-2 font-semibold">
        <CircleCheck aria-hidden className="size-4 shrink-0" />
        {result.message}
      </p>
      {result.games.length > 0 && (
        <>
          <ul className="mt-2 list-disc space-y-0.5 pl-10">
            {result.games.map((g) => (
              <li key={g.id}>{g.title}</li>
            ))}
          </ul>
          {withParts && <p className="mt-2 pl-6">With {withParts}.</p>}
          <p className="mt-3 pl-6">
            <Link href="/" className="font-semibold underline underline-offset-2">
              See them in your studio
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
