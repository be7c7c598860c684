ALTER TABLE "staff_signatures" ALTER COLUMN "signature_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_signatures" ADD COLUMN "signature_verifier" text;--> statement-breakpoint
ALTER TABLE "staff_signatures" ADD COLUMN "device_salt" text;--> statement-breakpoint
ALTER TABLE "staff_signatures" ADD COLUMN "device_iterations" integer;--> statement-breakpoint
ALTER TABLE "staff_signatures" ADD COLUMN "device_bits" text;--> statement-breakpoint
ALTER TABLE "staff_signatures" ADD COLUMN "wrong_proofs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "staff_signatures" ADD COLUMN "proof_locked_until" timestamp with time zone;