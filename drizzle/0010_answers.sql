ALTER TABLE "runs" ADD COLUMN "brand_spans" integer[];--> statement-breakpoint
ALTER TABLE "run_competitors" ADD COLUMN "spans" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
CREATE INDEX "runs_brand_answers_idx" ON "runs" USING btree ("brand_id","finished_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "runs"."status" IN ('completed', 'failed');--> statement-breakpoint
CREATE INDEX "runs_answer_words_idx" ON "runs" USING gin (to_tsvector('simple', coalesce("answer", '')));