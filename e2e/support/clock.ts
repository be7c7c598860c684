import type { BrowserContext } from '@playwright/test';

/**
 * The one clock of the end-to-end run, so that no test depends on the hour at which it runs.
 *
 * Every test starts at the same moment, RUN_START: a Wednesday at 10:00 in New York unless E2E_NOW names
 * another (an ISO date and time with its offset), e.g. a late evening:
 *
 *   E2E_NOW=2026-03-13T23:50:00-04:00 npx playwright test e2e/schedule.spec.ts --project handheld
 *
 * From that moment, and from nowhere else:
 * - the seed dates the demo agency (e2e/support/server.ts seeds each worker's database at RUN_START);
 * - the in-process server's clock (`serverClock`, BuildOptions.now) is put back to it before every test;
 * - the browser's clock (`page.clock`, installed on every test's context by e2e/support/server.ts before the
 *   first navigation, so also on pages opened later) starts there;
 * - a test's own dates in Node come from `serverClock.now()` (e2e/support/appointment-dialog.ts dayFromToday).
 * Not the rate limit's one-minute windows: they run on real time (server.ts, rateLimitNow), as on serverClock,
 * put back before every test, a window never ended and each route's count ran on through the worker's tests.
 * Both clocks then run on in real time: the app's timers fire on time (the splash's 2 s, the stopwatch, the
 * inactivity timer, sync retries), and IndexedDB, WebCrypto and the service worker work as before (the
 * service worker keeps real time: it only caches). Playwright's fake Date breaks `class X extends Date`
 * (microsoft/playwright#35314), which @date-fns/tz's TZDate, behind every time-zone rule of the app, is:
 * installBrowserClock mends that. Never read Date.now() in a test for the app's time, and never call
 * page.clock.install() again (without a time it puts the browser back on real time). To move time, move both
 * clocks:
 *
 *   await page.clock.fastForward('15:01');
 *   serverClock.advance(15 * 60_000 + 1_000);
 *
 * Each Playwright worker is its own process with its own server, so one clock per process is one per server.
 */

/** The default start of every test: a weekday morning in New York, in summer time, away from its changes. */
const DEFAULT_RUN_START = '2026-04-15T10:00:00-04:00';

/** The moment E2E_NOW names (it must say its offset: a bare time would be the machine's), or the default. */
function runStartFrom(value: string | undefined): Date {
  const text = value?.trim() || DEFAULT_RUN_START;
  const start = new Date(text);
  if (!/(Z|[+-]\d{2}:\d{2})$/.test(text) || Number.isNaN(start.getTime())) {
    throw new Error(`E2E_NOW must be an ISO date and time with its offset, e.g. ${DEFAULT_RUN_START}`);
  }
  return start;
}

export const RUN_START = runStartFrom(process.env.E2E_NOW);

/** The in-process server's clock: RUN_START plus the real time since the last reset, plus any move. */
export class ServerClock {
  #offsetMs: number;

  constructor(readonly start: Date) {
    this.#offsetMs = start.getTime() - Date.now();
  }

  /** What the server calls for the current time (BuildOptions.now), and what tests date their data by. */
  readonly now = (): Date => new Date(Date.now() + this.#offsetMs);

  /** Moves server time forward (or back, with a negative number) by ms milliseconds. */
  advance(ms: number): void {
    this.#offsetMs += ms;
  }

  /** Puts server time at this moment; it keeps running from there. */
  setTime(time: Date | number | string): void {
    this.#offsetMs = new Date(time).getTime() - Date.now();
  }

  /** Back to the start of the run; the fixtures do this before and after every test. */
  reset(): void {
    this.setTime(this.start);
  }
}

export const serverClock = new ServerClock(RUN_START);

/**
 * The browser's clock for a test's context, before its first page: the fake clock at `time`, running on, with a
 * Date that subclasses can extend.
 */
export async function installBrowserClock(context: BrowserContext, time: Date): Promise<void> {
  await context.clock.install({ time });
  // Init scripts run in the order added: this one finds the fake Date in place.
  await context.addInitScript(makeFakeDateExtendable);
}

/**
 * Runs in the page. The fake Date is a plain function returning a new native Date, so `super()` in a subclass
 * of it yields a plain Date without the subclass's methods. In front of it goes a constructor that builds the
 * subclass's object from the native Date (at the fake time when given no value), and otherwise defers to it.
 */
function makeFakeDateExtendable() {
  type FakeDate = DateConstructor & { isFake?: boolean; extendable?: boolean };
  const fake = globalThis.Date as FakeDate;
  if (!fake.isFake || fake.extendable) return;
  const native = fake.prototype.constructor as DateConstructor;
  function ExtendableDate(this: unknown, ...values: unknown[]): Date | string {
    if (!new.target) return fake();
    const args = values.length === 0 ? [fake.now()] : values;
    return Reflect.construct(native, args, new.target) as Date;
  }
  ExtendableDate.prototype = native.prototype;
  Object.assign(ExtendableDate, {
    now: () => fake.now(),
    parse: native.parse,
    UTC: native.UTC,
    isFake: true,
    extendable: true,
    toString: () => native.toString(),
  });
  globalThis.Date = ExtendableDate as unknown as DateConstructor;
}
