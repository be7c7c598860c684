import { useEffect } from 'react';
import { useActiveSession } from '../../session/session-context.tsx';
import { sendUnsentLanguage } from '../../session/language/language-sync.ts';
import { useLatest } from '../../ui/use-latest.ts';

/**
 * Issue 33 item 3: a language chosen without a connection (or while the server could not be reached) goes to the
 * server when the app opens signed in and whenever the connection returns. Nothing to show.
 */
export function LanguageWatcher() {
  const active = useActiveSession();
  const latest = useLatest(active);
  useEffect(() => {
    const send = () => void sendUnsentLanguage(latest.current.api);
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [latest]);
  return null;
}
