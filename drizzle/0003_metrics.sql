CREATE TABLE "brand_daily" (
	"brand_id" text NOT NULL,
	"day" date NOT NULL,
	"model" text NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"mentions" integer DEFAULT 0 NOT NULL,
	"position_sum" integer DEFAULT 0 NOT NULL,
	"domain_citations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "brand_daily_brand_id_model_day_pk" PRIMARY KEY("brand_id","model","day")
);
--> statement-breakpoint
CREATE TABLE "brand_totals" (
	"brand_id" text NOT NULL,
	"model" text NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"mentions" integer DEFAULT 0 NOT NULL,
	"position_sum" integer DEFAULT 0 NOT NULL,
	"domain_citations" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "brand_totals_brand_id_model_pk" PRIMARY KEY("brand_id","model")
);
--> statement-breakpoint
CREATE TABLE "competitor_daily" (
	"brand_id" text NOT NULL,
	"day" date NOT NULL,
	"model" text NOT NULL,
	"competitor_id" text NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"co_mentions" integer DEFAULT 0 NOT NULL,
	"position_sum" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "competitor_daily_brand_id_model_day_competitor_id_pk" PRIMARY KEY("brand_id","model","day","competitor_id")
);
--> statement-breakpoint
CREATE TABLE "competitor_totals" (
	"brand_id" text NOT NULL,
	"model" text NOT NULL,
	"competitor_id" text NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"co_mentions" integer DEFAULT 0 NOT NULL,
	"position_sum" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "competitor_totals_brand_id_model_competitor_id_pk" PRIMARY KEY("brand_id","model","competitor_id")
);
--> statement-breakpoint
CREATE TABLE "sources" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"normalized_url" text NOT NULL,
	"url" text NOT NULL,
	"domain" text,
	"citation_count" integer DEFAULT 0 NOT NULL,
	"first_seen_at" timestamp (3) with time zone NOT NULL,
	"last_seen_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_daily" ADD CONSTRAINT "brand_daily_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_totals" ADD CONSTRAINT "brand_totals_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitor_daily" ADD CONSTRAINT "competitor_daily_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitor_daily" ADD CONSTRAINT "competitor_daily_competitor_id_competitors_id_fk" FOREIGN KEY ("competitor_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitor_totals" ADD CONSTRAINT "competitor_totals_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitor_totals" ADD CONSTRAINT "competitor_totals_competitor_id_competitors_id_fk" FOREIGN KEY ("competitor_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sources" ADD CONSTRAINT "sources_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sources_brand_url_key" ON "sources" USING btree ("brand_id","normalized_url");--> statement-breakpoint
CREATE INDEX "sources_brand_count_idx" ON "sources" USING btree ("brand_id","citation_count");--> statement-breakpoint
CREATE INDEX "sources_brand_domain_idx" ON "sources" USING btree ("brand_id","domain");