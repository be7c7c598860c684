import type { DocumentBundle } from '../apps/server/src/fhir/document-response.ts';
import { goOffline } from './support/appointment-dialog.ts';
import { newDocument, screenshot } from './support/new-document.ts';
import { sentOnce } from './support/sent-document.ts';
import { test, expect, type CareVisitServer } from './support/server.ts';
import { CLINICIAN, openSignedIn } from './support/sign-in.ts';

test.use({ signedIn: CLINICIAN });

// Issue 34: the published PHQ-9 (LHC-Forms' Questionnaire, imported at seed time) filled at the client's table with
// no signal, its item-9 safety alert and follow-up coming from the item's LOINC code, signed, synced when the
// connection returns, and read back as a FHIR QuestionnaireResponse with its Provenance through the export call.

const IMPORTED_PHQ9 = 'PHQ-9 quick depression assessment panel';
const CLIENT_CREDENTIALS = `Basic ${Buffer.from('carevisit-web:carevisit-web-secret').toString('base64')}`;

/** A call to the server as another system would make it: the clinician's bearer token, asked for by password. */
async function exportCall(server: CareVisitServer, url: string) {
  const token = await server.app.inject({
    method: 'POST',
    url: '/evv/authorization/oauth/token',
    headers: { authorization: CLIENT_CREDENTIALS, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      account: CLINICIAN.account,
      username: CLINICIAN.username,
      password: CLINICIAN.password,
    }).toString(),
  });
  const reply = await server.app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token.json<{ access_token: string }>().access_token}` },
  });
  return {
    status: reply.statusCode,
    type: reply.headers['content-type'],
    body: reply.json<DocumentBundle>(),
  };
}

test('an imported PHQ-9 filled offline, signed and synced reads back as a QuestionnaireResponse', async ({
  page,
  server,
}, info) => {
  test.setTimeout(300_000);
  const tablet = info.project.name === 'tablet';
  await openSignedIn(page, server.appUrl);
  const clientId = await newDocument(page, tablet, IMPORTED_PHQ9);
  await goOffline(page);

  const wizard = page.getByTestId('document-wizard');
  await expect(wizard.getByRole('heading', { name: IMPORTED_PHQ9 }).first()).toBeVisible();
  /** Answers a question's drop-down, and waits for its menu to be gone before the next. */
  const answer = async (question: RegExp, choice: string) => {
    await wizard.getByRole('combobox', { name: question }).click();
    await page.getByRole('option', { name: choice, exact: true }).click();
    await expect(page.getByRole('listbox', { includeHidden: true })).toHaveCount(0);
  };
  // 1 × 8 + 1 = 9: Mild (Kroenke et al. 2001: 5-9), with item 9 (LOINC 44260-8) above "Not at all".
  for (const question of [
    /^Little interest or pleasure/,
    /^Feeling down, depressed/,
    /^Trouble falling or staying asleep/,
    /^Feeling tired/,
    /^Poor appetite/,
    /^Feeling bad about yourself/,
    /^Trouble concentrating/,
    /^Moving or speaking so slowly/,
    /^Thoughts that you would be better off dead/,
  ])
    await answer(question, 'Several days');
  await expect(page.getByTestId('impact-total')).toHaveText('9 · Mild');
  await expect(page.getByTestId('impact-safety-alert')).toBeVisible();
  // The follow-up the app adds for item 9 by its code: Next keeps the page until it is written.
  const followUp = wizard.getByRole('textbox', { name: /record the safety assessment/ });
  await wizard.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(followUp).toHaveAttribute('aria-invalid', 'true');
  await followUp.fill('Safety plan made with the client; supervisor informed.');
  await screenshot(page, 'fhir-phq9-page', info);
  await wizard.getByRole('button', { name: 'Next', exact: true }).click();

  await expect(wizard.getByRole('heading', { name: 'Signatures', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByTestId('signature-safety-alert')).toContainText('was answered "Several days"');
  await page.getByLabel('Staff Signature').fill('Clinic#77');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(wizard).toBeHidden({ timeout: 30_000 });
  await screenshot(page, 'fhir-phq9-signed-offline', info);

  // Back online: the signed document reaches the server once, with the server's own total.
  const row = await sentOnce(page, server, clientId);
  expect(row.documentStatus).toBe('Signed');
  expect(row.moduleData[0]).toMatchObject({ moduleType: 'impact', totalScore: 9 });

  const exported = await exportCall(server, `/evv/fhir/QuestionnaireResponse/${row.id}`);
  expect(exported.status).toBe(200);
  expect(exported.type).toMatch(/^application\/fhir\+json/);
  const [response, provenance] = exported.body.entry.map((entry) => entry.resource);
  expect(response).toMatchObject({
    resourceType: 'QuestionnaireResponse',
    status: 'completed',
    subject: { reference: `Patient/${clientId}` },
  });
  const items = JSON.stringify(response);
  expect(items).toContain('{"system":"http://loinc.org","code":"LA6569-3","display":"Several days"}');
  expect(items).toMatch(/"linkId":"\/44261-6".*"value(Decimal|Integer)":9/);
  expect(provenance).toMatchObject({
    resourceType: 'Provenance',
    target: [{ reference: `QuestionnaireResponse/${row.id}` }],
    entity: [{ what: { display: `SHA-256 ${row.signature!.staffSignatures![0]!.contentHash}` } }],
  });
});
