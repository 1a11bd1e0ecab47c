import { useEffect, useState } from 'react';

/** Register, bank and currency searches and the checks of typed numbers wait 500 ms (02 §5, §9). */
export const INPUT_DEBOUNCE_MS = 500;

/** The value as it was `delayMs` after its last change: searches and checks wait for the user to pause. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
