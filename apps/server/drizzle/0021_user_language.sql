-- Issue 33 item 3: the language a user chose (English or Spanish), kept by the server so that it follows them to a
-- new device. Null until they choose: the device then keeps its own (its stored choice, else its languages).
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_known" CHECK ("language" in ('en', 'es'));
