CREATE TABLE "game_reports" (
	"id" text PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "play_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "finish_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "unlisted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "unlisted_reason" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english'::regconfig, coalesce(title, '') || ' ' || coalesce(description, ''))) STORED;--> statement-breakpoint
ALTER TABLE "play_sessions" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "game_reports" ADD CONSTRAINT "game_reports_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_reports_open_idx" ON "game_reports" USING btree ("created_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "game_reports_game_idx" ON "game_reports" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "games_explore_newest_idx" ON "games" USING btree ("published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_public and is_published and unlisted_at is null;--> statement-breakpoint
CREATE INDEX "games_explore_played_idx" ON "games" USING btree ("play_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_public and is_published and unlisted_at is null;--> statement-breakpoint
CREATE INDEX "games_explore_finished_idx" ON "games" USING btree ("finish_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE is_public and is_published and unlisted_at is null;--> statement-breakpoint
CREATE INDEX "games_explore_search_idx" ON "games" USING gin ("search_vector") WHERE is_public and is_published and unlisted_at is null;--> statement-breakpoint
-- The plays already started count (previews are the creator's own); a published game with no date sorts by its last update.
UPDATE "games" SET "play_count" = (SELECT count(*) FROM "play_sessions" s WHERE s."game_id" = "games"."id" AND NOT s."preview_mode");--> statement-breakpoint
UPDATE "games" SET "published_at" = "updated_at" WHERE "is_published" AND "published_at" IS NULL;
