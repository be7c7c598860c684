ALTER TABLE "activities" ADD COLUMN "evv_applies" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "procedure_code" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "procedure_modifiers" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "medicaid_provider_id" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "employee_id_qualifier" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "employee_identifier_sealed" text;--> statement-breakpoint
ALTER TABLE "client_programs" ADD COLUMN "payer" text;--> statement-breakpoint
ALTER TABLE "client_programs" ADD COLUMN "payer_program" text;--> statement-breakpoint
ALTER TABLE "client_programs" ADD COLUMN "medicaid_id" text;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_procedure_modifiers_max4" CHECK (cardinality("activities"."procedure_modifiers") <= 4);--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_employee_identifier_qualified" CHECK (("staff"."employee_id_qualifier" is null) = ("staff"."employee_identifier_sealed" is null));--> statement-breakpoint
-- Devices that synced before hold these rows without the billing fields, and an incremental read sends only rows
-- changed since: touching every row (the changed_at trigger of 0001 stamps it) sends each once more.
UPDATE "organizations" SET "changed_at" = now();--> statement-breakpoint
UPDATE "staff" SET "changed_at" = now();--> statement-breakpoint
UPDATE "activities" SET "changed_at" = now();--> statement-breakpoint
UPDATE "client_programs" SET "changed_at" = now();
