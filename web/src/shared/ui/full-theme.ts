/**
 * The first screen's stylesheet holds only the PrimeReact theme rules of its own components (main.tsx);
 * the theme's whole layer (web/build/primereact-theme.ts) loads once that screen has painted. Every other
 * screen and dialog waits for it (`withFullTheme`), so none paints unstyled; by the time a user leaves the
 * first screen it is there.
 */
let loading: Promise<unknown> | null = null;

export function loadFullTheme(): Promise<unknown> {
  loading ??= import('./theme').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/** A lazy module that resolves once the whole theme is there too. */
export const withFullTheme =
  <T>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), loadFullTheme()]).then(([module]) => module);

/** Asks for the rest of the theme when the browser is idle after the first paint (after its largest text). */
export function loadFullThemeWhenIdle(): () => void {
  const load = () => void loadFullTheme().catch(() => undefined);
  // Safari has no requestIdleCallback.
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(load, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(load, 200);
  return () => window.clearTimeout(id);
}
