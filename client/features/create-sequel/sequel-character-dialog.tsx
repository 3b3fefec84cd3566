import { useEffect, useState } from "react";
import { CHARACTER_TYPES_SEQUEL } from "../../../contract/constants";
import { MESSAGES } from "../../../contract/creation";
import { Button } from "../../ui/button";
import { Dialog, DialogActions, DialogClose } from "../../ui/dialog";
import { Field } from "../../ui/field";
import { FormAlert } from "../../ui/form-alert";
import { Spinner } from "../../ui/spinner";
import { aiBiography } from "../creation-common/creation-api";
import { failureToast } from "../creation-common/creation-errors";
import { genreLabel } from "../creation-common/genres";
import { SelectField, SwitchField, TextAreaField } from "../creation-common/inputs";
import { characterKey, type SequelCharacter } from "./sequel-model";

const TYPE_OPTIONS = CHARACTER_TYPES_SEQUEL.map((t) => ({ value: t, label: genreLabel(t) }));
const EMPTY: SequelCharacter = {
  key: "",
  name: "",
  role: "",
  characterType: "supporting",
  description: "",
  isRealPerson: false,
};

/**
 * The sequel's character editor (spec 001 §5): name and role required; a description too
 * unless the character is a real person, whose biography is fetched when it is saved.
 */
export function SequelCharacterDialog({
  character,
  open,
  onOpenChange,
  onSave,
}: {
  /** null adds a new character. */
  character: SequelCharacter | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (character: SequelCharacter) => void;
}) {
  const [draft, setDraft] = useState<SequelCharacter>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (open) {
      setDraft(character ?? { ...EMPTY, key: characterKey() });
      setProblem(null);
    }
  }, [open, character]);
  const set = <K extends keyof SequelCharacter>(key: K, value: SequelCharacter[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));

  const save = async () => {
    const next = {
      ...draft,
      name: draft.name.trim(),
      role: draft.role.trim(),
      description: draft.description.trim(),
    };
    if (!next.name || !next.role) return setProblem(MESSAGES.sequelCharacterFields);
    if (!next.isRealPerson && !next.description) return setProblem(MESSAGES.sequelCharacterDescription);
    setProblem(null);
    if (next.isRealPerson && !next.description) {
      setSaving(true);
      try {
        next.description = (await aiBiography(next.name)).biography;
      } catch (error) {
        failureToast(
          "Biography Fetch Failed",
          error,
          "Could not fetch biographies for real persons. Please try again.",
        );
        return;
      } finally {
        setSaving(false);
      }
    }
    onSave(next);
    onOpenChange(false);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={character ? "Edit Character" : "Add Character"}
      description="Characters of the sequel. A real person's description is their biography, fetched when you save."
      className="max-w-lg"
    >
      <div className="grid gap-4">
        {problem ? <FormAlert>{problem}</FormAlert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label="Name"
            value={draft.name}
            onChange={(e) => set("name", e.target.value)}
            autoComplete="off"
          />
          <Field
            label="Role"
            value={draft.role}
            onChange={(e) => set("role", e.target.value)}
            autoComplete="off"
          />
        </div>
        <SelectField
          label="Type"
          options={TYPE_OPTIONS}
          value={draft.characterType}
          onChange={(e) => set("characterType", e.target.value)}
        />
        <SwitchField
          label="Real person"
          description="Someone who really exists or existed."
          checked={draft.isRealPerson}
          onChange={(v) => set("isRealPerson", v)}
        />
        <TextAreaField
          label={
            draft.isRealPerson ? "Description (optional: the biography is fetched if empty)" : "Description"
          }
          rows={4}
          value={draft.description}
          onChange={(e) => set("description", e.target.value)}
        />
      </div>
      <DialogActions>
        <DialogClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
        <Button onClick={save} disabled={saving}>
          {saving ? <Spinner /> : null}
          {saving ? "Fetching biography…" : "Save Character"}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
