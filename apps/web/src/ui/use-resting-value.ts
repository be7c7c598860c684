import { useEffect, useState } from 'react';

/** The value once it has stayed the same for `restMs` (at once when it is emptied). */
export function useRestingValue<T>(value: T, restMs: number): T {
  const [resting, setResting] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setResting(value), value === '' ? 0 : restMs);
    return () => clearTimeout(timer);
  }, [value, restMs]);
  return resting;
}
