-- When each document was started (issue 30: drafts of one day and type could not be told apart). Documents stored
-- before it have no record of their start: their last change is the nearest honest time there is.
ALTER TABLE "documents" ADD COLUMN "started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "documents" SET "started_at" = "changed_at";
