import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { expect, test } from './support/server.ts';

// Issue 3: Lighthouse (mobile) on the login page scores at least 95 in performance, accessibility and best
// practices. Lighthouse emulates its own phone; playwright.config.ts runs it in a project of its own, last.
const MINIMUM_SCORE = 0.95;
/**
 * Lighthouse slows the CPU 4x to turn a fast desktop into a mid-range phone; on a slower host that overshoots.
 * Its own benchmark index says how fast this host is, and Lighthouse's CPU-throttling guidance scales the
 * multiplier by it (about 375 index points per 1x, at most 4x), so the score means the same phone anywhere.
 */
const INDEX_PER_SLOWDOWN = 375;
const cpuSlowdownFor = (benchmarkIndex: number) =>
  Math.min(4, Math.max(1, benchmarkIndex / INDEX_PER_SLOWDOWN));

test('the login page scores at least 95 in Lighthouse performance, accessibility and best practices', async ({
  appUrl,
}, testInfo) => {
  test.setTimeout(180_000);
  const calibration = await audit(appUrl('evv', '/'));
  const benchmarkIndex = calibration.environment.benchmarkIndex;
  const cpuSlowdown = cpuSlowdownFor(benchmarkIndex);
  console.log(`Host benchmark index ${benchmarkIndex}: CPU slowdown ${cpuSlowdown.toFixed(2)}x`);
  const report = await audit(appUrl('evv', '/'), cpuSlowdown);
  // The whole report, for reading why a score dropped.
  fs.writeFileSync(testInfo.outputPath('lighthouse.json'), JSON.stringify(report));
  const scores = Object.fromEntries(
    Object.entries(report.categories).map(([id, category]) => [id, category.score]),
  );
  console.log('Lighthouse (mobile) on the login page:', scores);
  for (const id of ['performance', 'accessibility', 'best-practices']) {
    expect.soft(scores[id], `${id} score`).toBeGreaterThanOrEqual(MINIMUM_SCORE);
  }
});

/** One Lighthouse run in a fresh Chromium (nothing cached from an earlier run), mobile, slow 4G. */
async function audit(url: string, cpuSlowdownMultiplier = throttling.mobileSlow4G.cpuSlowdownMultiplier) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      formFactor: 'mobile',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier },
    });
    if (!result || result.lhr.runtimeError)
      throw new Error(`Lighthouse failed: ${result?.lhr.runtimeError?.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}
