CREATE TABLE "text_to_speech" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"step_id" uuid,
	"requested_by_id" uuid,
	"voice" text NOT NULL,
	"rate" real,
	"text" text NOT NULL,
	"language" text NOT NULL,
	"span" real NOT NULL,
	"target_duration" real,
	"duration" real,
	"status" text DEFAULT 'pending' NOT NULL,
	"failure" text,
	"storage_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_overs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"workflow_id" uuid NOT NULL,
	"mode" text DEFAULT 'duck' NOT NULL,
	"steps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "text_to_speech" ADD CONSTRAINT "text_to_speech_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_to_speech" ADD CONSTRAINT "text_to_speech_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_to_speech" ADD CONSTRAINT "text_to_speech_step_id_workflow_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."workflow_steps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_to_speech" ADD CONSTRAINT "text_to_speech_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_overs" ADD CONSTRAINT "voice_overs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_overs" ADD CONSTRAINT "voice_overs_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_overs" ADD CONSTRAINT "voice_overs_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "text_to_speech_workflow_idx" ON "text_to_speech" USING btree ("organization_id","workflow_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "voice_overs_workflow_idx" ON "voice_overs" USING btree ("organization_id","workflow_id");