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

  /**
   * The searches still under way answer into nothing: called when a suggestion is chosen, so a late
   * answer does not open the list again over the choice.
   */
  const stop = (): void => {
    latest.current += 1;
  };

  /** Empties the list and stops the searches under way. */
  const clear = (): void => {
    stop();
    setSuggestions([]);
  };

  return { suggestions, search, stop, clear };
}
