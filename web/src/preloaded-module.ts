import { useEffect, useState } from 'react';

type Loaded<T> = { module: T; error?: undefined } | { module?: undefined; error: unknown } | null;

/**
 * Fetches a module now and gives a hook that returns it once it has arrived (null before; `error` if it failed).
 * React's lazy() with Suspense keeps its fallback on screen at least about 300 ms (its throttle), a third of the
 * overview's time; a component read from this hook is drawn on the render after its code arrives.
 */
export function preloadedModule<T>(load: () => Promise<T>): () => Loaded<T> {
  let settled: Loaded<T> = null;
  const loading = load().then(
    (module) => (settled = { module }),
    (error: unknown) => (settled = { error }),
  );
  return function usePreloadedModule(): Loaded<T> {
    const [state, setState] = useState<Loaded<T>>(settled);
    useEffect(() => {
      if (state) return;
      let mounted = true;
      void loading.then((result) => {
        if (mounted) setState(result);
      });
      return () => {
        mounted = false;
      };
    }, [state]);
    return state;
  };
}
