import { Save } from "lucide-react";
import { type FormEvent, useState } from "react";
import {
  type MediaConnectionView,
  PICTURE_NAMES,
  PICTURE_PROVIDERS,
  type PutPictureConnection,
  type PutVoiceConnection,
  VOICE_NAMES,
  VOICE_PROVIDERS,
} from "../../../contract/ai-media-settings";
import type { AiSettingsView } from "../../../contract/ai-settings";
import { errorMessage } from "../../api/request";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { FormAlert } from "../../ui/form-alert";
import { Spinner } from "../../ui/spinner";
import { toast } from "../../ui/toast-store";
import { useSaveAiMedia } from "./use-ai-settings";

type Kind = "voice" | "pictures";

const PROVIDERS = { voice: VOICE_PROVIDERS, pictures: PICTURE_PROVIDERS } as const;
const NAMES: Record<Kind, Record<string, string>> = { voice: VOICE_NAMES, pictures: PICTURE_NAMES };

const HINTS: Record<Kind, Record<string, string>> = {
  voice: {
    openai: "OpenAI's voices (gpt-4o-mini-tts by default) with your OpenAI API key.",
    google: "Google's WaveNet and Neural2 voices with your Google Cloud API key.",
  },
  pictures: {
    openai: "gpt-image-1 (or DALL·E) with your OpenAI API key.",
    "openai-compatible": "Any server that draws through an OpenAI-style /v1/images/generations.",
  },
};

const MODEL_PLACEHOLDER: Record<Kind, Record<string, string>> = {
  voice: { openai: "gpt-4o-mini-tts", google: "" },
  pictures: { openai: "gpt-image-1", "openai-compatible": "flux-schnell" },
};

/** "the built-in voice" → "The built-in voice". */
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Who reads or draws this creator's games now, in a sentence (the section's description). */
export function mediaSummary(kind: Kind, media: NonNullable<AiSettingsView["media"]>): string {
  const c = kind === "voice" ? media.voice : media.pictures;
  const site = kind === "voice" ? media.siteVoice : media.siteIllustrator;
  const what = kind === "voice" ? "Narration of your games" : "Pictures of your games";
  if (c.provider === "site") return `${what}: this site's own — ${site}.`;
  if (c.needsKey)
    return `Your saved key can no longer be read on this server: enter it again. Until then: ${site}.`;
  const name = NAMES[kind][c.provider];
  return `${what}: ${c.model ? `${c.model} via ` : ""}${name}, with your key.`;
}

type Draft = { provider: string; baseUrl: string; model: string; apiKey: string };
const fromView = (v: MediaConnectionView): Draft => ({
  provider: v.provider,
  baseUrl: v.baseUrl ?? "",
  model: v.model ?? "",
  apiKey: "",
});

/**
 * A creator's own voice or illustrator (issue 32): this site's own by default, or a provider with
 * their key. The key is write-only: the page shows its hint, never the key.
 */
export function MediaForm({
  kind,
  settings,
}: {
  kind: Kind;
  settings: NonNullable<AiSettingsView["media"]>;
}) {
  const stored = kind === "voice" ? settings.voice : settings.pictures;
  const [draft, setDraft] = useState<Draft>(() => fromView(stored));
  const save = useSaveAiMedia();
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    save.reset();
  };
  const site = draft.provider === "site";
  const compatible = draft.provider === "openai-compatible";
  const keyStored = stored.keyHint !== null && stored.provider === draft.provider;
  const needsKey = !site && !compatible && !keyStored;
  const label = kind === "voice" ? "Voice" : "Pictures";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const section = {
      provider: draft.provider,
      ...(draft.baseUrl.trim() ? { baseUrl: draft.baseUrl.trim() } : {}),
      ...(draft.model.trim() ? { model: draft.model.trim() } : {}),
      ...(draft.apiKey.trim() ? { apiKey: draft.apiKey.trim() } : {}),
    };
    const body =
      kind === "voice"
        ? { voice: section as PutVoiceConnection }
        : { pictures: section as PutPictureConnection };
    save.mutate(body, {
      onSuccess: (view) => {
        if (view.media) setDraft(fromView(kind === "voice" ? view.media.voice : view.media.pictures));
        toast({
          title: `${label} Saved`,
          description: view.media ? mediaSummary(kind, view.media) : undefined,
          variant: "success",
        });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-label={`${label} settings`}>
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-ink-800 text-sm dark:text-ink-100">
          {kind === "voice" ? "Who reads your scenes aloud" : "Who draws your scenes"}
        </legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {PROVIDERS[kind].map((p) => (
            <label
              key={p}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-ink-200 p-3 transition hover:border-ink-300 has-checked:border-ember-500 has-checked:bg-ember-500/10 has-focus-visible:ring-3 has-focus-visible:ring-ember-500/40 dark:border-ink-700"
            >
              <input
                type="radio"
                name={`${kind}-provider`}
                value={p}
                checked={draft.provider === p}
                onChange={() => set({ provider: p, model: "", apiKey: "", baseUrl: "" })}
                className="mt-0.5 size-4 accent-ember-600"
              />
              <span>
                <span className="block font-semibold text-ink-900 text-sm dark:text-ink-50">
                  {NAMES[kind][p]}
                </span>
                <span className="mt-0.5 block text-ink-600 text-xs leading-relaxed dark:text-ink-300">
                  {p === "site"
                    ? `${capital(kind === "voice" ? settings.siteVoice : settings.siteIllustrator)}: no key needed.`
                    : HINTS[kind][p]}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {!site && (
        <div className="grid gap-4">
          <Field
            label={compatible ? "Base URL" : "Base URL (optional)"}
            placeholder={compatible ? "https://images.example.com/v1" : "The provider's own address"}
            hint={
              compatible
                ? "The server's address, ending in /v1."
                : "Only for a proxy in front of the provider."
            }
            value={draft.baseUrl}
            onChange={(e) => set({ baseUrl: e.target.value })}
            inputMode="url"
            autoComplete="off"
          />
          <Field
            label={compatible ? "API key (if the server needs one)" : "API key"}
            type="password"
            autoComplete="off"
            placeholder={
              keyStored ? `Saved key ${stored.keyHint} — leave blank to keep it` : "Paste your key"
            }
            hint="Stored encrypted, used only for your games, never shown again."
            value={draft.apiKey}
            onChange={(e) => set({ apiKey: e.target.value })}
          />
          {draft.provider !== "google" && (
            <Field
              label={compatible ? "Model" : "Model (optional)"}
              placeholder={MODEL_PLACEHOLDER[kind][draft.provider]}
              value={draft.model}
              onChange={(e) => set({ model: e.target.value })}
              autoComplete="off"
            />
          )}
        </div>
      )}

      {save.isError && <FormAlert>{errorMessage(save.error)}</FormAlert>}
      <div>
        <Button
          type="submit"
          variant="secondary"
          disabled={save.isPending || (needsKey && !draft.apiKey.trim())}
        >
          {save.isPending ? <Spinner className="size-4" /> : <Save aria-hidden />}
          {save.isPending ? "Saving…" : `Save ${label.toLowerCase()}`}
        </Button>
      </div>
    </form>
  );
}
