CREATE TABLE "ai_budgets" (
	"subject" text NOT NULL,
	"day" date NOT NULL,
	"used" bigint DEFAULT 0 NOT NULL,
	"reserved" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_budgets_subject_day_pk" PRIMARY KEY("subject","day")
);
--> statement-breakpoint
CREATE INDEX "ai_usage_game_day_idx" ON "ai_usage" USING btree ("game_id","created_at");