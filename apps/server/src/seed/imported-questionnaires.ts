import fs from 'node:fs';
import path from 'node:path';
import { importQuestionnaireFor } from '../fhir/import-for-agency.ts';
import { fhirFixturesFolder } from '../server-paths.ts';
import type { SeedContext } from './context.ts';
import type { ReferenceIds } from './reference-data.ts';

/** LHC-Forms' PHQ-9 (LOINC 44249-1), scored by ordinalValue and a FHIRPath total, as published. */
const IMPORTED_PHQ9_FILE = 'lforms-phq9-ordinalValue-variables.json';

/**
 * Issue 34: the published PHQ-9 Questionnaire imported as the agency's administrator would, offered beside our own
 * Behavioral Health Assessment for a behavioral assessment, so a clinician can fill both and compare. Its item-9
 * safety alert and follow-up come from the item's LOINC code (44260-8), not from our field names.
 */
export async function seedImportedQuestionnaires(ctx: SeedContext, ref: ReferenceIds): Promise<void> {
  const text = fs.readFileSync(path.join(fhirFixturesFolder, IMPORTED_PHQ9_FILE), 'utf8');
  const result = await importQuestionnaireFor(
    ctx.db,
    { accountId: ctx.accountId, organizationId: null, activityIds: [ref.activities.behavioralAssessment] },
    text,
  );
  if (!result.ok)
    throw new Error(`the demo's ${IMPORTED_PHQ9_FILE} was refused: ${result.problems[0]!.reason}`);
}
