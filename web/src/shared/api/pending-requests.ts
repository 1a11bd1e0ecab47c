import { createStore } from '../hooks/external-store';

/** Number of visible calls in flight: the loading bar shows while it is above zero (01 §4.5). */
export const pendingRequests = createStore(0);

export const requestStarted = (): void => pendingRequests.set((n) => n + 1);
export const requestFinished = (): void => pendingRequests.set((n) => Math.max(0, n - 1));
