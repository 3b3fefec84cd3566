CREATE TABLE "character_events" (
	"id" text PRIMARY KEY NOT NULL,
	"character_id" text NOT NULL,
	"game_id" text NOT NULL,
	"turn_id" text,
	"event_type" text NOT NULL,
	"event_description" text NOT NULL,
	"impact_level" text NOT NULL,
	"related_characters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scene_number" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "character_events" ADD CONSTRAINT "character_events_character_id_characters_id_fk" FOREIGN KEY ("character_id") REFERENCES "public"."characters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "character_events" ADD CONSTRAINT "character_events_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "character_events" ADD CONSTRAINT "character_events_turn_id_turns_id_fk" FOREIGN KEY ("turn_id") REFERENCES "public"."turns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "character_events_character_idx" ON "character_events" USING btree ("character_id","created_at");--> statement-breakpoint
CREATE INDEX "character_events_turn_idx" ON "character_events" USING btree ("turn_id");