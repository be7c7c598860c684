import type { TimerHandle, Timers } from '../sync/timers.ts';

interface Pending {
  id: number;
  at: number;
  every: number | null;
  callback: () => void;
}

/** Timers driven by the test: advance() runs what falls due, in order, and lets promises settle between. */
export class ManualTimers implements Timers {
  private now = 0;
  private nextId = 1;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly onAdvance: (ms: number) => void = () => undefined) {}

  setInterval(callback: () => void, ms: number): TimerHandle {
    return this.add(callback, ms, ms);
  }

  setTimeout(callback: () => void, ms: number): TimerHandle {
    return this.add(callback, ms, null);
  }

  clearInterval(handle: TimerHandle): void {
    this.pending.delete(handle as number);
  }

  clearTimeout(handle: TimerHandle): void {
    this.pending.delete(handle as number);
  }

  count(): number {
    return this.pending.size;
  }

  async advance(ms: number, settle: () => Promise<void>): Promise<void> {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.pending.values()].filter((p) => p.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!due) break;
      this.onAdvance(due.at - this.now);
      this.now = due.at;
      if (due.every === null) this.pending.delete(due.id);
      else due.at += due.every;
      due.callback();
      await settle();
    }
    this.onAdvance(end - this.now);
    this.now = end;
  }

  private add(callback: () => void, ms: number, every: number | null): number {
    const id = this.nextId++;
    this.pending.set(id, { id, at: this.now + ms, every, callback });
    return id;
  }
}
