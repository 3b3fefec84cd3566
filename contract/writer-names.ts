/**
 * The writers a creator's games may use and what the pages call them: plain data, no schema, so
 * that a page which only names a writer (the play page's About) loads no Zod (issue 33's first
 * paint). ai-settings.ts builds its schemas from these and re-exports them.
 */
export const AI_WRITERS = ["embedded", "openai", "anthropic", "google", "openai-compatible"] as const;
type WriterId = (typeof AI_WRITERS)[number];

/** What the page calls each writer. */
export const WRITER_NAMES: Record<WriterId, string> = {
  embedded: "Built-in storyteller (offline)",
  openai: "OpenAI",
  anthropic: "Anthropic",
  google: "Google",
  "openai-compatible": "OpenAI-compatible server",
};

/** "gpt-4.1-mini via OpenAI", or the built-in storyteller: both sides name a writer this way. */
export function writerLabel(w: { provider: WriterId; model: string | null }): string {
  if (w.provider === "embedded") return WRITER_NAMES.embedded;
  return `${w.model ?? "the default model"} via ${WRITER_NAMES[w.provider]}`;
}
