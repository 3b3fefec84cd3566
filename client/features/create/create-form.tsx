import { History, ListTree, Rocket, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useFieldArray, useForm } from "react-hook-form";
import { useAuth } from "../../app/use-auth";
import { Button } from "../../ui/button";
import { Spinner } from "../../ui/spinner";
import { toast } from "../../ui/toast-store";
import { AiAssistantDialog, type AssistType } from "../ai-assistant/ai-assistant-dialog";
import { parseAssistedCharacters } from "../ai-assistant/parse-characters";
import { AiProgress, stepsAt } from "../creation-common/ai-progress";
import { isUntouchedCharacter } from "../creation-common/character-values";
import { useFetchBiography, useGenerateCharacters } from "../creation-common/use-character-ai";
import { BasicInfoCard } from "./basic-info-card";
import { CharactersCard } from "./characters-card";
import {
  type CreateFormValues,
  type CreateRequest,
  chapterCountOf,
  createFormResolver,
  createType,
  DEFAULT_VALUES,
  emptyCharacter,
} from "./create-form-model";
import { clearDraft, hasContent, readDraft, writeDraft } from "./draft-storage";
import { SignInPrompt } from "./sign-in-prompt";
import { StorySettingsCard } from "./story-settings-card";
import { useCreateAdventure, useGenerateOutline } from "./use-create-flows";

/**
 * Create New Adventure (spec 001): the three cards and the two ways to finish. A visitor
 * (/create-test) fills in the same form; finishing asks them to sign in, and the draft waits
 * in the browser until they are back on /create.
 */
