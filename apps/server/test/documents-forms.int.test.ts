import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import * as t from '../src/db/schema/index.ts';
import { createTemplate } from '../src/documents/template-versions.ts';
import { FORMS, formFields, formRules } from '../src/seed/forms.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { fixClock, newNote, staffSignature, storedDocument } from './documents-fixture.ts';

let server: TestServer;
let alice: string;
let templateId: number;
let referralTemplateId: number;
let progressTemplateId: number;
const fieldIds = new Map<string, string>();
const fieldId = (name: string) => fieldIds.get(name)!;

/**
 * A one-page template showing a seeded intake form: the consent form (its rules: spec 2 §5 Hide and Require) or
 * the referral form (a minimum length) or the progress note (a session date).
 */
async function formTemplate(
  formKey: 'intakeConsent' | 'intakeReferral' | 'progressNote',
  description: string,
) {
  const db = server.database.db;
  const { accountId } = server.fixture;
  const spec = FORMS.find((f) => f.key === formKey)!;
  const [form] = await db
    .insert(t.configurableForms)
    .values({ accountId, name: spec.name, fields: [], rules: [] })
    .returning();
  const fields = formFields(spec, form!.id);
  await db
    .update(t.configurableForms)
    .set({ fields, rules: formRules(spec, form!.id) })
    .where(eq(t.configurableForms.id, form!.id));
  for (const field of fields) fieldIds.set(String(field.name), String(field.id));
  return createTemplate(db, {
    accountId,
    setupId: 41,
    description,
    code: description.slice(0, 2).toUpperCase(),
    modules: [{ moduleId: 409, name: spec.name, order: 1, moduleType: 'cf', referenceId: form!.id }],
    signatureConfiguration: {
      numberOfExternalSignatures: 0,
      numberOfStaffSignatures: 1,
      minimumNumberOfStaffSignatures: 1,
      multipleSignature: false,
    },
  });
}

beforeAll(async () => {
  server = await startTestServer();
  fixClock(server);
  alice = await server.login('alice');
  templateId = await formTemplate('intakeConsent', 'Consent Page');
  referralTemplateId = await formTemplate('intakeReferral', 'Referral Page');
  progressTemplateId = await formTemplate('progressNote', 'Progress Page');
});
afterAll(() => server.close());

const formPage = (formValidated: boolean, values: Record<string, string>) => ({
  moduleId: 409,
  moduleType: 'cf',
  formValidated,
  fieldData: Object.entries(values).map(([name, value]) => ({ key: fieldId(name), value })),
});
const note = (moduleData: unknown[], overrides: Record<string, unknown> = {}) =>
  newNote(server, templateId, { moduleData, ...overrides });
const write = async (resource: Record<string, unknown>) => {
  const { status, body } = await server.post(
    '/evv/write/document',
    { deviceId: 'tablet-0041', resources: [resource] },
    alice,
  );
  expect(status).toBe(200);
  return body.resources[0];
};
const GUARDIAN_WITHOUT_RELEASE = {
  consentBy: 'Guardian',
  guardianName: 'Pat Doe',
  consentToTreat: 'Y',
  releaseOfInformation: 'N',
};

describe('/evv/write/document re-validates its form pages with the engine (docs/forms.md)', () => {
  it('refuses a page confirmed with Next whose values break a rule, with the rule’s message', async () => {
    const result = await write(note([formPage(true, GUARDIAN_WITHOUT_RELEASE)]));
    expect(result).toMatchObject({ documentStatus: null, version: 0 });
    expect(result.errors).toMatchObject([
      { code: 'document_rejected', message: 'Release of Information Signed must equal Yes' },
    ]);
  });

  it('refuses a validated page that leaves a required field blank, here on a document being signed', async () => {
    const signed = note([formPage(true, { consentBy: 'Self' })], {
      signature: staffSignature(server.fixture.staff.alice.staffId),
    });
    const result = await write(signed);
    expect(result.errors.map((e: { message: string }) => e.message)).toEqual([
      'Please make a selection for Consents to Treatment, then submit',
    ]);
  });

  it('stores a validated page without the values of hidden fields, and answers its resend as stored', async () => {
    const written = note([
      formPage(true, { consentBy: 'Self', guardianName: 'Pat Doe', consentToTreat: 'Y' }),
    ]);
    const result = await write(written);
    expect(result).toMatchObject({ errors: [], version: 1, documentStatus: 'Unsigned' });
    const row = await storedDocument(server, result.id);
    expect(row!.moduleData).toEqual([formPage(true, { consentBy: 'Self', consentToTreat: 'Y' })]);
    expect(await write(written)).toMatchObject({ errors: [], id: result.id, version: 1 });
  });

  it('stores a draft page as sent, hidden values and broken rules included, as Incomplete', async () => {
    const draft = formPage(false, { ...GUARDIAN_WITHOUT_RELEASE, consentBy: 'Self' });
    const result = await write(note([draft]));
    expect(result).toMatchObject({ errors: [], documentStatus: 'Incomplete' });
    expect((await storedDocument(server, result.id))!.moduleData).toEqual([draft]);
    const broken = await write(note([formPage(false, GUARDIAN_WITHOUT_RELEASE)]));
    expect(broken).toMatchObject({ errors: [], documentStatus: 'Incomplete' });
  });

  it('stores a draft page with a value shorter than its minimum, which Next then refuses (issue 30)', async () => {
    const draft = formPage(false, { reason: 'Fell' });
    const result = await write(newNote(server, referralTemplateId, { moduleData: [draft] }));
    expect(result).toMatchObject({ errors: [], documentStatus: 'Incomplete' });
    expect((await storedDocument(server, result.id))!.moduleData).toEqual([draft]);
    const confirmed = await write(
      newNote(server, referralTemplateId, { moduleData: [formPage(true, { reason: 'Fell' })] }),
    );
    expect(confirmed.errors).toContainEqual(
      expect.objectContaining({
        code: 'document_rejected',
        message: 'Reason for Referral must be at least 10 characters.',
      }),
    );
  });

  it('refuses a session date after the server’s today at Next, and keeps it in a draft (issue 30)', async () => {
    const ahead = { sessionDate: '2026-04-10', startTime: '10:00' }; // the clock: 2026-03-10
    const confirmed = await write(
      newNote(server, progressTemplateId, { moduleData: [formPage(true, ahead)] }),
    );
    expect(confirmed.errors).toContainEqual(
      expect.objectContaining({
        code: 'document_rejected',
        message: 'Session Date cannot be in the future.',
      }),
    );
    const draft = await write(newNote(server, progressTemplateId, { moduleData: [formPage(false, ahead)] }));
    expect(draft).toMatchObject({ errors: [], documentStatus: 'Incomplete' });
  });

  it('refuses a draft page holding a value no screen makes', async () => {
    const result = await write(note([formPage(false, { consentBy: 'Nobody' })]));
    expect(result.errors).toMatchObject([
      { code: 'document_rejected', message: 'Consent Given By must be one of its choices.' },
    ]);
  });
});
