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
--> statement-breakpoint
-- Runs already finished (their last stretch reached alive) count once; a written ending reached before this migration is not known here and is counted from the next finish.
UPDATE "play_sessions" s SET "finished_at" = now() WHERE NOT s."preview_mode" AND s."finished_at" IS NULL AND EXISTS (SELECT 1 FROM "turns" t WHERE t."session_token" = s."token" AND t."progress" >= 100 AND CASE WHEN jsonb_typeof(t."state"->'health') = 'number' THEN (t."state"->>'health')::numeric > 0 ELSE true END);--> statement-breakpoint
UPDATE "games" g SET "finish_count" = (SELECT count(*) FROM "play_sessions" s WHERE s."game_id" = g."id" AND s."finished_at" IS NOT NULL AND NOT s."preview_mode");
