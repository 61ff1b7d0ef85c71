DROP INDEX "workflows_org_ws_idx";--> statement-breakpoint
DROP INDEX "workflows_title_fts_idx";--> statement-breakpoint
CREATE INDEX "workflow_likes_user_idx" ON "workflow_likes" USING btree ("organization_id","user_id","created_at");--> statement-breakpoint
CREATE INDEX "workflows_org_ws_newest_idx" ON "workflows" USING btree ("organization_id","workspace_id",(coalesce("published_at", "created_at")) desc,"id" DESC NULLS FIRST,"published");--> statement-breakpoint
CREATE INDEX "workflows_org_recent_idx" ON "workflows" USING btree ("organization_id","published_at" DESC NULLS LAST,"id" DESC NULLS FIRST) WHERE "workflows"."published";--> statement-breakpoint
CREATE INDEX "workflows_titles_fts_idx" ON "workflows" USING gin ((to_tsvector('simple', "title") || jsonb_to_tsvector('simple', "title_translations", '["string"]')));