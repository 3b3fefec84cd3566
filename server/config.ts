import path from "node:path";
import { z } from "zod";
import { BACKUP_MAX_BYTES_DEFAULT, STORY_BYTES_PER_BACKUP_BYTE } from "../contract/backups";
import { projectRoot } from "./paths";

const optionalUrl = z.url().optional();

/**
 * Which proxies may say who the client is. "true" trusted every X-Forwarded-For entry, so a
 * client could name its own address by sending the header: now it means one hop, the nearest
 * proxy's entry. A number counts hops; a list names the proxies' addresses or CIDR ranges.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): false | number | string[] => {
    const lower = v.toLowerCase();
    if (["false", "0", "no"].includes(lower)) return false;
    if (["true", "yes"].includes(lower)) return 1;
    if (/^\d+$/.test(v)) return Math.min(Number(v), 10);
    const list = v
      .split(",")
      .map((a) => a.trim())
      .filter(Boolean);
    if (list.length && list.every((a) => /^[\da-f.:]+(\/\d{1,3})?$/i.test(a))) return list;
    ctx.addIssue({
      code: "custom",
      message: "must be false, a hop count (e.g. 1) or a comma-separated list of proxy addresses",
    });
    return z.NEVER;
  });

/** Every environment variable Taleforge reads. `.env.example` documents each one. */
const Env = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    HOST: z.string().min(1).default("0.0.0.0"),
    PORT: z.coerce.number().int().min(0).max(65535).default(5000),
    APP_URL: optionalUrl,
    TRUST_PROXY: trustProxy.default(false),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
      .optional(),
    AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    OIDC_ISSUER: optionalUrl,
    OIDC_CLIENT_ID: z.string().min(1).optional(),
    OIDC_CLIENT_SECRET: z.string().min(1).optional(),
    OIDC_SCOPES: z.string().default("openid profile email"),
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    SAVE_CODE_LOADS_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    /** Game reports (issue 34) one address (an IPv6 /64) may send an hour. */
    REPORTS_PER_HOUR: z.coerce.number().int().min(1).default(10),
    /** The site's operators (issue 34): comma-separated emails that get /admin/reports. */
    ADMIN_EMAILS: z
      .string()
      .default("")
      .transform((v) =>
        v
          .split(",")
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email("must be comma-separated email addresses"))),
    // Defaults depend on the provider (see loadConfig): the embedded storyteller costs only CPU.
    PLAY_TURNS_PER_MINUTE: z.coerce.number().int().min(1).optional(),
    PLAY_TURNS_PER_SESSION_PER_MINUTE: z.coerce.number().int().min(1).optional(),
    AI_PROVIDER: z
      .enum(["embedded", "openai", "anthropic", "google", "openai-compatible"])
      .default("embedded"),
    AI_MODEL: z.string().min(1).optional(),
    // Creators' own connections (issue 32, ADR 029).
    AI_ALLOW_PRIVATE_URLS: z
      .enum(["true", "false", "1", "0", "yes", "no"], { error: "must be true or false" })
      .default("false")
      .transform((v) => ["true", "1", "yes"].includes(v)),
    AI_KEYS_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
    AI_KEYS_SECRET_PREVIOUS: z.string().min(16, "must be at least 16 characters").optional(),
    AI_BASE_URL: optionalUrl,
    AI_API_KEY: z.string().min(1).optional(),
    AI_FIRST_CHUNK_TIMEOUT_MS: z.coerce.number().int().min(100).default(20_000),
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
    AI_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
    // Defaults depend on the provider (see loadConfig): the embedded storyteller spends no tokens.
    AI_DAILY_TOKEN_LIMIT: z.coerce.number().int().min(1).optional(),
    AI_DAILY_SITE_TOKEN_LIMIT: z.coerce.number().int().min(1).optional(),
    AI_DAILY_PLAY_TOKENS_PER_GAME: z.coerce.number().int().min(1).default(2_000_000),
    AI_PLAY_SHARE_PERCENT: z.coerce.number().min(0.1).max(100).default(5),
    MAX_GAMES_PER_USER: z.coerce.number().int().min(1).default(200),
    AI_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    TTS_PROVIDER: z.enum(["embedded", "google", "openai"]).default("embedded"),
    TTS_API_KEY: z.string().min(1).optional(),
    TTS_BASE_URL: optionalUrl,
    TTS_MODEL: z.string().min(1).optional(),
    TTS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    TTS_WORKERS: z.coerce.number().int().min(1).max(8).optional(),
    /** Narration and images kept by the hash of their inputs (issue 21); 256 MB by default. */
    MEDIA_CACHE_MAX_BYTES: z.coerce.number().int().min(0).default(268_435_456),
    /** Pictures and narrations a paid provider makes per game per UTC day (issue 28 F3). */
    MEDIA_DAILY_PER_GAME: z.coerce.number().int().min(1).default(100),
    /** The same for the whole site, voice previews included. */
    MEDIA_DAILY_SITE: z.coerce.number().int().min(1).default(1000),
    /** The share of each media budget one address (an IPv6 /64) may spend a day, in percent. */
    MEDIA_SHARE_PERCENT: z.coerce.number().min(0.1).max(100).default(20),
    /** The largest backup archive made or restored (ADR 022); 20 MB by default. */
    BACKUP_MAX_BYTES: z.coerce.number().int().min(65_536).default(BACKUP_MAX_BYTES_DEFAULT),
    /** Story text and JSON one user's games may hold for a backup (ADR 022); 3 × BACKUP_MAX_BYTES by default. */
    STORY_BYTES_PER_USER_MAX: z.coerce.number().int().min(65_536).optional(),
    // Scene illustrations (issue 21): the embedded illustrator needs no key and no network.
    IMAGE_PROVIDER: z.enum(["embedded", "openai", "sdwebui", "comfyui"]).default("embedded"),
    IMAGE_API_KEY: z.string().min(1).optional(),
    IMAGE_BASE_URL: optionalUrl,
    IMAGE_MODEL: z.string().min(1).optional(),
    IMAGE_TIMEOUT_MS: z.coerce.number().int().min(1000).default(120_000),
    IMAGES_PER_MINUTE: z.coerce.number().int().min(1).default(30),
    COMPLETE_STORY_CONCURRENCY: z.coerce.number().int().min(1).max(20).default(6),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .superRefine((env, ctx) => {
    const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
    if (oidc.some(Boolean) && !oidc.every(Boolean)) {
      ctx.addIssue({
        code: "custom",
        path: ["OIDC_ISSUER"],
        message: "OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together",
      });
    }
  });

