-- A market is a country and a language that always go together, and a topic has one market: without these
-- statistics the planner multiplies their selectivities, expects a market's or topic's prompts to be almost none, and
-- reads a brand's answers filtered by market (GET /answers?market=) prompt by prompt instead of newest first.
CREATE STATISTICS IF NOT EXISTS "prompts_market_stats" (dependencies, mcv) ON "brand_id", "topic_id", "country", "language" FROM "prompts";--> statement-breakpoint
ANALYZE "prompts";
