import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { runSchemasWithoutEval } from '@carevisit/core';
import { setUpI18n } from './i18n/i18n.ts';
import { loadRuntimeConfig } from './platform/runtime-config.ts';
import { SessionStore } from './session/session-store.ts';
import { App } from './app/app.tsx';

// The page's policy forbids eval: zod must not probe for it (core api/strict-csp.ts).
runSchemasWithoutEval();

async function start() {
  const [config] = await Promise.all([loadRuntimeConfig(), setUpI18n()]);
  const sessions = new SessionStore(config);
  const root = createRoot(document.getElementById('root')!);
  // index.html already shows the splash; the app takes over in time slices rather than one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App sessions={sessions} />
      </StrictMode>,
    ),
  );
}

void start();
