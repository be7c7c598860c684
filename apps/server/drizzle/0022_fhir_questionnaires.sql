-- Issue 34: FHIR Questionnaires as templates. A template keeps the concept it records (an imported Questionnaire's
-- code, e.g. LOINC 44249-1), the Questionnaire's canonical url, which names it again on a new import (a new version
-- of the same template) and in its QuestionnaireResponses, and its computer-friendly name, for the export; every
-- version keeps its own copy.
ALTER TABLE "service_documents" ADD COLUMN "coding" jsonb;--> statement-breakpoint
ALTER TABLE "service_documents" ADD COLUMN "questionnaire_url" text;--> statement-breakpoint
ALTER TABLE "service_documents" ADD COLUMN "questionnaire_name" text;--> statement-breakpoint
ALTER TABLE "service_document_versions" ADD COLUMN "coding" jsonb;--> statement-breakpoint
ALTER TABLE "service_document_versions" ADD COLUMN "questionnaire_url" text;--> statement-breakpoint
ALTER TABLE "service_document_versions" ADD COLUMN "questionnaire_name" text;--> statement-breakpoint
-- One template per Questionnaire url in an account and organization (none: the whole account), so that two imports
-- of one Questionnaire at the same moment make one template with two versions, never two templates.
CREATE UNIQUE INDEX "service_documents_questionnaire_url" ON "service_documents" ("account_id", coalesce("organization_id", 0), "questionnaire_url") WHERE "questionnaire_url" IS NOT NULL;--> statement-breakpoint
-- A measure imported from a Questionnaire with a calculatedExpression: its total by FHIRPath (core fhir/score.ts).
ALTER TABLE "impact_measures" ADD COLUMN "fhirpath_total" jsonb;--> statement-breakpoint
-- Who may import a Questionnaire for their agency: off unless the agency grants it.
ALTER TABLE "users" ADD COLUMN "admin_privilege" boolean DEFAULT false NOT NULL;
