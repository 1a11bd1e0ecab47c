import { useSyncExternalStore } from 'react';

/** The phone layout's breakpoint (the same 640 px as the stylesheets' phone rules). */
export const PHONE_QUERY = '(max-width: 640px)';

// jsdom (the unit tests) has no matchMedia: there the layout is the desktop one.
const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null);

const subscribe = (onChange: () => void) => {
  const query = media();
  if (!query) return () => undefined;
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** True on a phone-wide window: lists then show cards instead of a table that would scroll sideways. */
export function usePhone(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches ?? false,
    () => false,
  );
}
