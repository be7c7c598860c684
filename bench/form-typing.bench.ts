// Keystroke-to-paint benchmark (issue 14): the built web app, served by the real server on a seeded demo
// agency, driven with Playwright in the system's headless Chromium (never a downloaded browser). The clinician
// opens a new document whose only page is a 300-field form with 100 business rules and types into its text
// area; then the same with a one-field form (the baseline). Each keystroke is timed in the page from the key
// event to just after the next painted frame (form-typing/probe.ts): the page's handlers, the form engine,
// React's render and the save to the encrypted local database as they run in the app. The two forms alternate
// ROUNDS times; the table shows the median and the 95th percentile per keystroke and the ratio of the large
// form to the baseline (aim: under 50 ms at the 95th percentile). No assertions; not part of `npm test`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { buildApp } from '../apps/server/src/app.ts';
import { readConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/connection.ts';
import { seedDemoAgency } from '../apps/server/src/seed/index.ts';
import { openIdentifierCipher } from '../apps/server/src/billing/identifier-key.ts';
import { installTypingProbe, type TypingProbeGlobal } from './form-typing/probe.ts';
import { row } from './support/browser-bench.ts';
import { median, percentile } from './support/statistics.ts';
import { LARGE_FORM, ONE_FIELD_FORM, TYPING_TARGET, addTypingTemplates } from './support/typing-forms.ts';

const KEYSTROKES = Math.max(10, Number(process.env.BENCH_KEYSTROKES ?? 60));
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 2));
/** The first keystrokes of each document are not counted: fonts, lazy chunks and the JIT settle. */
const WARM_UP_KEYSTROKES = 5;
const LOGIN = { account: 'demo', username: 'clinician', password: 'Clinician#2026', pin: '2468' };
const TEXT = 'The client walked to the kitchen with a cane and made tea. ';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.join(repoRoot, 'apps/web/dist');

async function signIn(page: Page, appUrl: string) {
  await page.goto(appUrl);
  await page.getByLabel('Account').fill(LOGIN.account);
  await page.getByLabel('Username').fill(LOGIN.username);
  await page.getByLabel('Password', { exact: true }).fill(LOGIN.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  const pins = page.locator('input').and(page.getByLabel(/PIN/));
  const header = page.getByTestId('header-user');
  await pins.first().or(header).waitFor({ timeout: 60_000 });
  if (await pins.first().isVisible()) {
    for (const field of await pins.all()) await field.fill(LOGIN.pin);
    await page.getByRole('button', { name: /save|continue/i }).click();
  }
  await header.waitFor({ timeout: 60_000 });
  await page.locator('[data-testid="sync-status"][data-state="synced"]').waitFor({ timeout: 180_000 });
}

/** A new document of the named type for the caseload's first client, open on its only page. */
async function newDocument(page: Page, name: string) {
  await page.getByRole('navigation').getByText('Caseload', { exact: true }).click();
  await page.getByTestId('caseload-row').first().getByRole('link').first().click();
  await page.getByRole('tab', { name: 'Documents' }).click();
  await page.getByRole('button', { name: 'Create New Document' }).click();
  await page
    .getByRole('dialog', { name: 'Choose a Document Type' })
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .click();
  await page.getByLabel(TYPING_TARGET).waitFor({ timeout: 60_000 });
}

/** Types KEYSTROKES characters one at a time, each after the last one's paint; returns the counted times. */
async function typeAndTime(page: Page): Promise<number[]> {
  const field = page.getByLabel(TYPING_TARGET);
  await field.click();
  const probe = () =>
    page.evaluate(() => (globalThis as unknown as TypingProbeGlobal).keystrokeToPaintMs.length);
  const before = await probe();
  for (let i = 0; i < KEYSTROKES; i++) {
    await page.keyboard.press(TEXT[i % TEXT.length]!);
    await page.waitForFunction(
      (n) => (globalThis as unknown as TypingProbeGlobal).keystrokeToPaintMs.length > n,
      before + i,
    );
  }
  const times = await page.evaluate(() => (globalThis as unknown as TypingProbeGlobal).keystrokeToPaintMs);
  return times.slice(before + WARM_UP_KEYSTROKES, before + KEYSTROKES);
}

/** Closes the document's tab (saved on the device), back to the list. */
async function closeDocument(page: Page, name: string) {
  await page.getByRole('button', { name: `Close ${name}` }).click();
  await page.getByRole('button', { name: 'Create New Document' }).waitFor();
}

function report(browserVersion: string, times: Record<string, number[]>) {
  console.log(
    `\nkeystroke to paint in the form page of the built app, headless Chromium ${browserVersion} at 1024x1366;` +
      ` ${ROUNDS} rounds of ${KEYSTROKES - WARM_UP_KEYSTROKES} counted keystrokes per form, alternating\n`,
  );
  const widths = [34, 10, 10];
  console.log(row(['form', 'median ms', 'p95 ms'], widths));
  const figures = (name: string) => ({ median: median(times[name]!), p95: percentile(times[name]!, 95) });
  const base = figures(ONE_FIELD_FORM);
  const large = figures(LARGE_FORM);
  console.log(row(['one field (baseline)', base.median.toFixed(1), base.p95.toFixed(1)], widths));
  console.log(row(['300 fields, 100 rules', large.median.toFixed(1), large.p95.toFixed(1)], widths));
  console.log(
    row(
      [
        'ratio (300 fields / one field)',
        `${(large.median / base.median).toFixed(2)}x`,
        `${(large.p95 / base.p95).toFixed(2)}x`,
      ],
      widths,
    ),
  );
  console.log('(aim: under 50 ms at the 95th percentile on the 300-field page)');
}

if (!fs.existsSync(path.join(webDist, 'index.html')))
  throw new Error('No web app build: run `npm run build` first.');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carevisit-bench-typing-'));
const database = await openDatabase({ dataDir });
await seedDemoAgency(
  database.db,
  new Date(),
  await openIdentifierCipher(database.db, { identifierKey: undefined, dataDir }),
);
await addTypingTemplates(database.db);
const config = readConfig({
  DATA_DIR: dataDir,
  PORT: '0',
  HOST: '127.0.0.1',
  WEB_DIST: webDist,
  RATE_LIMIT_PER_MINUTE: '100000',
  LOG_LEVEL: 'warn',
});
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as { port: number }).port;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1024, height: 1366 } });
  await context.addInitScript(installTypingProbe);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error));
  await signIn(page, `http://evv.localhost:${port}/`);
  const times: Record<string, number[]> = { [LARGE_FORM]: [], [ONE_FIELD_FORM]: [] };
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 ? [LARGE_FORM, ONE_FIELD_FORM] : [ONE_FIELD_FORM, LARGE_FORM];
    for (const name of order) {
      await newDocument(page, name);
      times[name]!.push(...(await typeAndTime(page)));
      await closeDocument(page, name);
    }
  }
  report(browser.version(), times);
} finally {
  await browser.close();
  await app.close();
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
