ALTER TABLE "campaigns" ADD COLUMN "simulated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_daily" ADD COLUMN "simulated_answers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "brand_totals" ADD COLUMN "simulated_answers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- What was counted before: campaigns with a counted simulated answer, and the aggregates' simulated answers (completed,
-- analysed, out of the backlog, as the aggregates count them).
UPDATE "campaigns" c SET "simulated" = true
WHERE EXISTS (SELECT 1 FROM runs r WHERE r.campaign_id = c.id AND r.status = 'completed' AND r.simulated
  AND NOT EXISTS (SELECT 1 FROM run_backlog b WHERE b.run_id = r.id));--> statement-breakpoint
UPDATE "brand_daily" t SET "simulated_answers" = c.n FROM (
  SELECT r.brand_id, m.model, (r.finished_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n
  FROM runs r CROSS JOIN LATERAL unnest(array[r.model, '*']) AS m(model)
  WHERE r.status = 'completed' AND r.analyzed_at IS NOT NULL AND r.simulated
    AND NOT EXISTS (SELECT 1 FROM run_backlog b WHERE b.run_id = r.id)
  GROUP BY 1, 2, 3
) c WHERE t.brand_id = c.brand_id AND t.model = c.model AND t.day = c.day;--> statement-breakpoint
UPDATE "brand_totals" t SET "simulated_answers" = c.n FROM (
  SELECT r.brand_id, m.model, count(*)::int AS n
  FROM runs r CROSS JOIN LATERAL unnest(array[r.model, '*']) AS m(model)
  WHERE r.status = 'completed' AND r.analyzed_at IS NOT NULL AND r.simulated
    AND NOT EXISTS (SELECT 1 FROM run_backlog b WHERE b.run_id = r.id)
  GROUP BY 1, 2
) c WHERE t.brand_id = c.brand_id AND t.model = c.model;
