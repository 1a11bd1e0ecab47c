import { useRef, useState } from 'react';
import { REGISTER_SEARCH_MIN_CHARS } from '@shared/validation/registration';

/**
 * The suggestions of a search box (an AutoComplete's completeMethod) where only the answer to the
 * latest search counts. An earlier search that answers late is dropped: otherwise it replaced the
 * list the user was tapping (a tap lost to the re-render, seen on phones). A failed search, or text
 * shorter than the searches accept, shows no suggestions.
 */
export function useLatestSuggestions<T>(find: (text: string) => Promise<T[]>) {
  const [suggestions, setSuggestions] = useState<T[]>([]);
  const latest = useRef(0);

  const search = async (typed: string): Promise<void> => {
    const id = ++latest.current;
    const text = typed.trim();
    const found = text.length < REGISTER_SEARCH_MIN_CHARS ? [] : await find(text).catch((): T[] => []);
    if (id === latest.current) setSuggestions(found);
  };

  /** Empties the list, and any search still under way answers into nothing. */
  const clear = (): void => {
    latest.current += 1;
    setSuggestions([]);
  };

  return { suggestions, search, clear };
}
