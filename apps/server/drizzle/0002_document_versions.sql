CREATE TABLE "service_document_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"service_document_id" integer NOT NULL,
	"version" integer NOT NULL,
	"setup_id" integer NOT NULL,
	"description" text NOT NULL,
	"code" text NOT NULL,
	"modules" jsonb NOT NULL,
	"signature_configuration" jsonb NOT NULL,
	"is_client_program" boolean DEFAULT false NOT NULL,
	"can_add_document_in_erc" boolean DEFAULT true NOT NULL,
	"is_include_carelogic_evv" boolean DEFAULT true NOT NULL,
	"age_from" integer DEFAULT -1 NOT NULL,
	"age_to" integer DEFAULT 1000 NOT NULL,
	"organization_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "service_document_versions_version" UNIQUE("service_document_id","version")
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "service_document_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "next_staff_id" integer;--> statement-breakpoint
ALTER TABLE "service_documents" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "service_document_versions" ADD CONSTRAINT "service_document_versions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_document_versions" ADD CONSTRAINT "service_document_versions_service_document_id_service_documents_id_fk" FOREIGN KEY ("service_document_id") REFERENCES "public"."service_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_document_versions" ADD CONSTRAINT "service_document_versions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_next_staff_id_staff_id_fk" FOREIGN KEY ("next_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_next_staff" ON "documents" USING btree ("next_staff_id");--> statement-breakpoint
-- The new table's changed_at follows its updates too, as 0001 set up for the others.
CREATE TRIGGER "service_document_versions_touch_changed_at" BEFORE UPDATE ON "service_document_versions"
  FOR EACH ROW EXECUTE FUNCTION carevisit_touch_changed_at();
