import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { runSchemasWithoutEval } from '@carevisit/core';
import { setUpI18n } from './i18n/i18n.ts';
import { deviceTimeZone } from './platform/device-time-zone.ts';
import { loadRuntimeConfig } from './platform/runtime-config.ts';
import { nextTask, whenIdle } from './platform/when-idle.ts';
import { SessionStore } from './session/session-store.ts';
import { App } from './app/app.tsx';

// The page's policy forbids eval: zod must not probe for it (core api/strict-csp.ts).
runSchemasWithoutEval();

async function start() {
  const config = loadRuntimeConfig();
  // The first screen's code has just been evaluated, in one task; the catalog's set-up (about 10 ms on a laptop,
  // four times that on a phone) goes into the next one.
  await nextTask();
  const [runtime] = await Promise.all([config, setUpI18n()]);
  const sessions = new SessionStore(runtime);
  const root = createRoot(document.getElementById('root')!);
  // index.html already shows the splash; the app takes over in time slices rather than one long task.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App sessions={sessions} />
      </StrictMode>,
    ),
  );
  // The device's first date format reads its calendar and time zone data (about 10 ms on a laptop, four times that
  // on a phone): read while the splash shows, in a task of its own, not in the first screen's.
  whenIdle(deviceTimeZone);
}

void start();
