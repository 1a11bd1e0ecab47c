/**
 * `load` run on the first call, its answer kept for the container's life and shared by concurrent calls. A
 * failure is not kept: the next call tries again instead of failing until the container ends.
 */
export function onceUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= load().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}
