CREATE TABLE "knowledge_maps" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"fingerprint" text DEFAULT '' NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"points" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"clusters" integer DEFAULT 0 NOT NULL,
	"computed_at" timestamp with time zone,
	"requested_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "embedding" real[];--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "embedding_model" text;--> statement-breakpoint
ALTER TABLE "knowledge_maps" ADD CONSTRAINT "knowledge_maps_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_org_role_idx" ON "chat_messages" USING btree ("organization_id","role");