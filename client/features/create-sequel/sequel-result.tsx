import { BookOpen, MapPin, Pencil, Plus, Rocket, Sparkles, Trash2, Users } from "lucide-react";
import { Button } from "../../ui/button";
import { Spinner } from "../../ui/spinner";
import { genreLabel } from "../creation-common/genres";
import { RESULT_PREVIEW_CHAPTERS, type SequelCharacter, type SequelResult } from "./sequel-model";

/** Before generation: what the right side will show. */
export function ReadyToGenerate() {
  return (
    <section
      aria-labelledby="ready-heading"
      className="flex flex-col items-center rounded-2xl border border-ink-300 border-dashed bg-white px-6 py-16 text-center dark:border-ink-700 dark:bg-ink-900"
    >
      <span className="flex size-16 items-center justify-center rounded-2xl bg-ember-500/15 text-ember-700 dark:text-ember-400">
        <Sparkles aria-hidden className="size-8" />
      </span>
      <h2
        id="ready-heading"
        className="mt-5 font-display font-semibold text-2xl text-ink-950 dark:text-white"
      >
        Ready to Generate
      </h2>
      <p className="mt-2 max-w-sm text-ink-600 text-sm leading-relaxed dark:text-ink-300">
        Pick the original story, describe where the sequel goes, and the AI outlines it with the characters
        and places your readers already know.
      </p>
    </section>
  );
}

function Count({ icon: Icon, value, label }: { icon: typeof BookOpen; value: number; label: string }) {
  return (
    <div className="rounded-xl bg-ink-50 p-3 text-center dark:bg-ink-950/60">
      <Icon aria-hidden className="mx-auto size-4 text-ember-600" />
      <div className="mt-1 font-display font-semibold text-2xl text-ink-950 dark:text-white">{value}</div>
      <div className="text-ink-600 text-xs dark:text-ink-300">{label}</div>
    </div>
  );
}

type SequelResultViewProps = {
  result: SequelResult;
  onAdd: () => void;
  onEdit: (character: SequelCharacter) => void;
  onDelete: (character: SequelCharacter) => void;
  onCreate: () => void;
  creating: boolean;
};

/** After generation: counts, the editable cast, locations, the first 10 chapters, Create Game. */
export function SequelResultView({
  result,
  onAdd,
  onEdit,
  onDelete,
  onCreate,
  creating,
}: SequelResultViewProps) {
  const shown = result.chapters.slice(0, RESULT_PREVIEW_CHAPTERS);
  return (
    <section
      aria-labelledby="result-heading"
      className="rounded-2xl border border-ink-200 bg-white p-5 shadow-sm sm:p-6 dark:border-ink-800 dark:bg-ink-900"
    >
      <h2 id="result-heading" className="font-display font-semibold text-ink-950 text-xl dark:text-white">
        Your Sequel Outline
      </h2>
      <div className="mt-4 grid grid-cols-3 gap-3">
        <Count icon={BookOpen} value={result.chapters.length} label="Chapters" />
        <Count icon={Users} value={result.mainCharacters.length} label="Characters" />
        <Count icon={MapPin} value={result.commonLocations.length} label="Locations" />
      </div>

      <div className="mt-6 flex items-center justify-between gap-2">
        <h3 className="font-semibold text-ink-900 dark:text-ink-50">Main characters</h3>
        <Button variant="secondary" size="sm" onClick={onAdd}>
          <Plus aria-hidden />
          Add Character
        </Button>
      </div>
      {result.mainCharacters.length ? (
        <ul className="mt-3 grid gap-2">
          {result.mainCharacters.map((c) => (
            <li
              key={c.key}
              className="flex items-start justify-between gap-3 rounded-xl border border-ink-200 p-3 dark:border-ink-700"
            >
              <div className="min-w-0">
                <p className="font-semibold text-ink-900 text-sm dark:text-ink-50">
                  <span>{c.name}</span>
                  <span className="ml-2 rounded-full bg-ink-100 px-2 py-0.5 font-medium text-ink-700 text-xs dark:bg-ink-800 dark:text-ink-200">
                    {genreLabel(c.characterType)}
                  </span>
                  {c.isRealPerson ? (
                    <span className="ml-1.5 rounded-full bg-ember-500/15 px-2 py-0.5 font-medium text-ember-700 text-xs dark:text-ember-400">
                      Real person
                    </span>
                  ) : null}
                </p>
                <p className="text-ink-600 text-sm dark:text-ink-300">{c.role}</p>
                {c.description ? (
                  <p className="mt-1 line-clamp-2 text-ink-500 text-xs dark:text-ink-400">{c.description}</p>
                ) : null}
              </div>
              <div className="flex shrink-0">
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9"
                  aria-label={`Edit ${c.name}`}
                  onClick={() => onEdit(c)}
                >
                  <Pencil aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-9 text-red-700 dark:text-red-300"
                  aria-label={`Delete ${c.name}`}
                  onClick={() => onDelete(c)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-ink-600 text-sm dark:text-ink-300">
          Add at least one character to create the game.
        </p>
      )}

      {result.commonLocations.length ? (
        <>
          <h3 className="mt-6 font-semibold text-ink-900 dark:text-ink-50">Locations</h3>
          <ul className="mt-3 flex flex-wrap gap-2" aria-label="Sequel locations">
            {result.commonLocations.map((l) => (
              <li
                key={l}
                className="inline-flex items-center gap-1 rounded-full border border-ink-200 px-3 py-1 text-ink-700 text-xs dark:border-ink-700 dark:text-ink-200"
              >
                <MapPin aria-hidden className="size-3" />
                {l}
              </li>
            ))}
          </ul>
        </>
      ) : null}

      <h3 className="mt-6 font-semibold text-ink-900 dark:text-ink-50">
        {result.chapters.length > shown.length ? `First ${shown.length} chapters` : "Chapters"}
      </h3>
      <ol className="mt-3 grid gap-2" aria-label="Sequel chapters">
        {shown.map((c) => (
          <li key={c.chapterNumber} className="rounded-xl bg-ink-50 p-3 text-sm dark:bg-ink-950/60">
            <p className="font-semibold text-ink-900 dark:text-ink-50">
              {c.chapterNumber}. {c.title}
            </p>
            <p className="mt-1 text-ink-600 leading-relaxed dark:text-ink-300">{c.outline}</p>
            {c.selectedLocation ? (
              <p className="mt-1.5 inline-flex items-center gap-1 text-ink-500 text-xs dark:text-ink-400">
                <MapPin aria-hidden className="size-3" />
                {c.selectedLocation}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
      {result.chapters.length > shown.length ? (
        <p className="mt-2 text-ink-500 text-xs dark:text-ink-400">
          …and {result.chapters.length - shown.length} more, all saved with the game.
        </p>
      ) : null}

      <Button
        size="lg"
        className="mt-6 w-full"
        onClick={onCreate}
        disabled={creating || result.mainCharacters.length === 0}
      >
        {creating ? <Spinner /> : <Rocket aria-hidden />}
        {creating ? "Creating…" : "Create Game"}
      </Button>
    </section>
  );
}
