-- Issue 34: the clear copies of each paper's analysis go; 0032 queued the analysis again, sealed.
ALTER TABLE "reflection_papers" DROP COLUMN "semantic_analysis";--> statement-breakpoint
ALTER TABLE "reflection_papers" DROP COLUMN "keywords";