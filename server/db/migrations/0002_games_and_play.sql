CREATE TABLE "characters" (
	"id" text PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"character_type" text DEFAULT 'supporting' NOT NULL,
	"description" text,
	"base_description" text,
	"current_status" text,
	"last_updated_scene" integer,
	"is_real_person" boolean DEFAULT false NOT NULL,
	"age" integer,
	"height" text,
	"eye_color" text,
	"hair_color" text,
	"physique" text,
	"personality" text,
	"background" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" text PRIMARY KEY NOT NULL,
	"creator_id" text,
	"title" text NOT NULL,
	"description" text,
	"genre" text NOT NULL,
	"storyline" text DEFAULT '' NOT NULL,
	"child_mode" boolean DEFAULT false NOT NULL,
	"narrative_perspective" text DEFAULT 'third_person' NOT NULL,
	"narrative_style" text DEFAULT 'adventurous' NOT NULL,
	"author_influence" text,
	"gameplay_mode" text DEFAULT 'interactive' NOT NULL,
	"chapter_count" integer DEFAULT 20 NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_draft" boolean DEFAULT true NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"allow_regeneration" boolean DEFAULT true NOT NULL,
	"has_structured_story" boolean DEFAULT false NOT NULL,
	"use_complete_story_system" boolean DEFAULT false NOT NULL,
	"story_beats" jsonb,
	"plot_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"share_slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_share_slug_unique" UNIQUE("share_slug")
);
--> statement-breakpoint
CREATE TABLE "outline_chapters" (
	"id" text PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"chapter_number" integer NOT NULL,
	"title" text NOT NULL,
	"outline" text DEFAULT '' NOT NULL,
	"content" text,
	"selected_characters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"selected_location" text DEFAULT '' NOT NULL,
	"is_generated" boolean DEFAULT false NOT NULL,
	"action_options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "play_sessions" (
	"token" text PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"player_id" text,
	"preview_mode" boolean DEFAULT false NOT NULL,
	"scene_number" integer DEFAULT 0 NOT NULL,
	"current_turn_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_played_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "save_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"save_name" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saves" (
	"id" text PRIMARY KEY NOT NULL,
	"session_token" text NOT NULL,
	"turn_id" text NOT NULL,
	"save_name" text NOT NULL,
	"scene_number" integer NOT NULL,
	"game_progress" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turns" (
	"id" text PRIMARY KEY NOT NULL,
	"session_token" text NOT NULL,
	"parent_turn_id" text,
	"scene_number" integer NOT NULL,
	"action" text NOT NULL,
	"prose" text NOT NULL,
	"scene_title" text,
	"chapter_title" text,
	"choices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quick_actions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"system_message" text,
	"state" jsonb NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"memory" jsonb NOT NULL,
	"superseded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "characters" ADD CONSTRAINT "characters_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_creator_id_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outline_chapters" ADD CONSTRAINT "outline_chapters_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_sessions" ADD CONSTRAINT "play_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_sessions" ADD CONSTRAINT "play_sessions_player_id_user_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "save_codes" ADD CONSTRAINT "save_codes_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saves" ADD CONSTRAINT "saves_session_token_play_sessions_token_fk" FOREIGN KEY ("session_token") REFERENCES "public"."play_sessions"("token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saves" ADD CONSTRAINT "saves_turn_id_turns_id_fk" FOREIGN KEY ("turn_id") REFERENCES "public"."turns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turns" ADD CONSTRAINT "turns_session_token_play_sessions_token_fk" FOREIGN KEY ("session_token") REFERENCES "public"."play_sessions"("token") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "characters_game_idx" ON "characters" USING btree ("game_id","position");--> statement-breakpoint
CREATE INDEX "games_creator_idx" ON "games" USING btree ("creator_id","updated_at");--> statement-breakpoint
CREATE INDEX "outline_chapters_game_idx" ON "outline_chapters" USING btree ("game_id","chapter_number");--> statement-breakpoint
CREATE INDEX "play_sessions_player_idx" ON "play_sessions" USING btree ("player_id","last_played_at");--> statement-breakpoint
CREATE INDEX "saves_session_idx" ON "saves" USING btree ("session_token","created_at");--> statement-breakpoint
CREATE INDEX "turns_session_idx" ON "turns" USING btree ("session_token","scene_number");