import { useSyncExternalStore } from 'react';

/**
 * A number that grows when the member publishes, takes back or deletes an article: the list's
 * keys carry it, so every page and filter of the list is read again, not shown from before.
 */
let generation = 0;
const listeners = new Set<() => void>();

export function listChanged() {
  generation += 1;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useListGeneration = () => useSyncExternalStore(subscribe, () => generation, () => 0);
