CREATE TABLE "backups" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"filename" text NOT NULL,
	"size" integer NOT NULL,
	"game_count" integer NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"content_hash" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "backups" ADD CONSTRAINT "backups_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "backups_user_filename_idx" ON "backups" USING btree ("user_id","filename");--> statement-breakpoint
CREATE INDEX "backups_user_created_idx" ON "backups" USING btree ("user_id","created_at");