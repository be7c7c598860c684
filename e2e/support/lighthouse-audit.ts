import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { throttling } from 'lighthouse/core/config/constants.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS, disablingFeatures, UNSHOWN_FEATURES } from './chromium-features.ts';

/**
 * Lighthouse slows the CPU 4x to turn a fast desktop into a mid-range phone; on a slower host that overshoots.
 * Its own benchmark index says how fast this host is, and Lighthouse's CPU-throttling guidance scales the
 * multiplier by it (about 375 index points per 1x, at most 4x), so the score means the same phone anywhere.
 */
const INDEX_PER_SLOWDOWN = 375;
export const cpuSlowdownFor = (benchmarkIndex: number) =>
  Math.min(4, Math.max(1, benchmarkIndex / INDEX_PER_SLOWDOWN));

export const AUDITED = ['performance', 'accessibility', 'best-practices'] as const;
export type Scores = Record<(typeof AUDITED)[number], number | null>;

/** One Lighthouse run's report. */
type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** Lighthouse's phone screen, or a tablet's (the schedule's week view is a tablet's), both touch and mobile. */
export type ScreenSize = 'phone' | 'tablet';
const SCREENS = {
  phone: { mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false },
  tablet: { mobile: true, width: 1024, height: 1366, deviceScaleFactor: 2, disabled: false },
};

/** A Chromium for Lighthouse, headless, on a profile of its own that lasts across audits (a signed-in device). */
export async function launchAuditChrome() {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'carevisit-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    userDataDir,
    // chrome-launcher's defaults, whose --disable-features is joined with the parts of Chromium's window no audit
    // shows (chromium-features.ts), which would otherwise take CPU from the page being timed.
    ignoreDefaultFlags: true,
    chromeFlags: disablingFeatures(
      [...chromeLauncher.Launcher.defaultFlags(), '--headless=new', ...CHROMIUM_ARGS],
      UNSHOWN_FEATURES,
    ),
  });
  return {
    port: chrome.port,
    close: () => {
      chrome.kill();
      fs.rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One Lighthouse navigation of `url` in that Chromium, mobile, slow 4G. The profile's storage and cache are kept:
 * the page loads as on a phone that comes back to the app, with its service worker, cache and encrypted database
 * (the first audit, on a new profile, loads it cold).
 */
export async function audit(
  port: number,
  url: string,
  { cpuSlowdown, size = 'phone' }: { cpuSlowdown?: number; size?: ScreenSize } = {},
  attempt = 1,
): Promise<Report> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    screenEmulation: SCREENS[size],
    disableStorageReset: true,
    onlyCategories: [...AUDITED],
    throttling: {
      ...throttling.mobileSlow4G,
      cpuSlowdownMultiplier: cpuSlowdown ?? throttling.mobileSlow4G.cpuSlowdownMultiplier,
    },
  });
  if (result?.lhr.runtimeError?.code === LOST_NAVIGATION && attempt < LOST_NAVIGATION_ATTEMPTS)
    return audit(port, url, { cpuSlowdown, size }, attempt + 1);
  if (!result || result.lhr.runtimeError)
    throw new Error(`Lighthouse failed: ${result?.lhr.runtimeError?.message}`);
  return result.lhr;
}

/**
 * Lighthouse's own advice when its trace lost the navigation's start ('Please run Lighthouse again'): with
 * Debian's Chromium 156 it happened to one audit in a few dozen, with Lighthouse 12.2 and 12.8 alike.
 */
const LOST_NAVIGATION = 'NO_NAVSTART';
const LOST_NAVIGATION_ATTEMPTS = 3;

export function scoresOf(report: Report): Scores {
  return Object.fromEntries(AUDITED.map((id) => [id, report.categories[id]?.score ?? null])) as Scores;
}

/** Of several runs of one page, Lighthouse's median: the run nearest the median first paint and time to interactive. */
export function medianRun(runs: Report[]): Report {
  // Its declaration names the result by Lighthouse's global LH namespace, which its types do not export.
  return (computeMedianRun as (runs: Report[]) => Report)(runs);
}
