ALTER TABLE "brands" ADD COLUMN "competitors_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "competitors" ADD COLUMN "status" text DEFAULT 'DISCOVERED' NOT NULL;--> statement-breakpoint
ALTER TABLE "competitors" ADD COLUMN "aliases" text[] DEFAULT '{}'::text[] NOT NULL;