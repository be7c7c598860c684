/** At most this often is a new activity time written to the device and told to the other tabs. */
export const ACTIVITY_SHARE_MS = 5_000;

/** Where the time of the last activity goes so a reload and the other tabs know it (vault and tab channel). */
export interface ActivitySink {
  share(atMillis: number): void;
}

/**
 * spec 1 §4 Inactivity across page loads and tabs (issue 17): the time of the user's last activity, starting
 * from the one kept on the device. Local activity is shared at most every ACTIVITY_SHARE_MS (a reload then
 * counts the user idle a few seconds early, never late); Resume is shared at once.
 */
export class SharedActivity {
  private lastMillis: number;
  private sharedMillis: number;
  private readonly listeners = new Set<() => void>();

  constructor(
    startMillis: number,
    private readonly sink: ActivitySink,
  ) {
    this.lastMillis = startMillis;
    this.sharedMillis = startMillis;
  }

  last(): number {
    return this.lastMillis;
  }

  /** The user did something in this tab; `urgent` shares it at once (Resume). */
  note(atMillis: number, urgent = false): void {
    if (atMillis <= this.lastMillis) return;
    this.lastMillis = atMillis;
    if (urgent || atMillis - this.sharedMillis >= ACTIVITY_SHARE_MS) {
      this.sharedMillis = atMillis;
      this.sink.share(atMillis);
    }
  }

  /** Another tab's activity: later than ours moves ours on, and whoever waits is told. */
  heard(atMillis: number): void {
    if (atMillis <= this.lastMillis) return;
    this.lastMillis = atMillis;
    this.sharedMillis = Math.max(this.sharedMillis, atMillis);
    for (const listener of this.listeners) listener();
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
