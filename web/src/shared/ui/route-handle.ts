import { useMatches } from 'react-router-dom';

/** Static facts of a route, kept in its `handle`. */
export interface RouteHandle {
  /** i18n key (common namespace) of the page title: the tab title and the placeholder heading. */
  titleKey?: string;
}

const handleOf = (value: unknown): RouteHandle =>
  typeof value === 'object' && value !== null ? (value as RouteHandle) : {};

/** The title key of the deepest matched route that has one. */
export function useRouteTitleKey(): string | null {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const key = handleOf(matches[i]?.handle).titleKey;
    if (key) return key;
  }
  return null;
}
