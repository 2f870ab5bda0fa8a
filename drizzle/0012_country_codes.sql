ALTER TABLE "applications" ALTER COLUMN "country" SET DEFAULT 'US';--> statement-breakpoint
UPDATE "applications" SET "country" = CASE "country" WHEN 'United States' THEN 'US' WHEN 'Canada' THEN 'CA' WHEN 'United Kingdom' THEN 'GB' WHEN 'Australia' THEN 'AU' ELSE 'ZZ' END WHERE length("country") <> 2;
