-- Written stories are stored without TOAST compression (issue 28, ADR 026): on the embedded
-- PGlite the database runs on the event loop, and pglz-compressing an 8 MB story held it for
-- ~100 ms of a ~190 ms insert. Prose would compress about 2:1; a user's stories are bounded by
-- STORY_BYTES_PER_USER_MAX, so the disk this costs is bounded too. Rows already written keep
-- their compression until they are next saved.
ALTER TABLE "games" ALTER COLUMN "story_beats" SET STORAGE EXTERNAL;
--> statement-breakpoint
-- A backup is a zip, compressed already: the database need not try again (its bytes are
-- appended a step at a time, backup-service.ts).
ALTER TABLE "backups" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
