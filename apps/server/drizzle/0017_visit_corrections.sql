-- Issue 32 item 5: a supervisor's correction of a verified visit's times, kept beside the visit (whose calls never
-- change): who made it, when (the server's clock), the times it sets, the agency's reason code and a memo. Rows are
-- evidence: only ever added, for every statement (0004's and 0009's functions, which name the table they refuse for).
CREATE TABLE "visit_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"visit_id" integer NOT NULL,
	"made_by_staff_id" integer NOT NULL,
	"made_at" timestamp with time zone NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"reason_code_id" integer NOT NULL,
	"memo" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visit_corrections" ADD CONSTRAINT "visit_corrections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_corrections" ADD CONSTRAINT "visit_corrections_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_corrections" ADD CONSTRAINT "visit_corrections_made_by_staff_id_staff_id_fk" FOREIGN KEY ("made_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_corrections" ADD CONSTRAINT "visit_corrections_reason_code_id_descriptors_id_fk" FOREIGN KEY ("reason_code_id") REFERENCES "public"."descriptors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_corrections_visit" ON "visit_corrections" USING btree ("visit_id","made_at");--> statement-breakpoint
CREATE TRIGGER visit_corrections_append_only BEFORE UPDATE OR DELETE ON visit_corrections
  FOR EACH ROW EXECUTE FUNCTION carevisit_signature_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER visit_corrections_no_truncate BEFORE TRUNCATE ON visit_corrections
  FOR EACH STATEMENT EXECUTE FUNCTION carevisit_refuse_truncate();
