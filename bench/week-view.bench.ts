// Week view benchmark (issue 5): the schedule's week time grid rendered with 300 appointments beside the same
// week empty, in headless Chromium, in the same page. The page (week-view/page.tsx) is bundled with Vite,
// served on 127.0.0.1 and driven with Playwright on the system's Chromium, never a downloaded browser. Each
// size renders RUNS times into a fresh root, alternating which goes first; the table shows medians and the
// ratio of the full week to the empty one. No assertions; not part of `npm test`.
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import react from '@vitejs/plugin-react';
import { openBenchPage, row } from './support/browser-bench.ts';
import { median } from './support/statistics.ts';
import type { BenchGlobal, RenderRun } from './week-view/protocol.ts';

const APPOINTMENTS = 300;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 15));
const WARM_UP_RUNS = 3;
const here = fileURLToPath(new URL('./week-view/', import.meta.url));

const renderWeek = (page: Page, appointments: number): Promise<RenderRun> =>
  page.evaluate((count) => (globalThis as BenchGlobal).weekViewBench.render(count), appointments);

function report(browserVersion: string, empty: RenderRun[], full: RenderRun[]): void {
  const figures = (runs: RenderRun[]) => ({
    blocks: runs[0]!.blocks,
    layout: median(runs.map((run) => run.layoutMs)),
    frame: median(runs.map((run) => run.frameMs)),
  });
  const base = figures(empty);
  const loaded = figures(full);
  console.log(
    `\nweek view: TimeGrid of 7 days at 864 px (tablet), headless Chromium ${browserVersion};` +
      ` medians of ${RUNS} runs, alternating, fresh roots`,
  );
  console.log(
    '  layout: render() to React commit and a forced layout; frame: to the next frame (style, paint)\n',
  );
  const widths = [24, 7, 10, 9];
  console.log(row(['week', 'blocks', 'layout ms', 'frame ms'], widths));
  console.log(row(['empty', String(base.blocks), base.layout.toFixed(1), base.frame.toFixed(1)], widths));
  console.log(
    row(
      [
        `${APPOINTMENTS} appointments`,
        String(loaded.blocks),
        loaded.layout.toFixed(1),
        loaded.frame.toFixed(1),
      ],
      widths,
    ),
  );
  console.log(
    row(
      [
        `ratio (${APPOINTMENTS} / empty)`,
        '',
        `${(loaded.layout / base.layout).toFixed(1)}x`,
        `${(loaded.frame / base.frame).toFixed(1)}x`,
      ],
      widths,
    ),
  );
  console.log(
    "(blocks: appointments drawn plus '+n more' blocks; at most 8 side by side, spec 1 §9, each a touch target wide)",
  );
}

const { url, browser, close } = await openBenchPage({
  root: here,
  entry: 'page.tsx',
  title: 'week view bench',
  plugins: [react()],
  minify: true,
});
try {
  const page = await browser.newPage({ viewport: { width: 1024, height: 1366 } });
  page.on('pageerror', (error) => console.error('page error:', error));
  await page.goto(url);
  await page.waitForFunction(() => 'weekViewBench' in globalThis);

  // Both sizes first, untimed, so the first timed run does not pay for a cold JIT or the first style sheets.
  for (let run = 0; run < WARM_UP_RUNS; run++) {
    await renderWeek(page, APPOINTMENTS);
    await renderWeek(page, 0);
  }
  const empty: RenderRun[] = [];
  const full: RenderRun[] = [];
  for (let run = 1; run <= RUNS; run++) {
    // Alternating which goes first, so neither always meets the other's leftovers (GC).
    if (run % 2) {
      full.push(await renderWeek(page, APPOINTMENTS));
      empty.push(await renderWeek(page, 0));
    } else {
      empty.push(await renderWeek(page, 0));
      full.push(await renderWeek(page, APPOINTMENTS));
    }
  }
  report(browser.version(), empty, full);
  // BENCH_SCREENSHOT=file.png: a picture of the full week as measured, '+n more' blocks and all.
  const screenshot = process.env.BENCH_SCREENSHOT?.trim();
  if (screenshot) {
    await page.evaluate((count) => (globalThis as BenchGlobal).weekViewBench.show(count), APPOINTMENTS);
    await page.screenshot({ path: screenshot });
    console.log(`screenshot: ${screenshot}`);
  }
} finally {
  await close();
}
