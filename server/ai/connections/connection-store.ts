import { eq } from "drizzle-orm";
import type { AiWriter, PutAiSettings } from "../../../contract/ai-settings";
import type { AiConfig } from "../../config";
import type { Db } from "../../db/client";
import { instanceSecret } from "../../db/instance-secrets";
import { aiConnections } from "../../db/schema";
import { badRequest } from "../../errors";
import { createLlmNarrator } from "../llm/llm-narrator";
import { createLanguageModel, DEFAULT_MODELS, type LlmProvider } from "../llm/providers";
import type { Narrator } from "../narrator";
import { createEmbeddedNarrator } from "../storyteller/embedded-narrator";
import { KeyVault, keyHint } from "./key-vault";
import { checkBaseUrl, connectionFetch } from "./public-address";

/** A creator's connection as stored, its key opened: what builds their narrator. */
export type Connection = {
  provider: AiWriter;
  baseUrl: string | null;
  model: string | null;
  fastModel: string | null;
  apiKey: string | null;
  keyHint: string | null;
  dailyTokenLimit: number | null;
  updatedAt: Date;
};

/** The narrator a creator's games use, and what limits it. */
export type ResolvedWriter = {
  narrator: Narrator;
  provider: AiWriter;
  model: string | null;
  dailyTokenLimit: number | null;
};

/** How long a resolved connection is kept before the row is read again (another instance may have changed it). */
const CACHE_MS = 10_000;

/** Whether a stored connection can write: a hosted provider needs its key, a server its address and model. */
export function usable(c: Pick<Connection, "provider" | "baseUrl" | "model" | "apiKey">): boolean {
  if (c.provider === "embedded") return true;
  if (c.provider === "openai-compatible") return Boolean(c.baseUrl && c.model);
  return c.apiKey !== null;
}

/** The model a connection writes with: its own, or the provider's default. */
export function modelOf(c: { provider: AiWriter; model: string | null }): string | null {
  if (c.provider === "embedded") return null;
  if (c.model) return c.model;
  return c.provider === "openai-compatible" ? null : DEFAULT_MODELS[c.provider];
}

/**
 * Creators' connections (issue 32, ADR 029): stored with the key sealed, read back with it
 * opened only inside the server, turned into the narrator their games use.
 */
export class ConnectionStore {
  private vault: Promise<KeyVault> | null = null;
  private readonly cache = new Map<string, { at: number; writer: ResolvedWriter | null }>();
  private embedded: Narrator | null = null;

  constructor(
    private readonly db: Db,
    private readonly ai: AiConfig,
  ) {}

  /** The key vault creators' keys are sealed with (voice and picture keys too, media-connections.ts). */
  keys(): Promise<KeyVault> {
    this.vault ??= (async () => {
      const own = await instanceSecret(this.db, "ai-keys");
      // Setting AI_KEYS_SECRET the first time: the keys sealed with the instance's own secret
      // (which the operator never saw) still open, and are sealed anew as they are read.
      if (!this.ai.keysSecret) return new KeyVault(own);
      return new KeyVault(this.ai.keysSecret, this.ai.keysSecretPrevious ?? own);
    })().catch((error: unknown) => {
      this.vault = null; // a database hiccup is not remembered until restart
      throw error;
    });
    return this.vault;
  }

  /** The creator's connection, its key opened (a key no secret opens any more reads as none). */
  async read(userId: string): Promise<Connection | null> {
    const [row] = await this.db.select().from(aiConnections).where(eq(aiConnections.userId, userId));
    if (!row) return null;
    let apiKey: string | null = null;
    if (row.keyCipher) {
      const vault = await this.keys();
      const opened = vault.open(row.keyCipher);
      apiKey = opened?.plain ?? null;
      // Sealed with the secret before a rotation: sealed anew with the current one.
      if (opened?.stale)
        await this.db
          .update(aiConnections)
          .set({ keyCipher: vault.seal(opened.plain) })
          .where(eq(aiConnections.userId, userId));
    }
    return {
      provider: row.provider as AiWriter,
      baseUrl: row.baseUrl,
      model: row.model,
      fastModel: row.fastModel,
      apiKey,
      keyHint: apiKey ? row.keyHint : null,
      dailyTokenLimit: row.dailyTokenLimit,
      updatedAt: row.updatedAt,
    };
  }

