-- Issue 32: a supervisor's corrections reach the caregiver's device (and her supervisor's) through the ordinary
-- incremental read (`visitcorrection`), so the table gets the sync columns. Rows are only ever added (0017's
-- triggers refuse UPDATE and DELETE), so changed_at is the inserting transaction's start (the column default, as
-- the read watermark expects) and deleted_at stays null. Corrections already stored count as changed now: the next
-- reads bring them all.
ALTER TABLE "visit_corrections" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "visit_corrections" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "visit_corrections_changed" ON "visit_corrections" USING btree ("changed_at");
