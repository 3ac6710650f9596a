import { useId, useState, type ReactNode } from 'react';
import { useHydrated } from './useClientValue';

type EarlyScript<State> = {
  /** The id of the element the script drives: put it on that element. */
  id: string;
  /** What the early script handed over when React took over from it (lib/early-island.ts), or null. */
  early: State | null;
  /** The controls work: the early script or React runs them. */
  ready: boolean;
  /** The inline script, to render after the element; pre-rendered only: a script React renders never runs. */
  script: ReactNode;
};

/**
 * An island's early script and the hand-over from it (lib/early-island.ts): `adopt` stops the script
 * and reads its state as the island first renders in the browser, `source` writes it for an id.
 */
export function useEarlyScript<State>(adopt: (id: string) => State | null, source: (id: string) => string): EarlyScript<State> {
  const id = useId();
  const [early] = useState(() => adopt(id));
  const hydrated = useHydrated();
  return {
    id,
    early,
    ready: hydrated || early !== null,
    script: hydrated ? null : <script dangerouslySetInnerHTML={{ __html: source(id) }} />,
  };
}
