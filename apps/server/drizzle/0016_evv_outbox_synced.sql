-- Issue 32 item 7: the outbox's visit rows reach devices through the ordinary incremental read (`evvsubmission`),
-- so the table gets the sync columns. Rows already there count as changed now: the first reads bring them all.
ALTER TABLE "evv_outbox" ADD COLUMN "changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "evv_outbox" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "evv_outbox_kind_changed" ON "evv_outbox" USING btree ("kind","changed_at");--> statement-breakpoint
-- changed_at follows what a device shows (status, problems, exceptions, and a deletion), set to the writing
-- transaction's start as 0001's function does for the other synced tables (the read watermark reasons about
-- that). The worker's own bookkeeping (its lease in next_attempt_at, attempts, the transaction id) leaves it,
-- so polling a batch every few seconds does not make every device read the row again. 0001 attached its trigger
-- only to the tables that had changed_at when it ran; none is on this table, and none other may be.
DROP TRIGGER IF EXISTS "evv_outbox_touch_changed_at" ON "evv_outbox";--> statement-breakpoint
CREATE TRIGGER "evv_outbox_touch_changed_at" BEFORE UPDATE ON "evv_outbox"
  FOR EACH ROW
  WHEN (OLD."status" IS DISTINCT FROM NEW."status"
     OR OLD."problems" IS DISTINCT FROM NEW."problems"
     OR OLD."exceptions" IS DISTINCT FROM NEW."exceptions"
     OR OLD."deleted_at" IS DISTINCT FROM NEW."deleted_at")
  EXECUTE FUNCTION carevisit_touch_changed_at();