export type Config = {
  env: "development" | "production" | "test";
  host: string;
  port: number;
  /** The public origin, e.g. https://taleforge.example — cookies are Secure when it is https. */
  appUrl: string;
  /** false, a hop count, or the proxies' addresses (Fastify's trustProxy). */
  trustProxy: false | number | string[];
  database: { kind: "pglite"; dataDir: string } | { kind: "postgres"; url: string };
  /** Where the rate limiter keeps its counters when several instances share them (ADR 016). */
  redisUrl: string | undefined;
  authSecret: string | undefined;
  oidc:
    | {
        issuer: string;
        clientId: string;
        clientSecret: string;
        scopes: string[];
      }
    | undefined;
  bodyLimit: number;
  rateLimitPerMinute: number;
  authRateLimitPerMinute: number;
  saveCodeLoadsPerMinute: number;
  /** REPORTS_PER_HOUR: game reports per address an hour. */
  reportsPerHour: number;
  /**
   * ADMIN_EMAILS, lowercased: signed-in users with one of these emails moderate reports. Read
   * at each request (a test adds its own operator after signing them up).
   */
  adminEmails: string[];
  /** Scenes asked of the narrator (start, action, regenerate, next chapter) per address a minute. */
  playTurnsPerMinute: number;
  /** The same, per play session: however many addresses one session is played from. */
  playTurnsPerSessionPerMinute: number;
  logLevel: string;
  /** MEDIA_CACHE_MAX_BYTES: the narration and image cache's bound. */
  mediaCacheMaxBytes: number;
  /**
   * MEDIA_DAILY_PER_GAME, MEDIA_DAILY_SITE: pictures and narrations a provider other than the
   * embedded ones may make a UTC day, per game and in all (media-budget.ts).
   */
  mediaBudget: { perGame: number; site: number; sharePercent: number };
  /** BACKUP_MAX_BYTES: the largest backup archive made or restored. */
  backupMaxBytes: number;
  /** Games one account may hold; creating, importing or restoring past it is refused (ADR 014). */
  maxGamesPerUser: number;
  /**
   * STORY_BYTES_PER_USER_MAX: the text and JSON a user's games may hold and still be backed up,
   * summed by the database before anything is read (ADR 022); 3 × backupMaxBytes by default.
   */
  storyBytesPerUserMax: number;
  ai: AiConfig;
  tts: TtsConfig;
  images: ImageConfig;
};

