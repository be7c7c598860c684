import type { Message } from '@carevisit/core';
import type { ApiClient } from '../api-client.ts';
import { SyncPausedError, TransientError } from '../api-errors.ts';
import { systemClock, type Clock } from '../clock.ts';
import { tableDef } from '../local-tables.ts';
import { OUTBOUND_TABLES } from '../pending-changes.ts';
import type { RecordStore } from '../record-store.ts';
import { Backoff, DEFAULT_BACKOFF, type BackoffPolicy } from './backoff.ts';
import { LoadStatusBoard } from './load-status.ts';
import { readTable, type ReadOptions } from './read-table.ts';
import { readSources, type SyncTableName } from './read-sources.ts';
import { writeDirtyRecords, type WriteCounts } from './write-dirty.ts';
import {
  appointmentWriter,
  auditWriter,
  documentWriter,
  visitCorrectionWriter,
  visitWriter,
  type WriterContext,
} from './writers.ts';

const MAX_WRITE_PASSES = 3;

export interface SyncEngineOptions {
  api: ApiClient;
  store: RecordStore;
  deviceId: string;
  clock?: Clock;
  random?: () => number;
  backoff?: BackoffPolicy;
  /**
   * Runs one write pass, or one read of a table the device writes to, while no other tab of the app runs one (a
   * Web Lock, issue 17): each pass reads the dirty records when it holds the lock, so a record another tab has
   * just sent is no longer dirty. Without it they run one at a time in this context alone.
   */
  exclusive?: <T>(work: () => Promise<T>) => Promise<T>;
}

export interface WriteSummary {
  stored: number;
  rejected: number;
}

/** What a failed load tells the screen, from spec 1 §8's catalog. */
function messageOf(error: unknown): Message {
  if (error instanceof TransientError && error.reason === 'network') return { key: 'login.deviceOffline' };
  return { key: 'login.serviceResponseError' };
}

/**
 * Spec 1 §4 "Sync of a table" and the architecture's sync protocol: write what waits (parents before
 * children), then read. One engine per signed-in session; writes never run twice at once, nor two reads of
 * one table.
 */
