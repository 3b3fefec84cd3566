import { ListRestart, PlugZap, Save } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import {
  AI_WRITERS,
  type AiSettingsView,
  type AiWriter,
  type PutAiSettings,
  WRITER_NAMES,
  writerLabel,
} from "../../../contract/ai-settings";
import { errorMessage } from "../../api/request";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { FormAlert } from "../../ui/form-alert";
import { Spinner } from "../../ui/spinner";
import { toast } from "../../ui/toast-store";
import { LocalServers } from "./local-servers";
import { TestResult } from "./test-result";
import { useForgetAiSettings, useModelList, useSaveAiSettings, useTestConnection } from "./use-ai-settings";

const HINTS: Record<AiWriter, string> = {
  embedded: "Writes offline on this server: no key, no cost, no network. Simple prose from your premise.",
  openai: "GPT models with your OpenAI API key.",
  anthropic: "Claude models with your Anthropic API key.",
  google: "Gemini models with your Google AI Studio API key.",
  "openai-compatible":
    "Any server speaking the OpenAI API: Ollama, LM Studio, llama.cpp, KoboldCpp, vLLM, OpenRouter.",
};

const hosted = (p: AiWriter) => p === "openai" || p === "anthropic" || p === "google";

type Draft = {
  provider: AiWriter;
  baseUrl: string;
  model: string;
  fastModel: string;
  apiKey: string;
  dailyTokenLimit: string;
};

const fromView = (v: AiSettingsView): Draft => ({
  provider: v.provider,
  baseUrl: v.baseUrl ?? "",
  model: v.model ?? "",
  fastModel: v.fastModel ?? "",
  apiKey: "",
  dailyTokenLimit: v.dailyTokenLimit ? String(v.dailyTokenLimit) : "",
});

/** The request a draft makes: blanks are "not set", a blank key keeps the stored one. */
function toRequest(d: Draft): PutAiSettings {
  const limit = Number(d.dailyTokenLimit.replace(/[\s,]/g, ""));
  return {
    provider: d.provider,
    ...(d.baseUrl.trim() ? { baseUrl: d.baseUrl.trim() } : {}),
    ...(d.model.trim() ? { model: d.model.trim() } : {}),
    ...(d.fastModel.trim() ? { fastModel: d.fastModel.trim() } : {}),
    ...(d.apiKey.trim() ? { apiKey: d.apiKey.trim() } : {}),
    dailyTokenLimit: d.dailyTokenLimit.trim() && Number.isFinite(limit) ? limit : null,
  };
}