export function CreateForm({ mode }: { mode: "owner" | "visitor" }) {
  const { user } = useAuth();
  // A visitor's draft has no owner; a creator's is theirs alone (ADR 008).
  const owner = mode === "owner" ? (user?.id ?? null) : null;
  const [restored] = useState(() => readDraft(owner));
  const [showRestored, setShowRestored] = useState(Boolean(restored));
  const form = useForm<CreateFormValues, unknown, CreateRequest>({
    resolver: createFormResolver,
    defaultValues: restored?.values ?? DEFAULT_VALUES,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const list = useFieldArray({ control: form.control, name: "characters" });
  const [assist, setAssist] = useState<AssistType | null>(null);
  const [signInOpen, setSignInOpen] = useState(false);
  const visitor = mode === "visitor";

  // Everything typed is kept in the browser as it is typed.
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    const subscription = form.watch((values) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        const current = values as CreateFormValues;
        if (hasContent(current)) writeDraft(current, owner);
      }, 250);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer.current);
    };
  }, [form, owner]);

  const keepAndAskToSignIn = () => {
    writeDraft(form.getValues(), owner);
    setSignInOpen(true);
  };

  const create = useCreateAdventure();
  const outline = useGenerateOutline();
  const biography = useFetchBiography((index, text) =>
    form.setValue(`characters.${index}.description`, text, { shouldDirty: true }),
  );
  const generateCharacters = useGenerateCharacters(
    () => {
      const v = form.getValues();
      return {
        storyline: v.storyline,
        genre: v.genre,
        childMode: v.childMode,
        names: v.characters.map((c) => c.name),
      };
    },
    (characters) => {
      // An untouched empty card (the form's first "Character 1") gives way to the cast.
      const untouched = form.getValues("characters").flatMap((c, i) => (isUntouchedCharacter(c) ? [i] : []));
      if (untouched.length) list.remove(untouched);
      list.append(
        characters.map((c) => ({
          ...emptyCharacter(createType(c.characterType)),
          name: c.name,
          role: c.role,
          description: c.description,
        })),
      );
    },
  );

  const onGenerateCharacters = () => (visitor ? keepAndAskToSignIn() : generateCharacters.generate());

  const onAssist = (type: AssistType) => (visitor ? keepAndAskToSignIn() : setAssist(type));

  const onUseAssisted = (content: string) => {
    if (assist === "storyline") {
      form.setValue("storyline", content, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    } else if (assist === "characters") {
      const parsed = parseAssistedCharacters(content);
      if (parsed.length) {
        list.append(
          parsed.map((c) => ({
            ...emptyCharacter(createType(c.characterType)),
            ...c,
            characterType: createType(c.characterType),
          })),
        );
        return;
      }
      appendToStoryline("Characters", content);
    } else {
      appendToStoryline("Key scenes", content);
    }
  };
  const appendToStoryline = (heading: string, content: string) => {
    const current = form.getValues("storyline").trim();
    form.setValue("storyline", `${current ? `${current}\n\n` : ""}${heading}:\n${content}`, {
      shouldDirty: true,
    });
  };

  const onCreate = form.handleSubmit((request) => {
    if (visitor) return keepAndAskToSignIn();
    create.mutation.mutate(request);
  });

  const onOutline = () => {
    const { title, genre } = form.getValues();
    if (!title.trim() || !genre) {
      toast({
        title: "Missing Information",
        description: "Please enter a title and choose a genre before generating an outline.",
        variant: "destructive",
      });
      return;
    }
    void form.handleSubmit((request) => {
      if (visitor) return keepAndAskToSignIn();
      outline.mutation.mutate(request);
    })();
  };

  const startOver = () => {
    clearDraft();
    form.reset(DEFAULT_VALUES);
    setShowRestored(false);
  };

  const chapters = chapterCountOf({ chapterCount: form.watch("chapterCount") });
  const busy = create.mutation.isPending || outline.mutation.isPending;
  const values = form.watch();

  return (
    <>
      {showRestored ? (
        <div
          role="status"
          className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-ember-500/40 bg-ember-500/10 px-4 py-3 text-ink-900 text-sm dark:text-ink-50"
        >
          <span className="flex items-center gap-2">
            <History aria-hidden className="size-4 shrink-0 text-ember-700 dark:text-ember-400" />
            {visitor
              ? "Welcome back! Your draft was kept in this browser."
              : "Welcome back! We kept everything you typed, so you can pick up where you left off."}
          </span>
          <span className="flex gap-1">
            <Button variant="ghost" size="sm" onClick={startOver}>
              Start over
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="size-9"
              aria-label="Dismiss"
              onClick={() => setShowRestored(false)}
            >
              <X aria-hidden />
            </Button>
          </span>
        </div>
      ) : null}

      <form noValidate onSubmit={onCreate} className="grid gap-6">
        <BasicInfoCard form={form} onAssist={() => onAssist("storyline")} />
        <StorySettingsCard form={form} onPlanScenes={() => onAssist("scenes")} />
        <CharactersCard
          form={form}
          list={list}
          generating={generateCharacters.pending}
          onGenerate={onGenerateCharacters}
          onAssist={() => onAssist("characters")}
          onFetchBiography={(index) =>
            visitor
              ? keepAndAskToSignIn()
              : biography.mutate({ index, name: form.getValues(`characters.${index}.name`).trim() })
          }
          fetchingBiography={biography.isPending ? (biography.variables?.index ?? null) : null}
        />

        <div className="flex flex-col-reverse gap-3 rounded-2xl border border-ink-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-5 dark:border-ink-800 dark:bg-ink-900">
          <p className="text-ink-600 text-sm dark:text-ink-300">
            {visitor
              ? "You'll be asked to sign in. Your draft stays in this browser."
              : "Your adventure is saved as a draft. Publish it when it's ready."}
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Button variant="secondary" size="lg" onClick={onOutline} disabled={busy}>
              <ListTree aria-hidden />
              Generate {chapters}-Chapter Outline
            </Button>
            <Button type="submit" size="lg" disabled={busy}>
              {create.mutation.isPending ? <Spinner /> : <Rocket aria-hidden />}
              {create.mutation.isPending ? "Creating…" : "Create Adventure"}
            </Button>
          </div>
        </div>
      </form>

      <AiAssistantDialog
        open={assist !== null}
        onOpenChange={(open) => !open && setAssist(null)}
        type={assist ?? "storyline"}
        genre={values.genre}
        storyline={values.storyline}
        onUse={onUseAssisted}
      />
      <SignInPrompt open={signInOpen} onOpenChange={setSignInOpen} />
      <AiProgress
        title={
          outline.stage !== null
            ? `Generating your ${chapters}-chapter outline`
            : create.mutation.isPending && create.biographies
              ? "Creating your adventure"
              : null
        }
        hint={
          outline.stage !== null
            ? "The AI is planning every chapter. This can take up to a minute; please keep this page open."
            : "Fetching biographies for the real people in your story, then saving."
        }
        steps={
          outline.stage !== null
            ? stepsAt(
                ["Saving your adventure", `Writing ${chapters} chapters`, "Saving the chapter plan"],
                outline.stage,
              )
            : stepsAt(["Fetching biographies", "Saving your adventure"], 0)
        }
      />
    </>
  );
}
