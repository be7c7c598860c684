CREATE TABLE "address_throttle" (
	"address" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"name_key" text PRIMARY KEY NOT NULL,
	"failed_attempts" integer NOT NULL,
	"locked_until" timestamp with time zone,
	"last_failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Unlogged: no WAL for a write on every request; a crash only restarts the rate-limit windows.
CREATE UNLOGGED TABLE "rate_limit_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "address_throttle_last_failure_at" ON "address_throttle" USING btree ("last_failure_at");--> statement-breakpoint
CREATE INDEX "login_failures_last_failed_at" ON "login_failures" USING btree ("last_failed_at");--> statement-breakpoint
CREATE INDEX "rate_limit_counts_expires_at" ON "rate_limit_counts" USING btree ("expires_at");--> statement-breakpoint
-- Counters and locks in progress move to login_failures, under the key the server computes
-- (apps/server/src/auth/login-failures.ts: sha256 of lower(account), a newline and lower(username)).
INSERT INTO "login_failures" ("name_key", "failed_attempts", "locked_until", "last_failed_at")
SELECT encode(sha256(convert_to(lower(a."code") || E'\n' || lower(u."username"), 'UTF8')), 'hex'),
       u."failed_attempts", u."locked_until", now()
FROM "users" u JOIN "accounts" a ON a."id" = u."account_id"
WHERE u."failed_attempts" > 0 OR u."locked_until" > now();--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_attempts";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";