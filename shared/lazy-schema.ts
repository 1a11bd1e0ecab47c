import type * as z from 'zod/mini';

/**
 * A module-level schema built when it is first used, then kept. Building a zod schema costs far more
 * than parsing with it (every method call makes a new schema), and a module of the contract or the
 * shared rules holds dozens: a function's cold call now builds the schemas of the route it serves, not
 * those of every route whose module it loads (docs/figures-runtime.md).
 */
export function lazySchema<S extends z.ZodMiniType>(build: () => S): () => S {
  let built: S | undefined;
  return () => (built ??= build());
}
