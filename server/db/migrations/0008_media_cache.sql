CREATE TABLE "media_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"bytes" bytea NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "media_cache_used_idx" ON "media_cache" USING btree ("used_at");