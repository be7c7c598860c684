import { useEffect, useState } from 'react';

export interface PendingUpdate {
  /** Activates the waiting worker and reloads the page into the new version. */
  apply: () => Promise<void>;
}

/**
 * spec 1 §2: the offline-cache worker registers at /sw.js; when a new version is waiting the app offers it.
 * The registration module is loaded lazily so it never weighs on the first screen.
 */
export function usePendingUpdate(): PendingUpdate | null {
  const [pending, setPending] = useState<PendingUpdate | null>(null);
  useEffect(() => {
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
    let cancelled = false;
    void import('virtual:pwa-register').then(({ registerSW }) => {
      if (cancelled) return;
      const update = registerSW({
        onNeedRefresh: () => setPending({ apply: () => update(true) }),
      });
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return pending;
}
