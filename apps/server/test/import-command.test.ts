import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openDatabase } from '../src/db/connection.ts';
import * as t from '../src/db/schema/index.ts';
import { fhirFixturesFolder } from '../src/server-paths.ts';
import { buildFixture } from './fixtures.ts';

// Issue 34: `npm run import:questionnaire -- FILE --organization ID`, run as an administrator runs it, over an
// embedded database on disk (the server's own, DATA_DIR), with the test fixture's agency in it.

const run = promisify(execFile);
let dataDir: string;
let organizationId: number;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carevisit-import-'));
  const handle = await openDatabase({ dataDir });
  organizationId = (await buildFixture(handle.db)).orgs.orgA.id;
  await handle.close();
}, 120_000);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** The command as npm runs it, on the embedded database in dataDir; its exit code and what it printed. */
async function importCommand(...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', 'import:questionnaire', '--', ...args], {
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function templates() {
  const handle = await openDatabase({ dataDir });
  try {
    return await handle.db
      .select({ id: t.serviceDocuments.id })
      .from(t.serviceDocuments)
      .where(eq(t.serviceDocuments.organizationId, organizationId));
  } finally {
    await handle.close();
  }
}

describe('npm run import:questionnaire', () => {
  it('imports a Questionnaire file as a template of the organization named', async () => {
    const file = path.join(fhirFixturesFolder, 'hl7-sdc-phq9-calculatedExpression-ordinal.json');
    const result = await importCommand(file, '--organization', String(organizationId));
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Imported .+ as template \d+, version 1\.\n$/);
    expect(await templates()).toHaveLength(1);
    const again = await importCommand(file, '--organization', String(organizationId));
    expect(again.stdout).toMatch(/as template \d+, version 2\.\n$/);
    expect(await templates()).toHaveLength(1);
  }, 120_000);

  it('prints every problem of a Questionnaire it refuses, and stores nothing', async () => {
    const file = path.join(fhirFixturesFolder, 'hl7-sdc-test-enablewhen.json');
    const result = await importCommand(
      file,
      '--organization',
      String(organizationId),
      '--activity',
      '999999',
    );
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('was not imported; nothing of it was stored:');
    expect(result.stderr).toMatch(/answerValueSet .* is neither contained nor given/);
    expect(result.stderr).toContain('activity 999999: it is not an activity of this agency');
    expect(await templates()).toHaveLength(1);
  }, 120_000);

  it('says how it is used when a file or the organization is missing', async () => {
    for (const args of [['file.json'], ['a.json', '--organization', 'x']]) {
      const result = await importCommand(...args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toContain('Usage: npm run import:questionnaire -- FILE --organization ID');
    }
    const missing = await importCommand('no-such-file.json', '--organization', String(organizationId));
    expect([missing.code, missing.stderr.trim()]).toEqual([2, 'Cannot read no-such-file.json.']);
  }, 120_000);
});
