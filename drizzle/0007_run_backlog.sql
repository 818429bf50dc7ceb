CREATE TABLE "run_backlog" (
	"run_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "run_backlog" ADD CONSTRAINT "run_backlog_run_id_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "run_backlog_brand_idx" ON "run_backlog" USING btree ("account_id","brand_id","created_at");