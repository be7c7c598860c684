import { useEffect, useState } from 'react';
import { nowMillis } from '../../platform/clock.ts';

/** The time now, again every minute on the minute, for the now-line (tests move it with page.clock). */
export function useMinuteClock(): number {
  const [millis, setMillis] = useState(nowMillis);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = nowMillis();
      setMillis(current);
      timer = setTimeout(tick, 60_000 - (current % 60_000));
    };
    timer = setTimeout(tick, 60_000 - (nowMillis() % 60_000));
    return () => clearTimeout(timer);
  }, []);
  return millis;
}