export class SyncEngine {
  readonly status = new LoadStatusBoard();
  readonly backoff: Backoff;
  private readonly now: Clock;
  private writing: Promise<WriteSummary> | null = null;
  private writeAgain = false;
  private readonly reading = new Map<string, Promise<void>>();
  private pausedBy: SyncPausedError | null = null;
  /** The last write pass or outbound read in this context; the next one starts after it (alone). */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly options: SyncEngineOptions) {
    this.now = options.clock ?? systemClock;
    this.backoff = new Backoff(options.random ?? Math.random, options.backoff ?? DEFAULT_BACKOFF);
  }

  /** Set when the session could not be renewed; nothing is sent until resume() after a new sign-in. */
  paused(): SyncPausedError | null {
    return this.pausedBy;
  }

  resume(): void {
    this.pausedBy = null;
  }

  /**
   * Writes every dirty record: appointments (with new addresses inside), visits, documents, audit events. A call while a
   * write runs waits for it and then runs once more, so records made meanwhile are not left behind.
   */
  writeDirty(): Promise<WriteSummary> {
    if (this.writing) {
      this.writeAgain = true;
      return this.writing;
    }
    const run = async (): Promise<WriteSummary> => {
      const total: WriteSummary = { stored: 0, rejected: 0 };
      // Another pass when asked meanwhile (always: the caller waits for its record to go), or, up to
      // MAX_WRITE_PASSES, when a pass stored records and left some dirty: a record changed after its first
      // send goes again as an update, and children wait for their parents' ids.
      for (let pass = 1; ; pass++) {
        this.writeAgain = false;
        const counts = await this.guard(
          () => this.alone(() => this.writeAll()),
          (c) => c.stored + c.rejected > 0,
        );
        total.stored += counts.stored;
        total.rejected += counts.rejected;
        const more = pass < MAX_WRITE_PASSES && counts.stored > 0 && (await this.hasDirty());
        if (!this.writeAgain && !more) break;
      }
      return total;
    };
    this.writing = run().finally(() => {
      this.writing = null;
    });
    return this.writing;
  }

  /** spec 1 §4: write dirty data, then read the table from the server, reporting progress on the board. */
  syncTable(table: SyncTableName, options: ReadOptions = {}): Promise<void> {
    const key = options.clientId === undefined ? table : `${table}?clientId=${options.clientId}`;
    const running = this.reading.get(key);
    if (running) return running;
    const run = this.runSync(table, options).finally(() => this.reading.delete(key));
    this.reading.set(key, run);
    return run;
  }

  /** Several tables one after another; stops at the first failure (the rest would meet it too). */
  async syncTables(tables: readonly SyncTableName[], options: ReadOptions = {}): Promise<void> {
    for (const table of tables) await this.syncTable(table, options);
  }

  private async runSync(table: SyncTableName, options: ReadOptions): Promise<void> {
    let loaded = 0;
    this.status.set({ table, status: 'loading', loaded });
    try {
      await this.writeDirty();
      const ctx = { api: this.options.api, store: this.options.store, now: this.now };
      let before = 0;
      const read = () =>
        readTable(
          ctx,
          table,
          readSources[table],
          options,
          (run) => {
            before = loaded;
            return this.guard(run);
          },
          (source, count, total) => {
            // A client's picture, emails, phones and addresses are part of it: progress counts clients.
            if (source.clientPart !== undefined && source.clientPart !== 'client') return;
            loaded = before + count;
            this.status.set({ table, status: 'loading', loaded, ...(total === undefined ? {} : { total }) });
          },
        );
      // A table the device writes to is read alone: a write acknowledged while its read was under way would be
      // clean again when the read's older copy arrives, and that copy would take its place.
      await (tableDef(table).outbound ? this.alone(read) : read());
      this.status.set({ table, status: 'success', loaded });
    } catch (error) {
      this.status.set({ table, status: 'error', loaded, error: messageOf(error) });
      throw error;
    }
  }

  /** Runs work after this context's last write pass or outbound read, and under `exclusive` when given. */
  private alone<T>(work: () => Promise<T>): Promise<T> {
    const exclusive = this.options.exclusive ?? (<U>(run: () => Promise<U>) => run());
    const run = this.queue.then(() => exclusive(work));
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async hasDirty(): Promise<boolean> {
    for (const table of OUTBOUND_TABLES) {
      if ((await this.options.store.table(table).where('syncState').equals('dirty').count()) > 0) return true;
    }
    return false;
  }

  private async writeAll(): Promise<WriteCounts> {
    const ctx: WriterContext = {
      api: this.options.api,
      store: this.options.store,
      deviceId: this.options.deviceId,
    };
    const store = this.options.store;
    // Parents before children: a visit and a document need their appointment's server id; audit events last.
    const steps = [
      () => writeDirtyRecords(store, appointmentWriter(ctx)),
      () => writeDirtyRecords(store, visitWriter(ctx)),
      () => writeDirtyRecords(store, visitCorrectionWriter(ctx)),
      () => writeDirtyRecords(store, documentWriter(ctx)),
      () => writeDirtyRecords(store, auditWriter(ctx)),
    ];
    const total: WriteCounts = { stored: 0, rejected: 0 };
    for (const step of steps) {
      const counts = await step();
      total.stored += counts.stored;
      total.rejected += counts.rejected;
    }
    return total;
  }

  /** Every server exchange goes through here: it keeps the backoff and the paused state up to date. */
  private async guard<T>(
    work: () => Promise<T>,
    reachedServer: (result: T) => boolean = () => true,
  ): Promise<T> {
    if (this.pausedBy) throw this.pausedBy;
    try {
      const result = await work();
      // Only an answer from the server ends a backoff: a write pass with nothing to send proves nothing.
      if (reachedServer(result)) this.backoff.succeed();
      return result;
    } catch (error) {
      if (error instanceof TransientError) this.backoff.fail(this.now(), error.retryAfterMs);
      if (error instanceof SyncPausedError) this.pausedBy = error;
      throw error;
    }
  }
}
