import { startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPLASH_MS } from '@carevisit/core';

/**
 * spec 1 §2: a 2-second logo screen, 'Initializing the application' with dots. index.html paints the same
 * markup (and holds its styles) before any script runs; React takes it over unchanged.
 */
export function Splash() {
  const { t } = useTranslation();
  return (
    <main className="boot-splash">
      <div>
        <img src="/logo.svg" alt="" width="120" height="120" />
        <h1>{t('header.appName')}</h1>
        <p role="status">
          {t('app.initializing')}
          <span className="dots" aria-hidden="true" />
        </p>
      </div>
    </main>
  );
}

/** True once the splash has shown for its 2 seconds in this page load. */
export function useSplashDone(): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    // A transition renders the next page in small slices, so the phone stays responsive while it builds.
    const timer = setTimeout(() => startTransition(() => setDone(true)), SPLASH_MS);
    return () => clearTimeout(timer);
  }, []);
  return done;
}
