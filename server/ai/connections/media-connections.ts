import { and, eq } from "drizzle-orm";
import type {
  AiMediaView,
  PictureProvider,
  PutPictureConnection,
  PutVoiceConnection,
  VoiceProvider,
} from "../../../contract/ai-media-settings";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { aiMediaConnections } from "../../db/schema";
import { badRequest } from "../../errors";
import type { Illustrator } from "../images/illustrator";
import { createOpenAiIllustrator } from "../images/openai-illustrator";
import { createGoogleVoice } from "../voice/google-voice";
import { createOpenAiVoice } from "../voice/openai-voice";
import type { Voice } from "../voice/voice";
import { type KeyVault, keyHint } from "./key-vault";
import { checkBaseUrl, connectionFetch } from "./public-address";

export type MediaKind = "voice" | "pictures";

/** A creator's voice or picture connection as stored, its key opened (server side only). */
export type MediaConnection = {
  provider: string;
  baseUrl: string | null;
  model: string | null;
  apiKey: string | null;
  keyHint: string | null;
  updatedAt: Date;
};

/** As the writer's (connection-store.ts): a turn of play costs no query, another instance sees a change within 10 s. */
const CACHE_MS = 10_000;

/** Whether a stored connection can be used: a hosted provider needs its key, a server its address and model. */
export function mediaUsable(c: Pick<MediaConnection, "provider" | "baseUrl" | "model" | "apiKey">): boolean {
  if (c.provider === "openai-compatible") return Boolean(c.baseUrl && c.model);
  return c.apiKey !== null;
}

const SITE_VOICES: Record<Config["tts"]["provider"], string> = {
  embedded: "the built-in voice",
  openai: "OpenAI text-to-speech",
  google: "Google Cloud Text-to-Speech",
};
const SITE_ILLUSTRATORS: Record<Config["images"]["provider"], string> = {
  embedded: "the built-in illustrator",
  openai: "OpenAI Images",
  sdwebui: "Stable Diffusion WebUI",
  comfyui: "ComfyUI",
};

/**
 * Creators' own voice and picture connections (issue 32, ADR 029): stored with the key sealed
 * by the writer's key vault, resolved per creator the way `app.ai.run` resolves their writer.
 * Narration and pictures of a creator's games use theirs when set, else the site's.
 */
export class MediaConnections {
  private readonly voices = new Map<string, { at: number; voice: Voice | null }>();
  private readonly drawers = new Map<string, { at: number; drawer: Illustrator | null }>();

  constructor(
    private readonly db: Db,
    private readonly keys: () => Promise<KeyVault>,
    private readonly config: Pick<Config, "ai" | "tts" | "images">,
  ) {}

  async read(userId: string, kind: MediaKind): Promise<MediaConnection | null> {
    const [row] = await this.db
      .select()
      .from(aiMediaConnections)
      .where(and(eq(aiMediaConnections.userId, userId), eq(aiMediaConnections.kind, kind)));
    if (!row) return null;
    let apiKey: string | null = null;
    if (row.keyCipher) {
      const vault = await this.keys();
      const opened = vault.open(row.keyCipher);
      apiKey = opened?.plain ?? null;
      if (opened?.stale)
        await this.db
          .update(aiMediaConnections)
          .set({ keyCipher: vault.seal(opened.plain) })
          .where(and(eq(aiMediaConnections.userId, userId), eq(aiMediaConnections.kind, kind)));
    }
    return {
      provider: row.provider,
      baseUrl: row.baseUrl,
      model: row.model,
      apiKey,
      keyHint: apiKey ? row.keyHint : null,
      updatedAt: row.updatedAt,
    };
  }

  /** What the settings page shows: both connections without their keys, and the site's defaults. */
  async view(userId: string): Promise<AiMediaView> {
    const [voice, pictures] = await Promise.all([this.read(userId, "voice"), this.read(userId, "pictures")]);
    const shown = (c: MediaConnection | null) => ({
      baseUrl: c?.baseUrl ?? null,
      model: c?.model ?? null,
      keyHint: c?.keyHint ?? null,
      needsKey: c ? !mediaUsable(c) : false,
    });
    return {
      voice: { provider: (voice?.provider ?? "site") as VoiceProvider, ...shown(voice) },
      pictures: { provider: (pictures?.provider ?? "site") as PictureProvider, ...shown(pictures) },
      siteVoice: SITE_VOICES[this.config.tts.provider],
      siteIllustrator: SITE_ILLUSTRATORS[this.config.images.provider],
    };
  }

