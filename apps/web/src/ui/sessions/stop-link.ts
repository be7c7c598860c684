import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

const PARAM = 'stopVisit';

/**
 * The visit a page's query asks to stop (?stopVisit=<visit id>), or null. Stopping goes through the query, as
 * the Appointment dialog does, so a card's menu anywhere can start it without importing the verification
 * dialogs, and a reload during verification comes back to it.
 */
export function stopVisitTargetOf(searchParams: URLSearchParams): number | null {
  const id = Number(searchParams.get(PARAM));
  return searchParams.has(PARAM) && Number.isInteger(id) && id !== 0 ? id : null;
}

export interface StopVisitLink {
  open: (visitId: number) => void;
  /** Done: replaces the entry, so Back does not ask to stop the visit again. */
  close: () => void;
}

export function useStopVisitLink(): StopVisitLink {
  const [, setSearchParams] = useSearchParams();
  const open = useCallback(
    (visitId: number) =>
      setSearchParams((params) => {
        params.set(PARAM, String(visitId));
        return params;
      }),
    [setSearchParams],
  );
  const close = useCallback(
    () =>
      setSearchParams(
        (params) => {
          params.delete(PARAM);
          return params;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  return { open, close };
}
