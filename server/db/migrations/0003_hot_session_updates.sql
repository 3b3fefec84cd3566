-- The new index first, then the old one dropped: the build needs only a share lock, and the
-- table's exclusive lock for the drop lasts from there to the commit (ADR 011).
CREATE INDEX "play_sessions_player_id_idx" ON "play_sessions" USING btree ("player_id");--> statement-breakpoint
DROP INDEX "play_sessions_player_idx";
