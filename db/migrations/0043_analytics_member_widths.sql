CREATE TABLE "analytics_member_widths" (
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"width" integer NOT NULL,
	CONSTRAINT "analytics_member_widths_organization_id_kind_pk" PRIMARY KEY("organization_id","kind")
);
--> statement-breakpoint
ALTER TABLE "analytics_member_widths" ADD CONSTRAINT "analytics_member_widths_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill: each organisation's width per kind from the numbers handed out so far.
INSERT INTO "analytics_member_widths" ("organization_id", "kind", "width")
SELECT m.organization_id, m.kind, max(m.n) + 1 FROM "analytics_members" m GROUP BY m.organization_id, m.kind;
