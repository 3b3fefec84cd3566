DROP INDEX "turns_session_idx";--> statement-breakpoint
ALTER TABLE "turns" ADD COLUMN "chapter" integer GENERATED ALWAYS AS (case when jsonb_typeof(memory->'chapter') = 'number' then least(greatest(floor((memory->>'chapter')::numeric), 1), 100000)::int else 1 end) STORED;--> statement-breakpoint
CREATE INDEX "play_sessions_game_idx" ON "play_sessions" USING btree ("game_id","created_at");--> statement-breakpoint
CREATE INDEX "turns_session_idx" ON "turns" USING btree ("session_token","scene_number","progress","chapter");