import { useSyncExternalStore } from 'react';

/** spec 1 §4: the online/offline flag follows the browser's online and offline events. */
function subscribeOnline(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export const isOnline = (): boolean => navigator.onLine;

export function useOnline(): boolean {
  return useSyncExternalStore(subscribeOnline, isOnline);
}
