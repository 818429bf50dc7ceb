CREATE TABLE "campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"topic_id" text NOT NULL,
	"avatar_id" text,
	"models" text[] NOT NULL,
	"runs_per_model" integer NOT NULL,
	"status" text NOT NULL,
	"total" integer NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"trigger" text DEFAULT 'api' NOT NULL,
	"schedule_key" text,
	"error" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp (3) with time zone,
	"finished_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "provider_pauses" (
	"provider" text PRIMARY KEY NOT NULL,
	"paused_until" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "runs" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"campaign_id" text NOT NULL,
	"prompt_id" text NOT NULL,
	"model" text NOT NULL,
	"run_index" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"answer" text,
	"citations" jsonb,
	"input_tokens" integer,
	"output_tokens" integer,
	"latency_ms" integer,
	"provider_model_id" text,
	"simulated" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error_class" text,
	"error_message" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp (3) with time zone,
	"finished_at" timestamp (3) with time zone
);
--> statement-breakpoint
CREATE TABLE "usage_months" (
	"account_id" text NOT NULL,
	"month" text NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_months_account_id_month_pk" PRIMARY KEY("account_id","month")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "default_models" text[];--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_avatar_id_avatars_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."avatars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_prompt_id_prompts_id_fk" FOREIGN KEY ("prompt_id") REFERENCES "public"."prompts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_months" ADD CONSTRAINT "usage_months_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaigns_brand_created_idx" ON "campaigns" USING btree ("brand_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "campaigns_schedule_key" ON "campaigns" USING btree ("schedule_key");--> statement-breakpoint
CREATE UNIQUE INDEX "runs_campaign_prompt_model_index_key" ON "runs" USING btree ("campaign_id","prompt_id","model","run_index");--> statement-breakpoint
CREATE INDEX "runs_prompt_latest_idx" ON "runs" USING btree ("prompt_id","model","created_at");--> statement-breakpoint
CREATE INDEX "runs_campaign_status_idx" ON "runs" USING btree ("campaign_id","status");