DROP INDEX "transcriptions_fts_idx";--> statement-breakpoint
DROP INDEX "workflows_titles_fts_idx";--> statement-breakpoint
CREATE INDEX "transcriptions_fts_idx" ON "transcriptions" USING gin (to_tsvector('simple', "search_text")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "workflows_titles_fts_idx" ON "workflows" USING gin ((to_tsvector('simple', "title") || jsonb_to_tsvector('simple', "title_translations", '["string"]'))) WITH (fastupdate=false);