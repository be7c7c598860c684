import { START_TICK_MS } from '@carevisit/core';
import { SyncPausedError, TransientError } from '../api-errors.ts';
import { systemClock, type Clock } from '../clock.ts';
import type { EvvDB } from '../evv-db.ts';
import {
  CLINICAL_TABLES,
  DOCUMENT_TABLES,
  INITIAL_TABLES,
  SCHEDULE_TABLES,
  type SyncTableName,
} from './read-sources.ts';
import type { SyncEngine } from './sync-engine.ts';
import { systemTimers, type TimerHandle, type Timers } from './timers.ts';

export type SyncOutcome =
  | { kind: 'synced' }
  /** A transient failure: records stay dirty and another try is scheduled after the backoff. */
  | { kind: 'retrying'; inMs: number }
  | { kind: 'paused'; reason: SyncPausedError['reason'] }
  | { kind: 'failed'; error: unknown };

export interface StartRoutineOptions {
  engine: SyncEngine;
  db: EvvDB;
  timers?: Timers;
  clock?: Clock;
  initialTables?: readonly SyncTableName[];
}

/**
 * spec 1 §4: on start an interval runs every second until clients are loaded; then dirty data is written
 * first, then appointments, visits and documents are refetched. Ticks that fall inside a backoff do nothing,
 * so the interval never hammers a failing server.
 */
export class StartRoutine {
  private ticker: TimerHandle | null = null;
  private retry: TimerHandle | null = null;
  private busy = false;
  private current: Promise<unknown> = Promise.resolve();
  private readonly timers: Timers;
  private readonly now: Clock;

  constructor(private readonly options: StartRoutineOptions) {
    this.timers = options.timers ?? systemTimers;
    this.now = options.clock ?? systemClock;
  }

  start(): void {
    if (this.ticker !== null) return;
    this.ticker = this.timers.setInterval(() => {
      this.current = this.tick();
    }, START_TICK_MS);
  }

  /** Resolves when the work the last tick or retry started has finished (for tests and orderly shutdown). */
  async settled(): Promise<void> {
    await this.current;
  }

  stop(): void {
    if (this.ticker !== null) this.timers.clearInterval(this.ticker);
    if (this.retry !== null) this.timers.clearTimeout(this.retry);
    this.ticker = null;
    this.retry = null;
  }

  running(): boolean {
    return this.ticker !== null;
  }

  /**
   * Writes what waits, then refetches the schedule, what documents need, and the clinical records; used after start, when back online,
   * or on request.
   */
  async syncNow(): Promise<SyncOutcome> {
    if (this.retry !== null) this.timers.clearTimeout(this.retry);
    this.retry = null;
    const { engine } = this.options;
    try {
      await engine.writeDirty();
      await engine.syncTables(SCHEDULE_TABLES);
      await engine.syncTables(DOCUMENT_TABLES);
      await engine.syncTables(CLINICAL_TABLES);
      return { kind: 'synced' };
    } catch (error) {
      return this.afterFailure(error);
    }
  }

  /**
   * After a local write: sends what waits now. A transient failure schedules a sync after the backoff, so the
   * record does not wait for the next reload or reconnection (spec 1 §4).
   */
  async sendNow(): Promise<SyncOutcome> {
    try {
      await this.options.engine.writeDirty();
      return { kind: 'synced' };
    } catch (error) {
      return this.afterFailure(error);
    }
  }

  /** Clients count as loaded once a client read has finished, in this session or an earlier one. */
  async clientsLoaded(): Promise<boolean> {
    if (this.options.engine.status.get('client').status === 'success') return true;
    return (await this.options.db.syncInfo.get('client')) !== undefined;
  }

  private async tick(): Promise<void> {
    const { engine } = this.options;
    if (this.busy || engine.paused() || engine.backoff.waitMs(this.now()) > 0) return;
    this.busy = true;
    try {
      if (!(await this.clientsLoaded())) {
        await engine.syncTables(this.options.initialTables ?? INITIAL_TABLES);
      }
      if (this.ticker !== null) this.timers.clearInterval(this.ticker);
      this.ticker = null;
      await this.syncNow();
    } catch {
      // The board shows the failure; the next tick after the backoff tries again.
    } finally {
      this.busy = false;
    }
  }

  /** A transient failure schedules a sync after the backoff; one waits at a time (a sync clears it as it starts). */
  private afterFailure(error: unknown): SyncOutcome {
    if (error instanceof SyncPausedError) return { kind: 'paused', reason: error.reason };
    if (!(error instanceof TransientError)) return { kind: 'failed', error };
    const inMs = this.options.engine.backoff.waitMs(this.now());
    if (this.retry !== null) return { kind: 'retrying', inMs };
    this.retry = this.timers.setTimeout(() => {
      this.retry = null;
      this.current = this.syncNow();
    }, inMs);
    return { kind: 'retrying', inMs };
  }
}
