CREATE TABLE "signature_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"document_id" integer NOT NULL,
	"document_version" integer NOT NULL,
	"meaning" text NOT NULL,
	"signer_staff_id" integer,
	"signer_name" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"content_hash" text NOT NULL,
	"recorded_by_staff_id" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signature_audit" ADD CONSTRAINT "signature_audit_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_audit" ADD CONSTRAINT "signature_audit_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_audit" ADD CONSTRAINT "signature_audit_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_audit" ADD CONSTRAINT "signature_audit_signer_staff_id_staff_id_fk" FOREIGN KEY ("signer_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_audit" ADD CONSTRAINT "signature_audit_recorded_by_staff_id_staff_id_fk" FOREIGN KEY ("recorded_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signature_audit_document" ON "signature_audit" USING btree ("document_id");--> statement-breakpoint
-- Signings are evidence: rows are only ever added.
CREATE OR REPLACE FUNCTION carevisit_signature_audit_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER signature_audit_append_only BEFORE UPDATE OR DELETE ON signature_audit
  FOR EACH ROW EXECUTE FUNCTION carevisit_signature_audit_append_only();
