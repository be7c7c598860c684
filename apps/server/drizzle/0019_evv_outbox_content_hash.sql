-- Issue 32 item 5: a client or employee record the aggregator accepted goes again when it changes (a name, a
-- Medicaid id, an employee identifier). Each send keeps a keyed digest of what it sent (HMAC under a key derived from
-- IDENTIFIER_KEY, so an SSN cannot be guessed back from it); a later visit compares the record's digest now with the
-- accepted one's. Sends made before this column stay null and count as changed: each such record goes once more.
ALTER TABLE "evv_outbox" ADD COLUMN "content_hash" text;
