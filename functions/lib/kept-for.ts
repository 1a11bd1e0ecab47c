/** A read whose answer this container keeps for `ttlMs`, and can ask whether it holds a fresh one. */
export interface KeptRead<T> {
  (): Promise<T>;
  /** The value, if this container read it less than the time kept ago. */
  fresh(): Promise<T> | null;
}

/**
 * `load` kept for `ttlMs` per container: for data that changes rarely (a directory, a stage's lists) and is
 * read on many calls. A failed read is not kept: the next call tries again.
 */
export function keptFor<T>(ttlMs: number, load: () => Promise<T>): KeptRead<T> {
  let entry: { at: number; value: Promise<T> } | null = null;
  const fresh = () => (entry && Date.now() - entry.at < ttlMs ? entry.value : null);
  const read = () => {
    const kept = fresh();
    if (kept) return kept;
    const value = load();
    entry = { at: Date.now(), value };
    value.catch(() => (entry = null));
    return value;
  };
  return Object.assign(read, { fresh });
}
