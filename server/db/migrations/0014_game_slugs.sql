CREATE TABLE "game_slugs" (
	"slug" text PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"retired_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "game_slugs" ADD CONSTRAINT "game_slugs_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_slugs_game_idx" ON "game_slugs" USING btree ("game_id");