import { useEffect, useRef } from 'react';
import type { FetcherWithComponents } from 'react-router';

/** Runs `onDone` once for each answer a fetcher's action gives (toast, close a modal, navigate). */
export function useFetcherDone<T>(fetcher: FetcherWithComponents<T>, onDone: (data: T) => void): void {
  const handled = useRef<T | undefined>(undefined);
  const latest = useRef(onDone);
  latest.current = onDone;
  useEffect(() => {
    if (fetcher.state !== 'idle' || fetcher.data === undefined || fetcher.data === handled.current) return;
    handled.current = fetcher.data;
    latest.current(fetcher.data);
  }, [fetcher.state, fetcher.data]);
}
