-- Catalogue search with indexes (issue 4, section 4): trigram indexes need pg_trgm (a trusted
-- extension: the database owner may create it; PGlite loads it in lib/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
-- The searchable text of a video: title, content and description one per line, then the tags
-- separated by spaces (as array_to_string(tags, ' ') did before). IMMUTABLE so it can be indexed:
-- array_to_string() is only STABLE in general, but for text[] its result depends on nothing else.
CREATE OR REPLACE FUNCTION video_search_text(course_name text, course_content text, description text, tags text[])
RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT course_name || E'\n' || course_content || E'\n' || description || E'\n' || array_to_string(tags, ' ') $$;--> statement-breakpoint
DROP INDEX "videos_catalogue_idx";--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "videos_search_idx" ON "videos" USING gin (video_search_text("course_name", "course_content", "description", "tags") gin_trgm_ops) WHERE "videos"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "videos_catalogue_idx" ON "videos" USING btree ("status","rank","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "videos"."deleted_at" IS NULL;
