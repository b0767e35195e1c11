DROP INDEX "library_items_search_idx";--> statement-breakpoint
ALTER TABLE "library_items" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (library_search_vector("title", "author", "subject", "keywords")) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "library_items_search_idx" ON "library_items" USING gin ("search_vector") WHERE "library_items"."deleted_at" IS NULL;