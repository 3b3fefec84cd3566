import { Settings2 } from "lucide-react";
import { Controller, type UseFormReturn } from "react-hook-form";
import { Field } from "../../ui/field";
import { type Choice, ChoiceCards, PERSPECTIVES } from "../creation-common/choice-cards";
import { SelectField, SwitchField } from "../creation-common/inputs";
import { FormCard } from "../creation-common/studio-page";
import {
  type EditFormValues,
  type EditRequest,
  type GameplayMode,
  STYLE_OPTIONS,
  withCurrent,
} from "./edit-game-model";
import { PlotLinesEditor } from "./plot-lines-editor";

/** Spec 002 §9: the three reading modes. */
const MODES: ReadonlyArray<Choice<GameplayMode>> = [
  { value: "interactive", label: "Interactive", text: "Players choose what happens next." },
  { value: "linear", label: "Linear", text: "Read straight through, with Continue buttons." },
  { value: "story-only", label: "Story only", text: "The story is told with no actions to take." },
];

/** Spec 002 §3: how the story is told and who may see it, and its plot lines. */
export function GameSettingsSection({
  form,
  savedStyle,
}: {
  form: UseFormReturn<EditFormValues, unknown, EditRequest>;
  /** The game's own narrative style, kept as an option when it is not one of the list's. */
  savedStyle: string;
}) {
  const { errors } = form.formState;
  return (
    <FormCard
      title="Game Settings"
      description="How the story is told, and who can play it."
      icon={<Settings2 />}
    >
      <div className="grid gap-6">
        <Controller
          control={form.control}
          name="gameplayMode"
          render={({ field }) => (
            <ChoiceCards
              legend="Gameplay mode"
              name={field.name}
              choices={MODES}
              value={field.value}
              onChange={field.onChange}
            />
          )}
        />

        <div className="grid gap-5 sm:grid-cols-3">
          <SelectField
            label="Narrative perspective"
            options={PERSPECTIVES}
            {...form.register("narrativePerspective")}
          />
          <SelectField
            label="Narrative style"
            options={withCurrent(STYLE_OPTIONS, savedStyle, (s) => s)}
            error={errors.narrativeStyle?.message}
            {...form.register("narrativeStyle")}
          />
          <Field
            label="Author influence (optional)"
            placeholder="e.g. Ursula K. Le Guin"
            autoComplete="off"
            error={errors.authorInfluence?.message}
            {...form.register("authorInfluence")}
          />
        </div>

        <div className="grid gap-4 rounded-xl border border-ink-200 p-4 dark:border-ink-700">
          <Controller
            control={form.control}
            name="isPublic"
            render={({ field }) => (
              <SwitchField
                label="Public"
                description="Listed for others to discover and play, once published."
                checked={field.value}
                onChange={field.onChange}
              />
            )}
          />
          <Controller
            control={form.control}
            name="childMode"
            render={({ field }) => (
              <SwitchField
                label="Child-friendly mode"
                description="Gentle words and pictures, and the AI declines anything unsuitable — from the next scene played."
                checked={field.value}
                onChange={field.onChange}
              />
            )}
          />
          <Controller
            control={form.control}
            name="allowRegeneration"
            render={({ field }) => (
              <SwitchField
                label="Allow regeneration"
                description="Players may ask for a scene to be written again."
                checked={field.value}
                onChange={field.onChange}
              />
            )}
          />
        </div>

        <PlotLinesEditor form={form} />
      </div>
    </FormCard>
  );
}
