CREATE INDEX "runs_brand_finished_idx" ON "runs" USING btree ("brand_id","status","finished_at");--> statement-breakpoint
CREATE INDEX "competitor_daily_competitor_idx" ON "competitor_daily" USING btree ("competitor_id");--> statement-breakpoint
CREATE INDEX "competitor_totals_competitor_idx" ON "competitor_totals" USING btree ("competitor_id");