  /**
   * The connection a section describes, with the stored key where none is typed — only for the
   * same provider at the same address, so that no request can send a stored key elsewhere.
   * Null: the site's own. A base URL on a private network (unless allowed) is a 400.
   */
  async candidate(
    userId: string,
    kind: MediaKind,
    body: PutVoiceConnection | PutPictureConnection,
  ): Promise<MediaConnection | null> {
    if (body.provider === "site") return null;
    const stored = await this.read(userId, kind);
    const sameTarget =
      stored?.provider === body.provider && (stored.baseUrl ?? null) === (body.baseUrl ?? null);
    const apiKey = body.apiKey ?? (sameTarget ? (stored?.apiKey ?? null) : null);
    if (body.provider !== "openai-compatible" && !apiKey)
      throw badRequest(`API key is required for ${kind === "voice" ? "this voice" : "this image service"}`);
    if (body.baseUrl) await checkBaseUrl(body.baseUrl, this.config.ai.allowPrivateUrls);
    return {
      provider: body.provider,
      baseUrl: body.baseUrl ?? null,
      model: body.model ?? null,
      apiKey,
      keyHint: apiKey ? keyHint(apiKey) : null,
      updatedAt: new Date(),
    };
  }

  /** Saves a section; null goes back to the site's own (the row and its key are deleted). */
  async save(userId: string, kind: MediaKind, c: MediaConnection | null): Promise<void> {
    const where = and(eq(aiMediaConnections.userId, userId), eq(aiMediaConnections.kind, kind));
    if (!c) await this.db.delete(aiMediaConnections).where(where);
    else {
      const vault = await this.keys();
      const values = {
        provider: c.provider,
        baseUrl: c.baseUrl,
        model: c.model,
        keyCipher: c.apiKey ? vault.seal(c.apiKey) : null,
        keyHint: c.keyHint,
        updatedAt: c.updatedAt,
      };
      await this.db
        .insert(aiMediaConnections)
        .values({ userId, kind, ...values })
        .onConflictDoUpdate({ target: [aiMediaConnections.userId, aiMediaConnections.kind], set: values });
    }
    this.forget(userId);
  }

  forget(userId: string): void {
    this.voices.delete(userId);
    this.drawers.delete(userId);
  }

  private fetch(): typeof fetch {
    return connectionFetch(this.config.ai.allowPrivateUrls);
  }

  /**
   * The voice of a creator's games: their own, or null (the site's). Its `provider` names the
   * creator, so the media cache never answers one creator's narration from another's provider.
   */
  async voiceFor(userId: string | null): Promise<Voice | null> {
    if (!userId) return null;
    const hit = this.voices.get(userId);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.voice;
    const c = await this.read(userId, "voice");
    let voice: Voice | null = null;
    if (c && mediaUsable(c) && c.apiKey) {
      const options = {
        apiKey: c.apiKey,
        baseUrl: c.baseUrl ?? undefined,
        model: c.model ?? undefined,
        fetch: this.fetch(),
      };
      const made = c.provider === "google" ? createGoogleVoice(options) : createOpenAiVoice(options);
      voice = { ...made, provider: `own:${userId}:${made.provider}` };
    }
    this.voices.set(userId, { at: Date.now(), voice });
    return voice;
  }

  /** The illustrator of a creator's games: their own, or null (the site's). */
  async illustratorFor(userId: string | null): Promise<Illustrator | null> {
    if (!userId) return null;
    const hit = this.drawers.get(userId);
    if (hit && Date.now() - hit.at < CACHE_MS) return hit.drawer;
    const c = await this.read(userId, "pictures");
    let drawer: Illustrator | null = null;
    if (c && mediaUsable(c)) {
      const made = createOpenAiIllustrator(
        {
          provider: "openai",
          // A compatible server without a key is asked without one (a local server needs none).
          apiKey: c.apiKey ?? "none",
          baseUrl: c.baseUrl ?? undefined,
          model: c.model ?? undefined,
          timeoutMs: this.config.images.timeoutMs,
          perMinute: this.config.images.perMinute,
        },
        this.fetch(),
      );
      drawer = { ...made, id: `own:${userId}:${c.baseUrl ?? "openai"}:${made.id}` };
    }
    this.drawers.set(userId, { at: Date.now(), drawer });
    return drawer;
  }
}