  /**
   * The connection `body` describes, with the stored key where none is typed: what a save keeps
   * and what Test connection tries. A hosted provider without any key, or a base URL on a
   * private network (unless allowed), is a 400.
   */
  async candidate(userId: string, body: PutAiSettings & { provider: AiWriter }): Promise<Connection> {
    const stored = await this.read(userId);
    // The stored key only ever goes where it was meant to: the same provider at the same
    // address. Another base URL must come with its own key — else a link could send the
    // creator's key to a server of someone else's choosing.
    const sameTarget =
      stored?.provider === body.provider && (stored.baseUrl ?? null) === (body.baseUrl ?? null);
    const apiKey = body.clearKey ? null : (body.apiKey ?? (sameTarget ? (stored?.apiKey ?? null) : null));
    const connection: Connection = {
      provider: body.provider,
      baseUrl: body.provider === "embedded" ? null : (body.baseUrl ?? null),
      model: body.provider === "embedded" ? null : (body.model ?? null),
      fastModel: body.provider === "embedded" ? null : (body.fastModel ?? null),
      apiKey: body.provider === "embedded" ? null : apiKey,
      keyHint: apiKey ? keyHint(apiKey) : null,
      dailyTokenLimit: body.dailyTokenLimit ?? null,
      updatedAt: new Date(),
    };
    if (["openai", "anthropic", "google"].includes(body.provider) && !connection.apiKey)
      throw badRequest("API key is required for this provider");
    if (connection.baseUrl) await checkBaseUrl(connection.baseUrl, this.ai.allowPrivateUrls);
    return connection;
  }

  async save(userId: string, connection: Connection): Promise<void> {
    const vault = await this.keys();
    const values = {
      provider: connection.provider,
      baseUrl: connection.baseUrl,
      model: connection.model,
      fastModel: connection.fastModel,
      keyCipher: connection.apiKey ? vault.seal(connection.apiKey) : null,
      keyHint: connection.keyHint,
      dailyTokenLimit: connection.dailyTokenLimit,
      updatedAt: connection.updatedAt,
    };
    await this.db
      .insert(aiConnections)
      .values({ userId, ...values })
      .onConflictDoUpdate({ target: aiConnections.userId, set: values });
    this.cache.delete(userId);
  }

  /** Drops this process's cached writer of a creator (a change made elsewhere is read at once). */
  forget(userId: string): void {
    this.cache.delete(userId);
  }

  async remove(userId: string): Promise<void> {
    await this.db.delete(aiConnections).where(eq(aiConnections.userId, userId));
    this.cache.delete(userId);
  }

  /** The narrator a connection makes (throws AiConfigurationError when it is incomplete). */
  narratorOf(c: Connection): Narrator {
    if (c.provider === "embedded") {
      this.embedded ??= createEmbeddedNarrator();
      return this.embedded;
    }
    const provider = c.provider as LlmProvider;
    const settings = {
      provider,
      model: c.model ?? undefined,
      baseUrl: c.baseUrl ?? undefined,
      apiKey: c.apiKey ?? undefined,
      firstChunkTimeoutMs: this.ai.firstChunkTimeoutMs,
      totalTimeoutMs: this.ai.totalTimeoutMs,
      maxRetries: this.ai.maxRetries,
    };
    const fetch = connectionFetch(this.ai.allowPrivateUrls);
    return createLlmNarrator(settings, {
      model: createLanguageModel(settings, fetch),
      fastModel: c.fastModel ? createLanguageModel({ ...settings, model: c.fastModel }, fetch) : undefined,
    });
  }

  /**
   * The writer of a creator's games: their own connection, or null (the site's writer). Kept
   * CACHE_MS, so that a turn of play costs no query; a save on this instance is seen at once.
   */
  async resolve(userId: string): Promise<ResolvedWriter | null> {
    const hit = this.cache.get(userId);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.writer;
    const c = await this.read(userId);
    // A connection that cannot write (its key no longer opens, say) leaves the creator's games
    // on the site's writer rather than failing every call; the settings page asks for the key.
    const writer =
      c && usable(c)
        ? {
            narrator: this.narratorOf(c),
            provider: c.provider,
            model: modelOf(c),
            dailyTokenLimit: c.dailyTokenLimit,
          }
        : null;
    this.cache.set(userId, { at: Date.now(), writer });
    return writer;
  }
}
