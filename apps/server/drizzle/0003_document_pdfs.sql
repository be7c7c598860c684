CREATE TABLE "document_pdfs" (
	"document_id" integer NOT NULL,
	"version" integer NOT NULL,
	"pdf" text,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "document_pdfs_document_id_version_pk" PRIMARY KEY("document_id","version")
);
--> statement-breakpoint
ALTER TABLE "document_pdfs" ADD CONSTRAINT "document_pdfs_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;