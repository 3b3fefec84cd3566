CREATE TABLE "story_revisions" (
	"id" text PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"user_id" text,
	"made_by" text NOT NULL,
	"summary" jsonb NOT NULL,
	"story" jsonb,
	"scene_count" integer DEFAULT 0 NOT NULL,
	"bytes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "story_revisions" ADD CONSTRAINT "story_revisions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_revisions" ADD CONSTRAINT "story_revisions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_revisions_game_idx" ON "story_revisions" USING btree ("game_id","created_at");--> statement-breakpoint
CREATE INDEX "story_revisions_user_idx" ON "story_revisions" USING btree ("user_id","created_at");--> statement-breakpoint
-- A kept story is read whole or not at all (ADR 027), like games.story_beats (0012).
ALTER TABLE "story_revisions" ALTER COLUMN "story" SET STORAGE EXTERNAL;
