import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { ChoiceEffects, StoryWriter } from "../../contract/edit-game";
import type { StoryTwee } from "../../contract/open-formats";

// better-auth's four tables, written by hand (its CLI needs Node 22). Column names are
// snake_case in SQL; better-auth addresses them by the property names.
export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  firstName: text("first_name").notNull().default(""),
  lastName: text("last_name"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", {
      withTimezone: true,
    }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", {
      withTimezone: true,
    }),
    scope: text("scope"),
    password: text("password"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/**
 * Where each account last signed in with its password (ADR 015, "Password guessing"): an
 * address group (IPv4 address or IPv6 /64) as an HMAC under the auth secret, never the address.
 * A correct password from one of these still works while strangers have the account's failure
 * budget spent. Rows unused for 90 days are deleted by the hourly clean-up.
 */
export const signInAddresses = pgTable(
  "sign_in_addresses",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    addressHash: text("address_hash").notNull(),
    lastSignedInAt: timestamp("last_signed_in_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.addressHash] }),
    index("sign_in_addresses_last_signed_in_at_idx").on(t.lastSignedInAt),
  ],
);

/** Secrets generated once per installation, so that zero-config instances agree on them. */
export const instanceSecrets = pgTable("instance_secrets", {
  name: text("name").primaryKey(),
  value: text("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A creator's own model connection (issue 32, ADR 029): the writer their games use. The key is
 * stored encrypted (AES-256-GCM, server/ai/connections/key-vault.ts) and never read back out.
 */
export const aiConnections = pgTable("ai_connections", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  provider: text("provider").notNull(),
  baseUrl: text("base_url"),
  model: text("model"),
  fastModel: text("fast_model"),
  /** "v1.{key id}.{iv}.{tag}.{ciphertext}", base64url parts; null: no key. */
  keyCipher: text("key_cipher"),
  /** The key's last four characters, for "…abcd". */
  keyHint: text("key_hint"),
  dailyTokenLimit: integer("daily_token_limit"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A creator's own voice and picture connections (issue 32): one row per kind ("voice",
 * "pictures"), the key sealed as the writer's is. No row: the site's own voice or illustrator.
 */
export const aiMediaConnections = pgTable(
  "ai_media_connections",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").notNull(),
    provider: text("provider").notNull(),
    baseUrl: text("base_url"),
    model: text("model"),
    keyCipher: text("key_cipher"),
    keyHint: text("key_hint"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** Tokens of every model call, per user and game: the daily limit and cost reports read it. */
export const aiUsage = pgTable(
  "ai_usage",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    gameId: text("game_id"),
    narrator: text("narrator").notNull(),
    task: text("task").notNull(),
    inputTokens: integer("input_tokens").notNull().default(0),
    outputTokens: integer("output_tokens").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ai_usage_user_day_idx").on(t.userId, t.createdAt),
    index("ai_usage_game_day_idx").on(t.gameId, t.createdAt),
  ],
);

/**
 * One UTC day's token account of a user ("user:<id>") or of a game's play ("game:<id>"): what
 * was spent, and what calls in flight have reserved. A call reserves with a conditional UPDATE
 * before it asks the model and settles after, so concurrent calls cannot overshoot (ADR 014).
 */
export const aiBudgets = pgTable(
  "ai_budgets",
  {
    subject: text("subject").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    used: bigint("used", { mode: "number" }).notNull().default(0),
    reserved: bigint("reserved", { mode: "number" }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.subject, t.day] })],
);

// ---- Games ----------------------------------------------------------------------------------

export type StoryBeats = {
  chapters: Array<{
    id: string;
    title: string;
    scenes: Array<{
      id: string;
      title: string;
      description: string;
      isEndingScene?: boolean;
      /** Free placement on the Story Map (contract MapPosition). */
      position?: { x: number; y: number };
      /** A placeholder for a scene not written yet (contract StoryScene.toWrite). */
      toWrite?: boolean;
      choices: Array<{
        id: string;
        text: string;
        leadsToScene?: string | null;
        leadsToChapter?: string | null;
        leadsToEnding?: string | null;
        effects?: ChoiceEffects;
      }>;
    }>;
  }>;
  endings?: Array<{ id: string; title: string }>;
  /** What a Twee import held that Taleforge does not play (ADR 023). */
  twee?: StoryTwee;
  /** Which tool last wrote it (ADR 027). */
  writtenBy?: StoryWriter;
};

export type PlotLine = {
  title: string;
  description: string;
  userDescription?: string;
  targetEnding?: string;
  keyEvents: string[];
  characters: string[];
  ending?: string;
  priority: "critical" | "major" | "optional";
  isActive: boolean;
};

/**
 * Where a restored game came from (issue 30): the backup's date, shown on its card and in Edit
 * Game, and the hashes that tell a later restore of the same backup that it is already here.
 */
export type RestoredFrom = {
  /** The backup's manifest createdAt (ISO 8601). */
  backupCreatedAt: string;
  /** The game's id where it was backed up. */
  sourceGameId: string;
  /** SHA-256 of the game's file in the archive. */
  sourceSha256: string;
  /** SHA-256 of this game's own backup document just after the restore: equal now, untouched since. */
  sha256: string;
};

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** A game the gallery lists: published, made public by its creator, not unlisted by moderators. */
export const LISTED = sql`is_public and is_published and unlisted_at is null`;

export const games = pgTable(
  "games",
  {
    id: text("id").primaryKey(),
    creatorId: text("creator_id").references(() => user.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description"),
    genre: text("genre").notNull(),
    storyline: text("storyline").notNull().default(""),
    childMode: boolean("child_mode").notNull().default(false),
    narrativePerspective: text("narrative_perspective").notNull().default("third_person"),
    narrativeStyle: text("narrative_style").notNull().default("adventurous"),
    authorInfluence: text("author_influence"),
    gameplayMode: text("gameplay_mode").notNull().default("interactive"),
    chapterCount: integer("chapter_count").notNull().default(20),
    isPublic: boolean("is_public").notNull().default(false),
    isDraft: boolean("is_draft").notNull().default(true),
    isPublished: boolean("is_published").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    allowRegeneration: boolean("allow_regeneration").notNull().default(true),
    hasStructuredStory: boolean("has_structured_story").notNull().default(false),
    useCompleteStorySystem: boolean("use_complete_story_system").notNull().default(false),
    storyBeats: jsonb("story_beats").$type<StoryBeats>(),
    plotLines: jsonb("plot_lines").$type<PlotLine[]>().notNull().default([]),
    shareSlug: text("share_slug").notNull().unique(),
    /** Set on a game a backup restored; null on every other (a duplicate of it included). */
    restoredFrom: jsonb("restored_from").$type<RestoredFrom>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Bytes of the game's own text and JSON as stored, kept by the database on every write
     * (ADR 022, issue 28 F9): a backup sums them per user before it reads any story, without
     * turning each story's JSON into text on the event loop (PGlite runs in this process).
     */
    contentBytes: bigint("content_bytes", { mode: "number" }).generatedAlwaysAs(
      sql`coalesce(octet_length(story_beats::text), 0) + octet_length(plot_lines::text) + octet_length(storyline) + coalesce(octet_length(description), 0) + coalesce(octet_length(author_influence), 0)`,
    ),
    /** Play sessions started by players (previews not counted): the gallery's play count (issue 34). */
    playCount: integer("play_count").notNull().default(0),
    /** Play sessions that reached an ending or the story's last stretch (progress 100). */
    finishCount: integer("finish_count").notNull().default(0),
    /** Set when the site's moderators took the game out of the gallery (/admin/reports). */
    unlistedAt: timestamp("unlisted_at", { withTimezone: true }),
    /** The report reason they unlisted it for: its creator is told on the dashboard. */
    unlistedReason: text("unlisted_reason"),
    /** Words of the title and description for the gallery's search, kept by the database. */
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`to_tsvector('english'::regconfig, coalesce(title, '') || ' ' || coalesce(description, ''))`,
    ),
  },
  (t) => [
    index("games_creator_idx").on(t.creatorId, t.updatedAt),
    // The gallery (/api/explore) lists only these: one partial index per sort, keyset-paged.
    index("games_explore_newest_idx").on(t.publishedAt.desc(), t.id.desc()).where(LISTED),
    index("games_explore_played_idx").on(t.playCount.desc(), t.id.desc()).where(LISTED),
    index("games_explore_finished_idx").on(t.finishCount.desc(), t.id.desc()).where(LISTED),
    index("games_explore_search_idx").using("gin", t.searchVector).where(LISTED),
  ],
);

/**
 * Game reports from the gallery and the play page (issue 34): open until an operator named by
 * ADMIN_EMAILS unlists the game or dismisses the report. No address or account is kept.
 */
export const gameReports = pgTable(
  "game_reports",
  {
    id: text("id").primaryKey(),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    note: text("note"),
    /** open, then unlisted or dismissed. */
    status: text("status").notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    index("game_reports_open_idx").on(t.createdAt).where(sql`status = 'open'`),
    index("game_reports_game_idx").on(t.gameId),
  ],
);

/**
 * A game's earlier share slugs (issue 30 item 1): a link shared before a Customize URL keeps
 * working, answered with a permanent redirect to the current one. A slug a game takes (again) is
 * no longer an earlier one of any game.
 */
export const gameSlugs = pgTable(
  "game_slugs",
  {
    slug: text("slug").primaryKey(),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    retiredAt: timestamp("retired_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("game_slugs_game_idx").on(t.gameId)],
);

export const characters = pgTable(
  "characters",
  {
    id: text("id").primaryKey(),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
    name: text("name").notNull(),
    role: text("role").notNull().default(""),
    characterType: text("character_type").notNull().default("supporting"),
    description: text("description"),
    baseDescription: text("base_description"),
    currentStatus: text("current_status"),
    lastUpdatedScene: integer("last_updated_scene"),
    isRealPerson: boolean("is_real_person").notNull().default(false),
    age: integer("age"),
    height: text("height"),
    eyeColor: text("eye_color"),
    hairColor: text("hair_color"),
    physique: text("physique"),
    personality: text("personality"),
    background: text("background"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("characters_game_idx").on(t.gameId, t.position)],
);

export type ActionOption = { id: string; text: string; description?: string; targetChapter?: number | null };

export const outlineChapters = pgTable(
  "outline_chapters",
  {
    id: text("id").primaryKey(),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    chapterNumber: integer("chapter_number").notNull(),
    title: text("title").notNull(),
    outline: text("outline").notNull().default(""),
    content: text("content"),
    selectedCharacters: jsonb("selected_characters").$type<string[]>().notNull().default([]),
    selectedLocation: text("selected_location").notNull().default(""),
    isGenerated: boolean("is_generated").notNull().default(false),
    actionOptions: jsonb("action_options").$type<ActionOption[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("outline_chapters_game_idx").on(t.gameId, t.chapterNumber)],
);

// ---- Story revisions (ADR 027) ----------------------------------------------------------------

/** What one write did to the story, scene by scene (ids compared; text compared for "changed"). */
export type RevisionSummary = { added: number; removed: number; changed: number };

/**
 * The written story as it was before a write changed it: every writer (Story Editor, generators,
 * imports, Delete all scenes, restores) keeps one first, so each write can be undone. The story
 * is copied inside the database (never through JavaScript); `bytes` bounds a user's total.
 */
export const storyRevisions = pgTable(
  "story_revisions",
  {
    id: text("id").primaryKey(),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    /** The game's creator when it was kept: the per-user byte bound counts by it. */
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    /** What made the write that replaced this story, e.g. "Story Editor save". */
    madeBy: text("made_by").notNull(),
    summary: jsonb("summary").$type<RevisionSummary>().notNull(),
    /** The story before the write; null when there was none (an undo then clears the story). */
    story: jsonb("story").$type<StoryBeats>(),
    sceneCount: integer("scene_count").notNull().default(0),
    bytes: integer("bytes").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("story_revisions_game_idx").on(t.gameId, t.createdAt),
    index("story_revisions_user_idx").on(t.userId, t.createdAt),
  ],
);

// ---- Complete Story Generator (ADR 018) ------------------------------------------------------

/** One chapter of a complete story's plan: what its writer is told the chapter is about. */
export type PlannedChapter = {
  chapterNumber: number;
  title: string;
  outline: string;
  selectedCharacters: string[];
  selectedLocation: string;
};

/**
 * A game's complete-story generation, one row per game: its plan and progress, kept in the
 * database so that a restart (or another instance) carries on where the last run stopped. The
 * job that writes it is a pg-boss job; this row is what the page and the job read.
 */
export const storyJobs = pgTable("story_jobs", {
  /** A new id for each fresh generation; a resumed one keeps its id. */
  id: text("id").primaryKey(),
  gameId: text("game_id")
    .notNull()
    .unique()
    .references(() => games.id, { onDelete: "cascade" }),
  /** Who started it: the account its model calls are charged to. */
  userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
  /** generating, then completed or error. */
  status: text("status").notNull().default("generating"),
  totalChapters: integer("total_chapters").notNull(),
  /** Null until the plan is made (the game's outline, or one drafted by the narrator). */
  plan: jsonb("plan").$type<PlannedChapter[]>(),
  error: text("error"),
  /** Runs of the job's handler, the first included: a resumed generation counts up. */
  runs: integer("runs").notNull().default(0),
  startedAt: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  /** Moved on by every chapter written and, while a handler runs, every few seconds. */
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp("finished_at", { withTimezone: true }),
});

/** The chapters a complete-story generation wrote, each stored the moment it is written. */
export const storyChapters = pgTable(
  "story_chapters",
  {
    id: text("id").primaryKey(),
    storyJobId: text("story_job_id")
      .notNull()
      .references(() => storyJobs.id, { onDelete: "cascade" }),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    chapterNumber: integer("chapter_number").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    /** Its picture's address (chapter_images), once drawn; null when drawing it failed. */
    imageUrl: text("image_url"),
    /** Its opening follows on from the chapter before (or needs not: the first, or the author's text). */
    seamed: boolean("seamed").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("story_chapters_job_number_idx").on(t.storyJobId, t.chapterNumber)],
);

// ---- Play -----------------------------------------------------------------------------------

/** One playthrough. The token is the only key a player holds (≥ 128 bits of randomness). */
export const playSessions = pgTable(
  "play_sessions",
  {
    token: text("token").primaryKey(),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    /** The signed-in player, or null for an anonymous one. */
    playerId: text("player_id").references(() => user.id, { onDelete: "cascade" }),
    previewMode: boolean("preview_mode").notNull().default(false),
    sceneNumber: integer("scene_number").notNull().default(0),
    /** The current turn row; the scene shown is that turn's. */
    currentTurnId: text("current_turn_id"),
    /**
     * The turns Roll back left, newest last: Redo takes them back one at a time; a new scene
     * (an action, a re-roll, a loaded save) clears it. Not indexed, so turns stay HOT updates.
     */
    redoTurnIds: jsonb("redo_turn_ids").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    lastPlayedAt: timestamp("last_played_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the run first reached an ending or the last stretch: counted once in finish_count. */
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  // Every turn changes last_played_at, current_turn_id and scene_number: indexing none of them
  // keeps that update HOT (no new index entries, no index bloat). A player's few sessions are
  // sorted by last_played_at after the lookup.
  // By game and start: a creator's analytics (issue 34) read one game's runs; neither column
  // changes after the insert, so turns stay HOT updates.
  (t) => [
    index("play_sessions_player_id_idx").on(t.playerId),
    index("play_sessions_game_idx").on(t.gameId, t.createdAt),
  ],
);

/**
 * One row per scene written: the action, the prose and everything after it. History,
 * rollback, downloads and saves read these; a rollback marks later turns superseded.
 */
export const turns = pgTable(
  "turns",
  {
    id: text("id").primaryKey(),
    sessionToken: text("session_token")
      .notNull()
      .references(() => playSessions.token, { onDelete: "cascade" }),
    /** The scene this one followed; the story so far is the chain of parents. */
    parentTurnId: text("parent_turn_id"),
    sceneNumber: integer("scene_number").notNull(),
    action: text("action").notNull(),
    prose: text("prose").notNull(),
    sceneTitle: text("scene_title"),
    chapterTitle: text("chapter_title"),
    choices: jsonb("choices").$type<unknown[]>().notNull().default([]),
    quickActions: jsonb("quick_actions").$type<string[]>().notNull().default([]),
    systemMessage: text("system_message"),
    state: jsonb("state").$type<Record<string, unknown>>().notNull(),
    progress: integer("progress").notNull().default(0),
    memory: jsonb("memory").$type<Record<string, unknown>>().notNull(),
    /**
     * The chapter this scene is in (memory.chapter), kept by the database (issue 34): creator
     * analytics read it from turns_session_idx without each turn's memory. Never fails an
     * insert: anything but a number reads as chapter 1.
     */
    chapter: integer("chapter").generatedAlwaysAs(
      sql`case when jsonb_typeof(memory->'chapter') = 'number' then least(greatest(floor((memory->>'chapter')::numeric), 1), 100000)::int else 1 end`,
    ),
    /** Set when a rollback left this scene; kept, not deleted, for downloads. */
    supersededAt: timestamp("superseded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // A run's scenes in order; progress and chapter ride along so that creator analytics count a
  // run's turns, furthest chapter and best progress from the index alone (issue 34).
  (t) => [index("turns_session_idx").on(t.sessionToken, t.sceneNumber, t.progress, t.chapter)],
);

/** Auto-saves of signed-in players: a pointer to a turn. */
export const saves = pgTable(
  "saves",
  {
    id: text("id").primaryKey(),
    sessionToken: text("session_token")
      .notNull()
      .references(() => playSessions.token, { onDelete: "cascade" }),
    turnId: text("turn_id")
      .notNull()
      .references(() => turns.id, { onDelete: "cascade" }),
    saveName: text("save_name").notNull(),
    sceneNumber: integer("scene_number").notNull(),
    gameProgress: integer("game_progress").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("saves_session_idx").on(t.sessionToken, t.createdAt)],
);

/**
 * Anonymous save codes: a snapshot any number of new sessions can start from, for 30 days.
 * Expired codes are deleted by the hourly clean-up job (ADR 015).
 */
export const saveCodes = pgTable(
  "save_codes",
  {
    code: text("code").primaryKey(),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    /**
     * The session it was saved from: a session keeps its newest few codes (ADR 015). The code
     * holds its own snapshot, so it outlives that session (null once the session is deleted).
     */
    sessionToken: text("session_token").references(() => playSessions.token, { onDelete: "set null" }),
    saveName: text("save_name").notNull(),
    /** The session's scenes up to the save, so that history and rollback survive loading. */
    snapshot: jsonb("snapshot").$type<Record<string, unknown>>().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("save_codes_session_idx").on(t.sessionToken, t.createdAt),
    index("save_codes_expires_at_idx").on(t.expiresAt),
  ],
);

/**
 * Budgets of attempts shared by every instance (ADR 015), one row each: today the failed
 * save-code loads of the whole site. A window's failures and the loads still in flight are
 * counted against the budget; a spent budget refuses every attempt until `locked_until`, for a
 * time that doubles with each budget spent in a row (`strikes`).
 */
export const attemptBudgets = pgTable("attempt_budgets", {
  name: text("name").primaryKey(),
  windowStartedAt: timestamp("window_started_at", { withTimezone: true }).notNull(),
  failures: integer("failures").notNull().default(0),
  pending: integer("pending").notNull().default(0),
  strikes: integer("strikes").notNull().default(0),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
});

// ---- Character progression --------------------------------------------------------------------

/**
 * What happened to a character (ADR 013): added by the author (no session, no turn) or
 * recorded with a played turn. A turn's events count only while the turn does: a rollback or a
 * regenerated scene supersedes the turn, and its events drop out of the progression with it.
 */
export const characterEvents = pgTable(
  "character_events",
  {
    id: text("id").primaryKey(),
    characterId: text("character_id")
      .notNull()
      .references(() => characters.id, { onDelete: "cascade" }),
    gameId: text("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    /** The turn that produced it; null for an event the author added. */
    turnId: text("turn_id").references(() => turns.id, { onDelete: "cascade" }),
    eventType: text("event_type").notNull(),
    eventDescription: text("event_description").notNull(),
    impactLevel: text("impact_level").notNull(),
    relatedCharacters: jsonb("related_characters").$type<string[]>().notNull().default([]),
    sceneNumber: integer("scene_number"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("character_events_character_idx").on(t.characterId, t.createdAt),
    index("character_events_turn_idx").on(t.turnId),
  ],
);

// ---- Media cache ------------------------------------------------------------------------------

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  // Sent as base64 text, decoded by the database: the drivers would send bytes as a hex string
  // built in JavaScript, and PGlite, on the event loop, took ~1 s for a 6 MB backup that way
  // (issue 28, bench/hostile-inputs.ts); Node's base64 is native and the decode runs in C.
  toDriver: (value) => sql`decode(${Buffer.from(value).toString("base64")}, 'base64')`,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * A bytea column read as base64 text and decoded by Node: PGlite turns bytea into bytes in
 * JavaScript on the event loop (a 5 MB backup's download held it 340 ms); both drivers pass
 * text through as it is.
 */
export const readBytes = (column: AnyPgColumn) =>
  sql<Buffer>`encode(${column}, 'base64')`.mapWith((value: string) => Buffer.from(value, "base64"));

/**
 * Narration and scene images by a hash of what made them (issue 21): a replayed scene costs
 * nothing. Bounded in bytes: the least recently used entries go first (media-cache.ts).
 */
export const mediaCache = pgTable(
  "media_cache",
  {
    key: text("key").primaryKey(),
    kind: text("kind").$type<"speech" | "image">().notNull(),
    bytes: bytea("bytes").notNull(),
    size: integer("size").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp("used_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("media_cache_used_idx").on(t.usedAt)],
);

/**
 * The picture of a complete-story chapter (issue 30 item 7), drawn once as the chapter is written
 * and served by GET /api/story-chapters/{id}/image: the bytes here, not a data URL in the
 * chapter's row (which the progress stream sends again and again). Gone with its chapter.
 */
export const chapterImages = pgTable("chapter_images", {
  chapterId: text("chapter_id")
    .primaryKey()
    .references(() => storyChapters.id, { onDelete: "cascade" }),
  contentType: text("content_type").notNull(),
  bytes: bytea("bytes").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// ---- Backups (ADR 022) ------------------------------------------------------------------------

/**
 * A user's backup archives, the zip itself in the row: one insert writes the archive and lists
 * it, so a run that dies half way lists nothing; the same code path on PGlite and PostgreSQL.
 */
export const backups = pgTable(
  "backups",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    filename: text("filename").notNull(),
    size: integer("size").notNull(),
    gameCount: integer("game_count").notNull(),
    automatic: boolean("automatic").notNull().default(false),
    /** A hash of the games' content: an automatic run skips a user whose data hashes the same. */
    contentHash: text("content_hash").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("backups_user_filename_idx").on(t.userId, t.filename),
    index("backups_user_created_idx").on(t.userId, t.createdAt),
  ],
);