/** The writer for this creator's games: which one, how to reach it, a test, and the save. */
export function ConnectionForm({ settings }: { settings: AiSettingsView }) {
  const [draft, setDraft] = useState<Draft>(() => fromView(settings));
  const save = useSaveAiSettings();
  const forget = useForgetAiSettings();
  const test = useTestConnection();
  const models = useModelList();
  const modelsId = useId();
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    test.reset();
    save.reset();
  };
  const keyStored = settings.keyHint !== null && settings.provider === draft.provider;
  const needsKey = hosted(draft.provider) && !keyStored;
  const compatible = draft.provider === "openai-compatible";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(toRequest(draft), {
      onSuccess: (view) => {
        setDraft(fromView(view));
        toast({
          title: "AI Settings Saved",
          description: `Your games now write with: ${writerLabel(view)}.`,
          variant: "success",
        });
      },
    });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <fieldset className="grid gap-2">
        <legend className="mb-2 font-medium text-ink-800 text-sm dark:text-ink-100">Writer</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {AI_WRITERS.map((p) => (
            <label
              key={p}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-ink-200 p-3 transition hover:border-ink-300 has-checked:border-ember-500 has-checked:bg-ember-500/10 has-focus-visible:ring-3 has-focus-visible:ring-ember-500/40 dark:border-ink-700"
            >
              <input
                type="radio"
                name="provider"
                value={p}
                checked={draft.provider === p}
                onChange={() => {
                  set({
                    provider: p,
                    model: "",
                    fastModel: "",
                    apiKey: "",
                    baseUrl: p === "openai-compatible" ? draft.baseUrl : "",
                  });
                  models.reset();
                }}
                className="mt-0.5 size-4 accent-ember-600"
              />
              <span>
                <span className="block font-semibold text-ink-900 text-sm dark:text-ink-50">
                  {WRITER_NAMES[p]}
                </span>
                <span className="mt-0.5 block text-ink-600 text-xs leading-relaxed dark:text-ink-300">
                  {HINTS[p]}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {draft.provider !== "embedded" && (
        <div className="grid gap-4">
          {compatible && (
            <Field
              label="Base URL"
              placeholder="http://localhost:11434/v1"
              hint="The server's OpenAI-compatible address, ending in /v1."
              value={draft.baseUrl}
              onChange={(e) => set({ baseUrl: e.target.value })}
              inputMode="url"
              autoComplete="off"
            />
          )}
          <Field
            label={compatible ? "API key (if the server needs one)" : "API key"}
            type="password"
            autoComplete="off"
            placeholder={
              keyStored ? `Saved key ${settings.keyHint} — leave blank to keep it` : "Paste your key"
            }
            hint="Stored encrypted, used only for your games, never shown again."
            value={draft.apiKey}
            onChange={(e) => set({ apiKey: e.target.value })}
          />
          <div className="grid gap-2">
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Model"
                list={modelsId}
                placeholder={compatible ? "llama3.1:8b" : "The provider's default"}
                hint="The model that writes your stories."
                value={draft.model}
                onChange={(e) => set({ model: e.target.value })}
                autoComplete="off"
              />
              <Field
                label="Fast model (optional)"
                list={modelsId}
                hint="For short structured calls: names, titles, checks."
                value={draft.fastModel}
                onChange={(e) => set({ fastModel: e.target.value })}
                autoComplete="off"
              />
            </div>
            <datalist id={modelsId}>
              {models.data?.models.map((m) => (
                <option key={m} value={m} />
              ))}
            </datalist>
            <div className="flex flex-wrap items-center gap-3">
              <Button
                type="button"
                variant="secondary"
                size="sm"
                disabled={models.isPending || (compatible && !draft.baseUrl.trim())}
                onClick={() =>
                  models.mutate({
                    provider: draft.provider,
                    baseUrl: draft.baseUrl.trim() || undefined,
                    apiKey: draft.apiKey.trim() || undefined,
                  })
                }
              >
                {models.isPending ? <Spinner className="size-4" /> : <ListRestart aria-hidden />}
                Load models
              </Button>
              <p role="status" className="text-ink-600 text-xs dark:text-ink-300">
                {models.isSuccess
                  ? (models.data.message ??
                    `${models.data.models.length} models: pick one in the Model field, or type a name.`)
                  : models.isError
                    ? errorMessage(models.error)
                    : "Pick from the provider's list, or type the model's name."}
              </p>
            </div>
          </div>
          <Field
            label="Daily token limit (optional)"
            inputMode="numeric"
            placeholder="No limit"
            hint={`Play of your games stops for the day when your key has spent this many tokens. Today: ${settings.tokensToday.toLocaleString()} tokens.`}
            value={draft.dailyTokenLimit}
            onChange={(e) => set({ dailyTokenLimit: e.target.value })}
          />
        </div>
      )}

      {test.isSuccess && <TestResult result={test.data} />}
      {test.isError && <FormAlert>{errorMessage(test.error)}</FormAlert>}
      {save.isError && <FormAlert>{errorMessage(save.error)}</FormAlert>}

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending || (needsKey && !draft.apiKey.trim())}>
          {save.isPending ? <Spinner className="size-4" /> : <Save aria-hidden />}
          {save.isPending ? "Saving…" : "Save"}
        </Button>
        <Button
          type="button"
          variant="secondary"
          disabled={test.isPending}
          onClick={() => test.mutate(toRequest(draft))}
        >
          {test.isPending ? <Spinner className="size-4" /> : <PlugZap aria-hidden />}
          {test.isPending ? "Testing…" : "Test connection"}
        </Button>
        {settings.updatedAt && (
          <Button
            type="button"
            variant="ghost"
            disabled={forget.isPending}
            onClick={() =>
              forget.mutate(undefined, {
                onSuccess: (view) => {
                  setDraft(fromView(view));
                  toast({
                    title: "Connection Removed",
                    description: "Your key was deleted from this server.",
                  });
                },
              })
            }
          >
            Remove connection and key
          </Button>
        )}
      </div>

      {compatible && (
        <section
          aria-label="Local model servers"
          className="border-ink-100 border-t pt-5 dark:border-ink-800"
        >
          <LocalServers
            allowed={settings.privateUrlsAllowed}
            onUse={(server, model) => set({ baseUrl: server.baseUrl, model })}
          />
        </section>
      )}
    </form>
  );
}
