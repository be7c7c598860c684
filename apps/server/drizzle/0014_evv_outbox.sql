CREATE TABLE "evv_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"sequence_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"transaction_id" text,
	"exceptions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	"result_at" timestamp with time zone,
	CONSTRAINT "evv_outbox_send" UNIQUE("kind","subject_id","sequence_id")
);
--> statement-breakpoint
ALTER TABLE "evv_outbox" ADD CONSTRAINT "evv_outbox_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evv_outbox" ADD CONSTRAINT "evv_outbox_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evv_outbox_due" ON "evv_outbox" USING btree ("status","next_attempt_at");