/**
 * The in-process server's clock. Real time plus an offset, so that a test can move server time together
 * with the browser's (`page.clock`), e.g. past a lockout:
 *
 *   await page.clock.fastForward('15:01');
 *   serverClock.advance(15 * 60_000 + 1_000);
 *
 * Each Playwright worker is its own process with its own server, so one clock per process is one per server.
 * The fixture resets it before and after every test.
 */
export class ServerClock {
  #offsetMs = 0;

  /** What the server calls for the current time (BuildOptions.now). */
  readonly now = (): Date => new Date(Date.now() + this.#offsetMs);

  /** Moves server time forward (or back, with a negative number) by ms milliseconds. */
  advance(ms: number): void {
    this.#offsetMs += ms;
  }

  /** Puts server time at this moment; it keeps running from there. */
  setTime(time: Date | number | string): void {
    this.#offsetMs = new Date(time).getTime() - Date.now();
  }

  /** Back to real time. */
  reset(): void {
    this.#offsetMs = 0;
  }

  /** How far server time is ahead of real time, in milliseconds. */
  get offsetMs(): number {
    return this.#offsetMs;
  }
}

export const serverClock = new ServerClock();
