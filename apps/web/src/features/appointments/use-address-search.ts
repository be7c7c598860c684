import { useEffect, useMemo, useRef, useState } from 'react';
import type { AddressSearchResult } from '@carevisit/core';
import type { ApiClient } from '../../data/index.ts';
import { AddressSearchScheduler } from './address-search-scheduler.ts';
import { failureKind, searchAddresses } from './address-search.ts';

export interface AddressSearch {
  suggestions: AddressSearchResult[];
  searching: boolean;
  /** The street field now reads `text`. */
  typed: (text: string) => void;
  /** A suggestion was chosen. */
  selected: () => void;
}

/**
 * spec 1 §5, §7 address search while typing street 1: suggestions from the server, timed by the scheduler.
 * A failed search is logged and ignored (spec 1 §7); an answer to an older text is dropped.
 */
export function useAddressSearch(api: ApiClient, online: boolean): AddressSearch {
  const [suggestions, setSuggestions] = useState<AddressSearchResult[]>([]);
  const [searching, setSearching] = useState(false);
  const current = useRef<string | null>(null);

  const scheduler = useMemo(
    () =>
      // eslint-disable-next-line react-hooks/refs -- the scheduler calls this only from its timer, never while rendering
      new AddressSearchScheduler((query) => {
        current.current = query;
        setSearching(true);
        searchAddresses(api, query)
          .then((results) => {
            if (current.current === query) setSuggestions(results);
          })
          .catch((error: unknown) => {
            console.warn(`Address search failed: ${failureKind(error)}`);
            if (current.current === query) setSuggestions([]);
          })
          .finally(() => {
            if (current.current === query) setSearching(false);
          });
      }),
    [api],
  );
  useEffect(() => () => scheduler.cancel(), [scheduler]);

  const stop = () => {
    current.current = null;
    setSuggestions([]);
    setSearching(false);
  };

  return {
    suggestions,
    searching,
    typed: (text) => {
      current.current = null;
      if (!scheduler.typed(text, online)) stop();
    },
    selected: () => {
      scheduler.selected();
      stop();
    },
  };
}
