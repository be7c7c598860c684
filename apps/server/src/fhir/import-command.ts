import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { organizations } from '../db/schema/index.ts';
import { importQuestionnaireFor } from './import-for-agency.ts';

const USAGE = 'Usage: npm run import:questionnaire -- FILE --organization ID [--activity ID]...';

/**
 * `npm run import:questionnaire -- FILE --organization ID [--activity ID]...` (issue 34): an agency's administrator
 * imports a FHIR R4 Questionnaire (JSON) as a template of the organization's agency, for that organization, offered
 * in the activities named. Every problem is printed and nothing is stored; on embedded PGlite, stop the server
 * first (one process at a time may open its data directory).
 */
async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { organization: { type: 'string' }, activity: { type: 'string', multiple: true } },
  });
  const organizationId = Number(values.organization);
  const activityIds = (values.activity ?? []).map(Number);
  const file = positionals[0];
  if (
    positionals.length !== 1 ||
    !file ||
    !Number.isInteger(organizationId) ||
    activityIds.some((id) => !Number.isInteger(id))
  ) {
    console.error(USAGE);
    return 2;
  }
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    console.error(`Cannot read ${file}.`);
    return 2;
  }
  const config = readConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const [organization] = await database.db
      .select({ accountId: organizations.accountId })
      .from(organizations)
      .where(eq(organizations.id, organizationId));
    if (!organization) {
      console.error(`There is no organization ${organizationId}.`);
      return 1;
    }
    const result = await importQuestionnaireFor(
      database.db,
      { accountId: organization.accountId, organizationId, activityIds },
      text,
    );
    if (!result.ok) {
      console.error(`${file} was not imported; nothing of it was stored:`);
      for (const problem of result.problems) console.error(`  ${problem.item}: ${problem.reason}`);
      return 1;
    }
    const { serviceDocumentId, version } = result.stored;
    console.log(`Imported ${file} as template ${serviceDocumentId}, version ${version}.`);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await main();