/** Who reads scenes aloud (issue 21, ADR 020); "embedded" needs no key and no network. */
export type TtsConfig = {
  provider: "embedded" | "google" | "openai";
  apiKey?: string;
  /** The provider's address with its version, e.g. https://texttospeech.googleapis.com/v1. */
  baseUrl?: string;
  model?: string;
  /** Syntheses a minute per signed-in user, or per address for anyone else. */
  perMinute: number;
  /** The embedded voice's worker threads; by default 1 on 2 cores, 2 on more. */
  workers?: number;
};

export type ImageProvider = "embedded" | "openai" | "sdwebui" | "comfyui";

/** Who draws the scene illustrations, and how often one player may ask for one. */
export type ImageConfig = {
  provider: ImageProvider;
  apiKey?: string;
  baseUrl?: string;
  model?: string;
  timeoutMs: number;
  /** Pictures per minute per address, and per signed-in user. */
  perMinute: number;
};

export type AiProvider = "embedded" | "openai" | "anthropic" | "google" | "openai-compatible";

/** Which narrator writes the stories; "embedded" needs no key and no network. */
export type AiConfig = {
  provider: AiProvider;
  model?: string;
  baseUrl?: string;
  apiKey?: string;
  firstChunkTimeoutMs: number;
  totalTimeoutMs: number;
  maxRetries: number;
  /**
   * Tokens a user may spend a UTC day, their games' play included (ADR 014); by default
   * 2,000,000 with a model provider, no limit for the embedded storyteller.
   */
  dailyTokenLimit?: number;
  /** Tokens the whole site may spend a UTC day; by default 20,000,000 with a model provider. */
  dailySiteTokenLimit?: number;
  /** Tokens the play of one game may spend a UTC day, whoever plays it (ADR 014). */
  dailyPlayTokensPerGame: number;
  /**
   * The percentage of each daily play budget (a game's, its creator's, the site's) one client
   * address (an IPv6 /64) or one play session may spend (ADR 014): no visitor locks out the rest.
   */
  playSharePercent: number;
  rateLimitPerMinute: number;
  /** Chapters of one complete story written at once (ADR 018). */
  storyConcurrency: number;
  /** Creators' base URLs may reach private addresses (local model servers beside the instance). */
  allowPrivateUrls: boolean;
  /** Seals creators' API keys; by default derived from the instance's own secret (ADR 029). */
  keysSecret?: string;
  /** The secret before a rotation: keys it sealed still open, and are sealed anew when read. */
  keysSecretPrevious?: string;
};

/**
 * Play's per-minute limits when not configured (ADR 014): generous for the embedded storyteller,
 * whose scenes cost a millisecond of CPU; about a turn every few seconds for a model.
 */
export const PLAY_TURN_DEFAULTS = {
  embedded: { perAddress: 300, perSession: 60 },
  model: { perAddress: 60, perSession: 10 },
} as const;

