CREATE TABLE "visit_disputes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"visit_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"recorded_by_staff_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"appointment_status" text NOT NULL,
	"begin_actual_date_time" timestamp with time zone,
	"end_actual_date_time" timestamp with time zone,
	"services_verified" boolean,
	"duration_verified" boolean,
	"has_signature" boolean NOT NULL,
	"signature" text,
	"verification_declined_reason" integer,
	"verification_declined_comments" text,
	"signature_missing_reason" integer,
	"signature_missing_comments" text
);
--> statement-breakpoint
ALTER TABLE "visit_disputes" ADD CONSTRAINT "visit_disputes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_disputes" ADD CONSTRAINT "visit_disputes_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_disputes" ADD CONSTRAINT "visit_disputes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_disputes" ADD CONSTRAINT "visit_disputes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_disputes" ADD CONSTRAINT "visit_disputes_recorded_by_staff_id_staff_id_fk" FOREIGN KEY ("recorded_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "visit_disputes_visit" ON "visit_disputes" USING btree ("visit_id");--> statement-breakpoint
-- Disputes are evidence (issue 36): rows are only ever added, for every statement. The refusals are 0004's and
-- 0009's functions, which name the table they refuse for.
CREATE TRIGGER visit_disputes_append_only BEFORE UPDATE OR DELETE ON visit_disputes
  FOR EACH ROW EXECUTE FUNCTION carevisit_signature_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER visit_disputes_no_truncate BEFORE TRUNCATE ON visit_disputes
  FOR EACH STATEMENT EXECUTE FUNCTION carevisit_refuse_truncate();
