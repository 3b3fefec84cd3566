DROP INDEX "play_sessions_player_idx";--> statement-breakpoint
CREATE INDEX "play_sessions_player_idx" ON "play_sessions" USING btree ("player_id");