CREATE TABLE "opportunity_refreshes" (
	"brand_id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"token" text NOT NULL,
	"due_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"sweeps" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "opportunity_refreshes" ADD CONSTRAINT "opportunity_refreshes_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;