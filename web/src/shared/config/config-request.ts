/**
 * The first request for /config.json, sent by the entry before React mounts: the start-up loader
 * then finds the answer on its way instead of asking only once its own chunk has arrived. index.html
 * preloads the same request, so this one is answered from the preload (the page's first round trip).
 */
let early: Promise<Response> | null = null;

export function requestConfigEarly(): void {
  early = fetch('/config.json', { cache: 'no-store' });
}

/** The early request, handed out once (a retry after a failure asks again). */
export function takeEarlyConfigRequest(): Promise<Response> | null {
  const taken = early;
  early = null;
  return taken;
}
