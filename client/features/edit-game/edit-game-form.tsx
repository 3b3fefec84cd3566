import { useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import type { GameDetail, OutlineChapterView } from "../../../contract/creation";
import { RestoredNote } from "../creation-common/restored-note";
import { StoryAtAGlance } from "../creation-common/story-at-a-glance";
import { StudioPage } from "../creation-common/studio-page";
import { useFetchBiography, useGenerateCharacters } from "../creation-common/use-character-ai";
import { ExportMenu } from "../open-formats/export-menu";
import { BasicInfoSection } from "./basic-info-section";
import { AnalyticsLink, BuilderLink, StoryEditorLink, StoryHistoryLink } from "./builder-button";
import { CharacterCreationDialog } from "./character-creation-dialog";
import { CharactersSection } from "./characters-section";
import {
  type EditFormValues,
  type EditRequest,
  editFormResolver,
  editType,
  fromCharacterView,
  newCharacter,
  toFormValues,
} from "./edit-game-model";
import { GameSettingsSection } from "./game-settings-section";
import { useScrollClearOf, useUnsavedWarning } from "./page-behaviour";
import { ProgressionDialog } from "./progression/progression-dialog";
import { SaveBar } from "./save-bar";
import { StoryOutlineSection } from "./story-outline-section";
import { useSaveGame } from "./use-save-game";

type ProgressionOf = { id?: string; name: string };

/** Edit Game's form (spec 002 §2): the whole game, saved at once with Save Changes. */
export function EditGameForm({ game, chapters }: { game: GameDetail; chapters: OutlineChapterView[] }) {
  const form = useForm<EditFormValues, unknown, EditRequest>({
    resolver: editFormResolver,
    defaultValues: toFormValues(game),
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const list = useFieldArray({ control: form.control, name: "characters" });
  const [adding, setAdding] = useState(false);
  // The character stays while the dialog closes, so its title does not empty mid-fade.
  const [progression, setProgression] = useState({ open: false, character: { name: "" } as ProgressionOf });

  // The answer is the game as saved: new characters now have their ids.
  const save = useSaveGame(game.id, (saved) => form.reset(toFormValues(saved)));
  const { isDirty, isSubmitted } = form.formState;
  useUnsavedWarning(isDirty);
  useScrollClearOf("6rem");

  const generate = useGenerateCharacters(
    () => {
      const v = form.getValues();
      return {
        storyline: v.storyline,
        genre: v.genre,
        childMode: game.childMode,
        names: v.characters.map((c) => c.name),
      };
    },
    (characters) =>
      list.append(
        characters.map((c) => ({
          ...newCharacter(editType(c.characterType)),
          name: c.name,
          role: c.role,
          description: c.description,
        })),
      ),
  );
  const biography = useFetchBiography((index, text) =>
    form.setValue(`characters.${index}.description`, text, {
      shouldDirty: true,
      shouldValidate: isSubmitted,
    }),
  );

  const onProgression = (index: number) => {
    const c = form.getValues(`characters.${index}`);
    setProgression({ open: true, character: { id: c.savedId || undefined, name: c.name.trim() } });
  };

  return (
    <StudioPage title="Edit Game" subtitle={game.title} width="narrow">
      <div className="mb-6 grid gap-3">
        <RestoredNote at={game.restoredFromBackupAt} className="text-sm" />
        <StoryAtAGlance
          kind={game.storyKind}
          chapters={game.storyChapterCount}
          scenes={game.sceneCount}
          shareSlug={game.shareSlug}
        />
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <BuilderLink label="Story Builder" gameId={game.id} />
          <p className="text-ink-500 text-sm dark:text-ink-300">
            Plan and write the story chapter by chapter.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <StoryEditorLink gameId={game.id} />
          <StoryHistoryLink gameId={game.id} />
          <p className="text-ink-500 text-sm dark:text-ink-300">
            Read and correct the written story scene by scene.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <AnalyticsLink gameId={game.id} />
          <p className="text-ink-500 text-sm dark:text-ink-300">
            See how players play it: plays, where they stop, what they choose.
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <ExportMenu game={game} size="sm" />
          <p className="text-ink-500 text-sm dark:text-ink-300">
            Take the saved story to Twine, or share it as one file anyone can play.
          </p>
        </div>
      </div>
      <form noValidate onSubmit={form.handleSubmit((request) => save.mutate(request))} className="grid gap-6">
        <BasicInfoSection form={form} savedGenre={game.genre} />
        {chapters.length ? <StoryOutlineSection gameId={game.id} chapters={chapters} /> : null}
        <CharactersSection
          form={form}
          list={list}
          generating={generate.pending}
          onGenerate={generate.generate}
          onAdd={() => setAdding(true)}
          onProgression={onProgression}
          onFetchBiography={(index) =>
            biography.mutate({ index, name: form.getValues(`characters.${index}.name`).trim() })
          }
          fetchingBiography={biography.isPending ? (biography.variables?.index ?? null) : null}
        />
        <GameSettingsSection form={form} savedStyle={game.narrativeStyle} />
        <SaveBar saving={save.isPending} dirty={isDirty} />
      </form>

      <CharacterCreationDialog
        gameId={game.id}
        open={adding}
        onOpenChange={setAdding}
        onCreated={(character) => list.append(fromCharacterView(character))}
      />
      <ProgressionDialog
        open={progression.open}
        onOpenChange={(open) => setProgression((p) => ({ ...p, open }))}
        character={progression.character}
      />
    </StudioPage>
  );
}
