// The page side of the week view benchmark, driven by ../week-view.bench.ts in headless Chromium: the schedule's
// real TimeGrid, in the app's theme, catalog and router, rendered for a week of appointments from memory (the
// local database is not part of this measure).
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { maxEventsShown } from '@carevisit/core';
import { MemoryRouter } from 'react-router';
import { themeFor } from '../../apps/web/src/app/theme.ts';
import { TimeGrid } from '../../apps/web/src/features/schedule/time-grid.tsx';
import { setUpI18n } from '../../apps/web/src/i18n/i18n.ts';
import type { LocalAppointment } from '../../apps/web/src/data/index.ts';
import type { BenchGlobal, RenderRun } from './protocol.ts';
import { CLIENTS, SHIFTS, TIME_ZONE, TODAY, WEEK, weekAppointments } from './week-fixture.ts';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

function week(appointments: LocalAppointment[]) {
  return (
    <ThemeProvider theme={themeFor({ language: 'en', reducedMotion: false })}>
      <CssBaseline />
      <MemoryRouter>
        <TimeGrid
          days={WEEK}
          selectedDay={TODAY}
          today={TODAY}
          appointments={appointments}
          clients={CLIENTS}
          shifts={SHIFTS}
          maxShown={maxEventsShown('tablet')}
          isDayDisabled={() => false}
          onSlot={() => undefined}
          onOpenDay={() => undefined}
          label="week"
          bottomGapPx={0}
          timeZone={TIME_ZONE}
        />
      </MemoryRouter>
    </ThemeProvider>
  );
}

function mount() {
  const host = document.createElement('div');
  // A tablet's content area in portrait (spec 1 §1: the tablet layout), as the e2e tablet project has it.
  host.style.width = '864px';
  document.body.append(host);
  return { host, root: createRoot(host) };
}

async function render(count: number): Promise<RenderRun> {
  const appointments = weekAppointments(count);
  const { host, root } = mount();
  const start = performance.now();
  flushSync(() => root.render(week(appointments)));
  // Reading a size makes the browser lay the new grid out now, inside the measure.
  host.getBoundingClientRect();
  const layoutMs = performance.now() - start;
  await nextFrame();
  const frameMs = performance.now() - start;
  const blocks = host.querySelectorAll(
    '[data-testid="schedule-event"], [data-testid="schedule-more"]',
  ).length;
  root.unmount();
  host.remove();
  return { blocks, layoutMs, frameMs };
}

function show(count: number): void {
  flushSync(() => mount().root.render(week(weekAppointments(count))));
}

await setUpI18n();
(globalThis as BenchGlobal).weekViewBench = { render, show };
