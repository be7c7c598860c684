CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "accounts_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"description" text NOT NULL,
	"code" text NOT NULL,
	"non_billable_minutes" boolean DEFAULT false NOT NULL,
	"can_add_document_in_erc" boolean DEFAULT false NOT NULL,
	"is_include_carelogic_evv" boolean DEFAULT false NOT NULL,
	"require_evv_address" boolean DEFAULT false NOT NULL,
	"require_edit_times_reason" boolean DEFAULT false NOT NULL,
	"is_aggregator" boolean DEFAULT false NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "activity_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "descriptors" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"sub_type" text,
	"state" text,
	"end_date" date,
	"organization_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"evv" boolean DEFAULT false NOT NULL,
	"evv_state" text,
	"use_checked_in" boolean DEFAULT false NOT NULL,
	"use_co_staff" boolean DEFAULT false NOT NULL,
	"evv_addresses" boolean DEFAULT false NOT NULL,
	"time_zone" text DEFAULT 'America/New_York' NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "referral_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"organization_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "security_rules" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"resume_interval" integer NOT NULL,
	"auto_logoff_interval" integer NOT NULL,
	"maximun_attempts" integer NOT NULL,
	"lockout_interval" integer NOT NULL,
	"warning_days" integer NOT NULL,
	"expiration_days" integer NOT NULL,
	"min_length" integer NOT NULL,
	"min_numbers" integer NOT NULL,
	"min_symbols" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_location_organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_location_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "service_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"code" text NOT NULL,
	"place_of_service" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"primary_organization_id" integer NOT NULL,
	"require_electronic_serv_doc" boolean DEFAULT false NOT NULL,
	"is_multi_book_schedule" boolean DEFAULT false NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_organizations" (
	"staff_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	CONSTRAINT "staff_organizations_staff_id_organization_id_pk" PRIMARY KEY("staff_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "staff_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"days" integer[] NOT NULL,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "staff_supervisors" (
	"staff_id" integer NOT NULL,
	"supervisor_id" integer NOT NULL,
	CONSTRAINT "staff_supervisors_staff_id_supervisor_id_pk" PRIMARY KEY("staff_id","supervisor_id")
);
--> statement-breakpoint
CREATE TABLE "offline_pins" (
	"staff_id" integer PRIMARY KEY NOT NULL,
	"pin_hash" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_signatures" (
	"staff_id" integer PRIMARY KEY NOT NULL,
	"signature_hash" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"username" text NOT NULL,
	"password_hash" text,
	"staff_id" integer NOT NULL,
	"evv_privilege" boolean DEFAULT true NOT NULL,
	"sso_subject" text,
	"current_organization_id" integer,
	"begin_date_password" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_date" timestamp with time zone,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"device_key_secret" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "allergies" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"allergy_name" text NOT NULL,
	"allergy_type" text NOT NULL,
	"allergy_reaction" text,
	"begin_date" date,
	"end_date" date,
	"allergen" text,
	"nka" text DEFAULT 'N' NOT NULL,
	"nkda" text DEFAULT 'N' NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "caseloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"belongs" boolean DEFAULT true NOT NULL,
	"date_last_activity" timestamp with time zone,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "client_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"street1" text NOT NULL,
	"street2" text,
	"apt_suite" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"zip_plus_four" text,
	"county" text,
	"country" text DEFAULT 'US' NOT NULL,
	"type" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"source" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "client_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"email" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "client_phones" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"type" text NOT NULL,
	"number_intl" text NOT NULL,
	"area_code" text NOT NULL,
	"number" text NOT NULL,
	"extension" text,
	"ok_to_id" text DEFAULT 'Y' NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "client_pictures" (
	"client_id" integer PRIMARY KEY NOT NULL,
	"picture" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "client_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"id_number" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"gender" text NOT NULL,
	"birth_date" date NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "diagnoses" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"code" text NOT NULL,
	"priority" integer NOT NULL,
	"icd10_code" text NOT NULL,
	"diagnosis" text NOT NULL,
	"effective_date" date,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "medications" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"description" text NOT NULL,
	"frequency" text,
	"instructions" text,
	"comments" text,
	"amount" text,
	"refills" integer,
	"prescriber" text,
	"status" text NOT NULL,
	"begin_date" date,
	"end_date" date,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"message" text NOT NULL,
	"post_date" date NOT NULL,
	"end_date" date,
	"highlight_color" text DEFAULT 'None' NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "vitals" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"date_recorded" timestamp with time zone NOT NULL,
	"bp_systolic" real,
	"bp_diastolic" real,
	"heart_rate" real,
	"respiratory_rate" real,
	"temperature" real,
	"height" real,
	"weight" real,
	"bmi" real,
	"pain" real,
	"pulse_oximetry" real,
	"inhaled_oxygen" real,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "access_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"table_name" text NOT NULL,
	"client_id" integer,
	"row_count" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"client_program_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"service_location_id" integer NOT NULL,
	"service_document_id" integer,
	"appointment_date" date NOT NULL,
	"appointment_type" text DEFAULT 'S' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"non_billable_minutes" integer,
	"had_document" text DEFAULT 'N' NOT NULL,
	"incident_bill_to_staff" boolean DEFAULT false NOT NULL,
	"incident_bill_to_staff_id" integer,
	"actual_start_at" timestamp with time zone,
	"actual_end_at" timestamp with time zone,
	"qualifiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_visit_address_id" integer,
	"end_visit_address_id" integer,
	"same_as_end_address" boolean DEFAULT false NOT NULL,
	"out_of_range" boolean DEFAULT false NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"client_id" integer,
	"event_date_time" timestamp with time zone NOT NULL,
	"action_type" text NOT NULL,
	"page_name" text NOT NULL,
	"device_event_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"appointment_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"device_visit_id" text,
	"appointment_status" text NOT NULL,
	"visit_status" text NOT NULL,
	"complete" integer NOT NULL,
	"start_date_time" timestamp with time zone,
	"end_date_time" timestamp with time zone,
	"original_start_date" timestamp with time zone,
	"original_end_date" timestamp with time zone,
	"begin_actual_date_time" timestamp with time zone,
	"end_actual_date_time" timestamp with time zone,
	"adjusted_begin_date_time" timestamp with time zone,
	"adjusted_end_date_time" timestamp with time zone,
	"start_latitude" double precision,
	"start_longitude" double precision,
	"end_latitude" double precision,
	"end_longitude" double precision,
	"has_signature" boolean DEFAULT false NOT NULL,
	"signature" text,
	"activity_verified" boolean,
	"duration_verified" boolean,
	"services_verified" boolean,
	"times_verified" boolean,
	"verification_declined_reason" integer,
	"verification_declined_comments" text,
	"signature_missing_reason" integer,
	"signature_missing_comments" text,
	"address_distance_reason" integer,
	"address_distance_comments" text,
	"edit_times_reason" integer,
	"edit_times_comments" text,
	"edit_times_event_type" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "write_receipts" (
	"staff_id" integer NOT NULL,
	"device_id" text NOT NULL,
	"table_name" text NOT NULL,
	"temp_id" bigint NOT NULL,
	"server_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "write_receipts_staff_id_device_id_table_name_temp_id_pk" PRIMARY KEY("staff_id","device_id","table_name","temp_id")
);
--> statement-breakpoint
CREATE TABLE "configurable_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"fields" jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "document_crosswalks" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"service_document_id" integer NOT NULL,
	"program_id" integer,
	"organization_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"service_document_id" integer NOT NULL,
	"appointment_id" integer,
	"client_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"client_program_id" integer,
	"service_date" date NOT NULL,
	"document_name" text NOT NULL,
	"document_code" text NOT NULL,
	"description" text,
	"document_status" text NOT NULL,
	"fully_signed" boolean DEFAULT false NOT NULL,
	"module_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signature" jsonb,
	"pdf_url" text,
	"upload_date" timestamp with time zone,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "impact_measures" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"long_name" text NOT NULL,
	"short_name" text NOT NULL,
	"instructions" text NOT NULL,
	"sections" jsonb NOT NULL,
	"sub_totals" jsonb NOT NULL,
	"expression" text,
	"new_logical" boolean DEFAULT true NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "plan_goal_maps" (
	"id" serial PRIMARY KEY NOT NULL,
	"treatment_plan_id" integer NOT NULL,
	"problem_id" integer NOT NULL,
	"goal_id" integer,
	"objective_id" integer,
	"intervention_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "plan_intervention_maps" (
	"id" serial PRIMARY KEY NOT NULL,
	"treatment_plan_id" integer NOT NULL,
	"problem_id" integer NOT NULL,
	"goal_id" integer,
	"objective_id" integer,
	"intervention_id" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "plan_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"treatment_plan_id" integer NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"priority_dsc" text,
	"completed_date" date,
	"end_date" date,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "service_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
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
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "treatment_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"name" text NOT NULL,
	"begin_date" date NOT NULL,
	"end_date" date,
	"link_intervention" text DEFAULT 'N' NOT NULL,
	"include_completed" boolean DEFAULT false NOT NULL,
	"show_hide_status" text DEFAULT 'S' NOT NULL,
	"show_hide_comment" text DEFAULT 'S' NOT NULL,
	"status_label" text DEFAULT 'Status' NOT NULL,
	"comment_label" text DEFAULT 'Comment' NOT NULL,
	"layers" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_programs" ADD CONSTRAINT "activity_programs_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_programs" ADD CONSTRAINT "activity_programs_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "descriptors" ADD CONSTRAINT "descriptors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "descriptors" ADD CONSTRAINT "descriptors_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programs" ADD CONSTRAINT "programs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_sources" ADD CONSTRAINT "referral_sources_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_sources" ADD CONSTRAINT "referral_sources_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "security_rules" ADD CONSTRAINT "security_rules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_location_organizations" ADD CONSTRAINT "service_location_organizations_service_location_id_service_locations_id_fk" FOREIGN KEY ("service_location_id") REFERENCES "public"."service_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_location_organizations" ADD CONSTRAINT "service_location_organizations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_locations" ADD CONSTRAINT "service_locations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_primary_organization_id_organizations_id_fk" FOREIGN KEY ("primary_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_organizations" ADD CONSTRAINT "staff_organizations_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_organizations" ADD CONSTRAINT "staff_organizations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_shifts" ADD CONSTRAINT "staff_shifts_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_supervisors" ADD CONSTRAINT "staff_supervisors_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_supervisors" ADD CONSTRAINT "staff_supervisors_supervisor_id_staff_id_fk" FOREIGN KEY ("supervisor_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offline_pins" ADD CONSTRAINT "offline_pins_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_signatures" ADD CONSTRAINT "staff_signatures_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_current_organization_id_organizations_id_fk" FOREIGN KEY ("current_organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allergies" ADD CONSTRAINT "allergies_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caseloads" ADD CONSTRAINT "caseloads_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caseloads" ADD CONSTRAINT "caseloads_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_addresses" ADD CONSTRAINT "client_addresses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_emails" ADD CONSTRAINT "client_emails_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_phones" ADD CONSTRAINT "client_phones_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_pictures" ADD CONSTRAINT "client_pictures_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_programs" ADD CONSTRAINT "client_programs_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_programs" ADD CONSTRAINT "client_programs_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_programs" ADD CONSTRAINT "client_programs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnoses" ADD CONSTRAINT "diagnoses_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medications" ADD CONSTRAINT "medications_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vitals" ADD CONSTRAINT "vitals_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_log" ADD CONSTRAINT "access_log_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_client_program_id_client_programs_id_fk" FOREIGN KEY ("client_program_id") REFERENCES "public"."client_programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_service_location_id_service_locations_id_fk" FOREIGN KEY ("service_location_id") REFERENCES "public"."service_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_start_visit_address_id_client_addresses_id_fk" FOREIGN KEY ("start_visit_address_id") REFERENCES "public"."client_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_end_visit_address_id_client_addresses_id_fk" FOREIGN KEY ("end_visit_address_id") REFERENCES "public"."client_addresses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "write_receipts" ADD CONSTRAINT "write_receipts_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurable_forms" ADD CONSTRAINT "configurable_forms_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_crosswalks" ADD CONSTRAINT "document_crosswalks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_crosswalks" ADD CONSTRAINT "document_crosswalks_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_crosswalks" ADD CONSTRAINT "document_crosswalks_service_document_id_service_documents_id_fk" FOREIGN KEY ("service_document_id") REFERENCES "public"."service_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_crosswalks" ADD CONSTRAINT "document_crosswalks_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_crosswalks" ADD CONSTRAINT "document_crosswalks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_service_document_id_service_documents_id_fk" FOREIGN KEY ("service_document_id") REFERENCES "public"."service_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impact_measures" ADD CONSTRAINT "impact_measures_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_goal_maps" ADD CONSTRAINT "plan_goal_maps_treatment_plan_id_treatment_plans_id_fk" FOREIGN KEY ("treatment_plan_id") REFERENCES "public"."treatment_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_intervention_maps" ADD CONSTRAINT "plan_intervention_maps_treatment_plan_id_treatment_plans_id_fk" FOREIGN KEY ("treatment_plan_id") REFERENCES "public"."treatment_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_items" ADD CONSTRAINT "plan_items_treatment_plan_id_treatment_plans_id_fk" FOREIGN KEY ("treatment_plan_id") REFERENCES "public"."treatment_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_documents" ADD CONSTRAINT "service_documents_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_documents" ADD CONSTRAINT "service_documents_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "treatment_plans" ADD CONSTRAINT "treatment_plans_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_programs_pair" ON "activity_programs" USING btree ("activity_id","program_id");--> statement-breakpoint
CREATE INDEX "descriptors_type" ON "descriptors" USING btree ("account_id","type");--> statement-breakpoint
CREATE INDEX "organizations_account" ON "organizations" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "organizations_parent" ON "organizations" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_location_organizations_pair" ON "service_location_organizations" USING btree ("service_location_id","organization_id");--> statement-breakpoint
CREATE INDEX "staff_primary_org" ON "staff" USING btree ("primary_organization_id");--> statement-breakpoint
CREATE INDEX "staff_shifts_staff" ON "staff_shifts" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_account_username" ON "users" USING btree ("account_id",lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_sso_subject" ON "users" USING btree ("sso_subject");--> statement-breakpoint
CREATE INDEX "allergies_client" ON "allergies" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "caseloads_staff" ON "caseloads" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "client_addresses_client" ON "client_addresses" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_emails_client" ON "client_emails" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_phones_client" ON "client_phones" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_programs_client" ON "client_programs" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_programs_org" ON "client_programs" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "clients_account" ON "clients" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "diagnoses_client" ON "diagnoses" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "medications_client" ON "medications" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "messages_client" ON "messages" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "vitals_client" ON "vitals" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "access_log_staff_at" ON "access_log" USING btree ("staff_id","at");--> statement-breakpoint
CREATE INDEX "appointments_staff_start" ON "appointments" USING btree ("staff_id","start_at");--> statement-breakpoint
CREATE INDEX "appointments_org" ON "appointments" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "appointments_client" ON "appointments" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_device_event" ON "audit_events" USING btree ("staff_id","device_event_id");--> statement-breakpoint
CREATE INDEX "visits_staff" ON "visits" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visits_appointment" ON "visits" USING btree ("appointment_id");--> statement-breakpoint
CREATE INDEX "documents_client" ON "documents" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "documents_org" ON "documents" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "plan_items_plan" ON "plan_items" USING btree ("treatment_plan_id");--> statement-breakpoint
CREATE INDEX "treatment_plans_client" ON "treatment_plans" USING btree ("client_id");