import { useEffectEvent, useId, useLayoutEffect, useState, type ReactNode } from 'react';
import type { EarlyIsland } from '@/lib/early-island';
import { useHydrated } from './useClientValue';

type EarlyScript<Adopted, Released> = {
  /** The island's script and hand-over, for useEarlyRelease. */
  island: EarlyIsland<Adopted, Released>;
  /** The id of the element the script drives: put it on that element. */
  id: string;
  /** What the early script handed over as React adopted it (lib/early-island.ts), or null. */
  adopted: Adopted | null;
  /** The controls work: the early script or React runs them. */
  ready: boolean;
  /** The inline script, to render after the element; pre-rendered only: a script React renders never runs. */
  script: ReactNode;
};

/**
 * An island's early script (lib/early-island.ts): the island adopts it as it first renders in the
 * browser, and starts from the state it hands over.
 */
export function useEarlyScript<Adopted, Released>(island: EarlyIsland<Adopted, Released>): EarlyScript<Adopted, Released> {
  const id = useId();
  const [adopted] = useState(() => island.adopt(id));
  const hydrated = useHydrated();
  return {
    island,
    id,
    adopted,
    ready: hydrated || adopted !== null,
    script: hydrated ? null : <script dangerouslySetInnerHTML={{ __html: island.script(id) }} />,
  };
}

/**
 * The hand-over's second step, once the island's state exists: as the island commits, it releases the
 * script it adopted, and `onRelease` applies what the visitor did in between.
 */
export function useEarlyRelease<Adopted, Released>(
  { island, id, adopted }: EarlyScript<Adopted, Released>,
  onRelease: (released: Released) => void,
): void {
  const apply = useEffectEvent(onRelease);
  useLayoutEffect(() => {
    const released = adopted === null ? null : island.release(id);
    if (released) apply(released);
  }, [island, id, adopted]);
}
