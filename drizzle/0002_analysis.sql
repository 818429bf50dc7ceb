CREATE TABLE "competitors" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"name_forms" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"domain" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "run_competitors" (
	"run_id" text NOT NULL,
	"competitor_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"name_as_written" text NOT NULL,
	"position" integer NOT NULL,
	"mention_count" integer NOT NULL,
	CONSTRAINT "run_competitors_run_id_competitor_id_pk" PRIMARY KEY("run_id","competitor_id")
);
--> statement-breakpoint
CREATE TABLE "run_sources" (
	"run_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"position" integer NOT NULL,
	"url" text NOT NULL,
	"normalized_url" text NOT NULL,
	"domain" text,
	"is_brand_domain" boolean DEFAULT false NOT NULL,
	CONSTRAINT "run_sources_run_id_normalized_url_pk" PRIMARY KEY("run_id","normalized_url")
);
--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "brand_mentioned" boolean;--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "brand_mention_count" integer;--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "brand_position" integer;--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "brand_domain_cited" boolean;--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "analyzed_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "competitors" ADD CONSTRAINT "competitors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitors" ADD CONSTRAINT "competitors_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_competitors" ADD CONSTRAINT "run_competitors_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_competitors" ADD CONSTRAINT "run_competitors_competitor_id_competitors_id_fk" FOREIGN KEY ("competitor_id") REFERENCES "public"."competitors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_competitors" ADD CONSTRAINT "run_competitors_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_sources" ADD CONSTRAINT "run_sources_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "run_sources" ADD CONSTRAINT "run_sources_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competitors_brand_key" ON "competitors" USING btree ("brand_id","key");--> statement-breakpoint
CREATE INDEX "run_competitors_competitor_idx" ON "run_competitors" USING btree ("competitor_id");--> statement-breakpoint
CREATE INDEX "run_sources_brand_url_idx" ON "run_sources" USING btree ("brand_id","normalized_url");