CREATE TABLE "attempt_budgets" (
	"name" text PRIMARY KEY NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"pending" integer DEFAULT 0 NOT NULL,
	"strikes" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "save_codes" ADD COLUMN "session_token" text;--> statement-breakpoint
ALTER TABLE "save_codes" ADD CONSTRAINT "save_codes_session_token_play_sessions_token_fk" FOREIGN KEY ("session_token") REFERENCES "public"."play_sessions"("token") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "save_codes_session_idx" ON "save_codes" USING btree ("session_token","created_at");--> statement-breakpoint
CREATE INDEX "save_codes_expires_at_idx" ON "save_codes" USING btree ("expires_at");