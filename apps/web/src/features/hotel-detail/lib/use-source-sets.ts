import { useCallback, useEffect, useState } from 'react';
import { loadSourceSets, saveSourceSets, type SourceSets } from './source-states';

const storage = () => (typeof window === 'undefined' ? null : window.localStorage);

function load(hotelId: string): SourceSets {
  const s = storage();
  return s ? loadSourceSets(s, hotelId) : { failed: [], processing: [] };
}

/** The two per-hotel URL sets of spec section 4, kept in localStorage so a reload keeps them. */
export function useSourceSets(hotelId: string) {
  const [state, setState] = useState(() => ({ hotelId, sets: load(hotelId) }));
  let current = state;
  if (state.hotelId !== hotelId) {
    // Navigated to another hotel while mounted: adjust during render instead of an effect round-trip.
    current = { hotelId, sets: load(hotelId) };
    setState(current);
  }

  useEffect(() => {
    const s = storage();
    if (s) saveSourceSets(s, state.hotelId, state.sets);
  }, [state]);

  const update = useCallback((fn: (sets: SourceSets) => SourceSets) => {
    setState((prev) => {
      const sets = fn(prev.sets);
      return sets === prev.sets ? prev : { ...prev, sets };
    });
  }, []);

  return [current.sets, update] as const;
}
