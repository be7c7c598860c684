-- The audit tables are append-only for every statement (issue 31 item 5): their row triggers (0001, 0004) refuse
-- UPDATE and DELETE, but TRUNCATE fires no row trigger, so it emptied them. A statement trigger refuses it, and so
-- any TRUNCATE that would reach them by CASCADE (of documents, staff, organizations or accounts).
CREATE OR REPLACE FUNCTION carevisit_refuse_truncate() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION carevisit_refuse_truncate();
--> statement-breakpoint
CREATE TRIGGER signature_audit_no_truncate BEFORE TRUNCATE ON signature_audit
  FOR EACH STATEMENT EXECUTE FUNCTION carevisit_refuse_truncate();
