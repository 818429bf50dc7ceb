CREATE TABLE "competitor_monthly" (
	"brand_id" text NOT NULL,
	"month" date NOT NULL,
	"model" text NOT NULL,
	"competitor_id" text NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"co_mentions" integer DEFAULT 0 NOT NULL,
	"position_sum" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "competitor_monthly_brand_id_model_month_competitor_id_pk" PRIMARY KEY("brand_id","model","month","competitor_id")
);
--> statement-breakpoint
ALTER TABLE "competitor_monthly" ADD CONSTRAINT "competitor_monthly_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitor_monthly" ADD CONSTRAINT "competitor_monthly_competitor_id_competitors_id_fk" FOREIGN KEY ("competitor_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "competitor_monthly_competitor_idx" ON "competitor_monthly" USING btree ("competitor_id");--> statement-breakpoint
-- Existing history enters the rollup once; from here on every stored answer updates it beside competitor_daily.
INSERT INTO "competitor_monthly" ("brand_id", "model", "month", "competitor_id", "answers", "co_mentions", "position_sum")
SELECT "brand_id", "model", date_trunc('month', "day")::date, "competitor_id", sum("answers"), sum("co_mentions"), sum("position_sum")
FROM "competitor_daily" GROUP BY 1, 2, 3, 4;
