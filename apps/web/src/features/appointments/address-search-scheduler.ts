import { ADDRESS_SEARCH } from '@carevisit/core';

export interface SchedulerTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  now(): number;
}

const browserTimers: SchedulerTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  now: () => Date.now(),
};

/**
 * spec 1 §5 Address search timing: a search starts once 4 or more characters are typed and typing has paused
 * for 500 ms; for 750 ms after a suggestion is chosen (which rewrites the field) nothing is searched. Offline,
 * nothing is searched at all.
 */
export class AddressSearchScheduler {
  private pending: unknown = null;
  private suppressedUntil = 0;

  constructor(
    private readonly search: (query: string) => void,
    private readonly timers: SchedulerTimers = browserTimers,
  ) {}

  /** The field now reads `text`; a search replaces any that was waiting. Returns whether one was scheduled. */
  typed(text: string, online: boolean): boolean {
    this.cancel();
    const query = text.trim();
    if (!online || query.length < ADDRESS_SEARCH.minChars) return false;
    if (this.timers.now() < this.suppressedUntil) return false;
    this.pending = this.timers.setTimeout(() => {
      this.pending = null;
      this.search(query);
    }, ADDRESS_SEARCH.debounceMs);
    return true;
  }

  /** A suggestion was chosen: what it writes into the field is not searched again. */
  selected(): void {
    this.cancel();
    this.suppressedUntil = this.timers.now() + ADDRESS_SEARCH.suppressMs;
  }

  cancel(): void {
    if (this.pending !== null) this.timers.clearTimeout(this.pending);
    this.pending = null;
  }
}
