-- changed_at follows every update: set to the writing transaction's start (now()), which is what the
-- read watermark (src/read/watermark.ts) reasons about.
CREATE OR REPLACE FUNCTION carevisit_touch_changed_at() RETURNS trigger AS $$
BEGIN
  NEW.changed_at := now();
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOR t IN SELECT table_name FROM information_schema.columns
           WHERE table_schema = current_schema() AND column_name = 'changed_at'
  LOOP
    EXECUTE format('CREATE TRIGGER %I BEFORE UPDATE ON %I FOR EACH ROW EXECUTE FUNCTION carevisit_touch_changed_at()',
                   t || '_touch_changed_at', t);
  END LOOP;
END $$;
--> statement-breakpoint
-- Audit rows are append-only.
CREATE OR REPLACE FUNCTION carevisit_audit_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only';
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER audit_events_append_only BEFORE UPDATE OR DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION carevisit_audit_append_only();
