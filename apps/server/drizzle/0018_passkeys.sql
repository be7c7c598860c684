-- Issue 35: passkeys (WebAuthn). Each user's opaque user handle, her registered passkeys, and the challenges the
-- server gave to ceremonies (used once, within their expiry; a sign-in's challenge is consumed by one conditional
-- UPDATE, so that of two requests racing with one assertion exactly one gets tokens).
CREATE TABLE "passkey_user_handles" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"handle" text NOT NULL,
	CONSTRAINT "passkey_user_handles_handle_unique" UNIQUE("handle")
);
--> statement-breakpoint
CREATE TABLE "passkeys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"credential_id" text NOT NULL,
	"public_key" "bytea" NOT NULL,
	"counter" bigint NOT NULL,
	"transports" text[] NOT NULL,
	"rp_id" text NOT NULL,
	"device_name" text NOT NULL,
	"device_type" text NOT NULL,
	"backed_up" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	CONSTRAINT "passkeys_credential_id_unique" UNIQUE("credential_id")
);
--> statement-breakpoint
CREATE TABLE "webauthn_challenges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer,
	"challenge" text NOT NULL,
	"rp_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "passkey_user_handles" ADD CONSTRAINT "passkey_user_handles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "passkeys" ADD CONSTRAINT "passkeys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webauthn_challenges" ADD CONSTRAINT "webauthn_challenges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "passkeys_user" ON "passkeys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "webauthn_challenges_user" ON "webauthn_challenges" USING btree ("user_id","challenge");--> statement-breakpoint
CREATE INDEX "webauthn_challenges_expires_at" ON "webauthn_challenges" USING btree ("expires_at");
