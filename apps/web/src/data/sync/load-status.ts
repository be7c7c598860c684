import type { Message } from '@carevisit/core';

/** spec 1 §4: data loads go idle, loading, then success or error. */
export type LoadStatus = 'idle' | 'loading' | 'success' | 'error';

/** What a screen needs to say "Syncing clients 120 of 600" (total only when known). */
export interface LoadProgress {
  table: string;
  status: LoadStatus;
  loaded: number;
  total?: number;
  error?: Message;
}

export type ProgressListener = (progress: LoadProgress, all: readonly LoadProgress[]) => void;

/** The load state of every table, observable by screens. */
export class LoadStatusBoard {
  private readonly tables = new Map<string, LoadProgress>();
  private readonly listeners = new Set<ProgressListener>();

  get(table: string): LoadProgress {
    return this.tables.get(table) ?? { table, status: 'idle', loaded: 0 };
  }

  all(): LoadProgress[] {
    return [...this.tables.values()];
  }

  set(progress: LoadProgress): void {
    this.tables.set(progress.table, progress);
    const all = this.all();
    for (const listener of this.listeners) listener(progress, all);
  }

  subscribe(listener: ProgressListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
