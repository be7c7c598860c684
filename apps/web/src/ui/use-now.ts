import { useEffect, useState } from 'react';
import { now } from '../platform/clock.ts';

/**
 * The one clock's time, read again every `everyMs`: lists whose content depends on the time (an appointment
 * that has just ended becomes a task, a past one leaves the dashboard) follow it without a reload.
 */
export function useNow(everyMs = 60_000): Date {
  const [current, setCurrent] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setCurrent(now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return current;
}
