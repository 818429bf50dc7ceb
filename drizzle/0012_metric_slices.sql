CREATE TABLE "source_slices" (
	"brand_id" text NOT NULL,
	"slice" text NOT NULL,
	"source_id" text NOT NULL,
	"citation_count" integer DEFAULT 0 NOT NULL,
	"first_seen_at" timestamp (3) with time zone NOT NULL,
	"last_seen_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "source_slices_brand_id_slice_source_id_pk" PRIMARY KEY("brand_id","slice","source_id")
);
--> statement-breakpoint
ALTER TABLE "brand_daily" ADD COLUMN "slice" text DEFAULT '*' NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_totals" ADD COLUMN "slice" text DEFAULT '*' NOT NULL;--> statement-breakpoint
ALTER TABLE "competitor_daily" ADD COLUMN "slice" text DEFAULT '*' NOT NULL;--> statement-breakpoint
ALTER TABLE "competitor_monthly" ADD COLUMN "slice" text DEFAULT '*' NOT NULL;--> statement-breakpoint
ALTER TABLE "competitor_totals" ADD COLUMN "slice" text DEFAULT '*' NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_daily" DROP CONSTRAINT "brand_daily_brand_id_model_day_pk";--> statement-breakpoint
ALTER TABLE "brand_totals" DROP CONSTRAINT "brand_totals_brand_id_model_pk";--> statement-breakpoint
ALTER TABLE "competitor_daily" DROP CONSTRAINT "competitor_daily_brand_id_model_day_competitor_id_pk";--> statement-breakpoint
ALTER TABLE "competitor_monthly" DROP CONSTRAINT "competitor_monthly_brand_id_model_month_competitor_id_pk";--> statement-breakpoint
ALTER TABLE "competitor_totals" DROP CONSTRAINT "competitor_totals_brand_id_model_competitor_id_pk";--> statement-breakpoint
ALTER TABLE "brand_daily" ADD CONSTRAINT "brand_daily_brand_id_slice_model_day_pk" PRIMARY KEY("brand_id","slice","model","day");--> statement-breakpoint
ALTER TABLE "brand_totals" ADD CONSTRAINT "brand_totals_brand_id_slice_model_pk" PRIMARY KEY("brand_id","slice","model");--> statement-breakpoint
ALTER TABLE "competitor_daily" ADD CONSTRAINT "competitor_daily_brand_id_slice_model_day_competitor_id_pk" PRIMARY KEY("brand_id","slice","model","day","competitor_id");--> statement-breakpoint
ALTER TABLE "competitor_monthly" ADD CONSTRAINT "competitor_monthly_brand_id_slice_model_month_competitor_id_pk" PRIMARY KEY("brand_id","slice","model","month","competitor_id");--> statement-breakpoint
ALTER TABLE "competitor_totals" ADD CONSTRAINT "competitor_totals_brand_id_slice_model_competitor_id_pk" PRIMARY KEY("brand_id","slice","model","competitor_id");--> statement-breakpoint
ALTER TABLE "source_slices" ADD CONSTRAINT "source_slices_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "source_slices" ADD CONSTRAINT "source_slices_source_id_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "source_slices_count_idx" ON "source_slices" USING btree ("brand_id","slice","citation_count");--> statement-breakpoint
CREATE INDEX "source_slices_source_idx" ON "source_slices" USING btree ("source_id");--> statement-breakpoint
-- The slices of what was counted before (completed, analysed, out of the backlog, as the aggregates count them): each
-- answer also counts for its topic and its market (the '*' rows above are every answer and stay as they are).
CREATE TEMPORARY TABLE "counted_slices" ON COMMIT DROP AS
  SELECT r.*, sl.slice FROM runs r JOIN prompts p ON p.id = r.prompt_id
  CROSS JOIN LATERAL unnest(array['topic:' || p.topic_id, 'market:' || p.country || '-' || p.language]) AS sl(slice)
  WHERE r.status = 'completed' AND r.analyzed_at IS NOT NULL AND NOT EXISTS (SELECT 1 FROM run_backlog b WHERE b.run_id = r.id);--> statement-breakpoint
INSERT INTO "brand_daily" (brand_id, slice, model, day, answers, mentions, position_sum, domain_citations, simulated_answers)
  SELECT r.brand_id, r.slice, m.model, (r.finished_at AT TIME ZONE 'UTC')::date, count(*), count(*) FILTER (WHERE r.brand_mentioned),
    coalesce(sum(r.brand_position), 0), count(*) FILTER (WHERE r.brand_domain_cited), count(*) FILTER (WHERE r.simulated)
  FROM counted_slices r CROSS JOIN LATERAL unnest(array[r.model, '*']) AS m(model) GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "brand_totals" (brand_id, slice, model, answers, mentions, position_sum, domain_citations, simulated_answers)
  SELECT r.brand_id, r.slice, m.model, count(*), count(*) FILTER (WHERE r.brand_mentioned),
    coalesce(sum(r.brand_position), 0), count(*) FILTER (WHERE r.brand_domain_cited), count(*) FILTER (WHERE r.simulated)
  FROM counted_slices r CROSS JOIN LATERAL unnest(array[r.model, '*']) AS m(model) GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO "competitor_daily" (brand_id, slice, model, day, competitor_id, answers, co_mentions, position_sum)
  SELECT r.brand_id, r.slice, m.model, (r.finished_at AT TIME ZONE 'UTC')::date, rc.competitor_id, count(*),
    count(*) FILTER (WHERE r.brand_mentioned), sum(rc.position)
  FROM counted_slices r JOIN run_competitors rc ON rc.run_id = r.id CROSS JOIN LATERAL unnest(array[r.model, '*']) AS m(model)
  GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "competitor_monthly" (brand_id, slice, model, month, competitor_id, answers, co_mentions, position_sum)
  SELECT r.brand_id, r.slice, m.model, date_trunc('month', (r.finished_at AT TIME ZONE 'UTC')::date)::date, rc.competitor_id, count(*),
    count(*) FILTER (WHERE r.brand_mentioned), sum(rc.position)
  FROM counted_slices r JOIN run_competitors rc ON rc.run_id = r.id CROSS JOIN LATERAL unnest(array[r.model, '*']) AS m(model)
  GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO "competitor_totals" (brand_id, slice, model, competitor_id, answers, co_mentions, position_sum)
  SELECT r.brand_id, r.slice, m.model, rc.competitor_id, count(*), count(*) FILTER (WHERE r.brand_mentioned), sum(rc.position)
  FROM counted_slices r JOIN run_competitors rc ON rc.run_id = r.id CROSS JOIN LATERAL unnest(array[r.model, '*']) AS m(model)
  GROUP BY 1, 2, 3, 4;--> statement-breakpoint
INSERT INTO "source_slices" (brand_id, slice, source_id, citation_count, first_seen_at, last_seen_at)
  SELECT r.brand_id, r.slice, 'src_' || left(md5(r.brand_id || ' ' || rs.normalized_url), 20), count(*), min(r.finished_at), max(r.finished_at)
  FROM counted_slices r JOIN run_sources rs ON rs.run_id = r.id
  GROUP BY 1, 2, 3;
