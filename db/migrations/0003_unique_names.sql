CREATE UNIQUE INDEX "teams_org_name_uq" ON "teams" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "businesses_org_name_uq" ON "businesses" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "categories_org_name_uq" ON "categories" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "subcategories_name_uq" ON "subcategories" USING btree ("category_id",lower("name"));