/** The daily token limits when not configured (ADR 014): none for the embedded storyteller. */
export const DAILY_TOKEN_DEFAULTS = {
  embedded: { perUser: undefined, site: undefined },
  model: { perUser: 2_000_000, site: 20_000_000 },
} as const;

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment; a bad value stops the boot with a message naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings mean "unset", as in most .env files.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const parsed = Env.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".") || "environment"}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const turns = PLAY_TURN_DEFAULTS[e.AI_PROVIDER === "embedded" ? "embedded" : "model"];
  const tokens = DAILY_TOKEN_DEFAULTS[e.AI_PROVIDER === "embedded" ? "embedded" : "model"];
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, "");
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    appUrl,
    trustProxy: e.TRUST_PROXY,
    database: e.DATABASE_URL
      ? { kind: "postgres", url: e.DATABASE_URL }
      : { kind: "pglite", dataDir: path.resolve(projectRoot, e.DATA_DIR) },
    redisUrl: e.REDIS_URL,
    authSecret: e.AUTH_SECRET,
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuer: e.OIDC_ISSUER.replace(/\/$/, ""),
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            scopes: e.OIDC_SCOPES.split(/[\s,]+/).filter(Boolean),
          }
        : undefined,
    bodyLimit: e.BODY_LIMIT_BYTES,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    saveCodeLoadsPerMinute: e.SAVE_CODE_LOADS_PER_MINUTE,
    reportsPerHour: e.REPORTS_PER_HOUR,
    adminEmails: e.ADMIN_EMAILS,
    playTurnsPerMinute: e.PLAY_TURNS_PER_MINUTE ?? turns.perAddress,
    playTurnsPerSessionPerMinute: e.PLAY_TURNS_PER_SESSION_PER_MINUTE ?? turns.perSession,
    logLevel: e.LOG_LEVEL,
    mediaCacheMaxBytes: e.MEDIA_CACHE_MAX_BYTES,
    mediaBudget: {
      perGame: e.MEDIA_DAILY_PER_GAME,
      site: e.MEDIA_DAILY_SITE,
      sharePercent: e.MEDIA_SHARE_PERCENT,
    },
    backupMaxBytes: e.BACKUP_MAX_BYTES,
    maxGamesPerUser: e.MAX_GAMES_PER_USER,
    storyBytesPerUserMax: e.STORY_BYTES_PER_USER_MAX ?? STORY_BYTES_PER_BACKUP_BYTE * e.BACKUP_MAX_BYTES,
    images: {
      provider: e.IMAGE_PROVIDER,
      apiKey: e.IMAGE_API_KEY,
      baseUrl: e.IMAGE_BASE_URL?.replace(/\/$/, ""),
      model: e.IMAGE_MODEL,
      timeoutMs: e.IMAGE_TIMEOUT_MS,
      perMinute: e.IMAGES_PER_MINUTE,
    },
    ai: {
      provider: e.AI_PROVIDER,
      model: e.AI_MODEL,
      baseUrl: e.AI_BASE_URL,
      apiKey: e.AI_API_KEY,
      allowPrivateUrls: e.AI_ALLOW_PRIVATE_URLS,
      keysSecret: e.AI_KEYS_SECRET,
      keysSecretPrevious: e.AI_KEYS_SECRET_PREVIOUS,
      firstChunkTimeoutMs: e.AI_FIRST_CHUNK_TIMEOUT_MS,
      totalTimeoutMs: e.AI_TIMEOUT_MS,
      maxRetries: e.AI_MAX_RETRIES,
      dailyTokenLimit: e.AI_DAILY_TOKEN_LIMIT ?? tokens.perUser,
      dailySiteTokenLimit: e.AI_DAILY_SITE_TOKEN_LIMIT ?? tokens.site,
      dailyPlayTokensPerGame: e.AI_DAILY_PLAY_TOKENS_PER_GAME,
      playSharePercent: e.AI_PLAY_SHARE_PERCENT,
      rateLimitPerMinute: e.AI_RATE_LIMIT_PER_MINUTE,
      storyConcurrency: e.COMPLETE_STORY_CONCURRENCY,
    },
    tts: {
      provider: e.TTS_PROVIDER,
      apiKey: e.TTS_API_KEY,
      baseUrl: e.TTS_BASE_URL,
      model: e.TTS_MODEL,
      perMinute: e.TTS_PER_MINUTE,
      workers: e.TTS_WORKERS,
    },
  };
}
