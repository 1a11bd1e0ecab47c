/**
 * A change one bounded context announces and others follow, so that the announcing context imports
 * none of them: dependencies between contexts run one way (test/infra/domain-contexts.test.ts). The
 * announcing context defines the event; a following context subscribes in a module of its own, which
 * the functions that can publish load (functions/http/group-handler.ts for the API; the same test
 * checks every deployed bundle). Subscribers run before `publish` resolves, as the call they follow did.
 */
export interface DomainEvent<T> {
  readonly name: string;
  subscribe(listener: (payload: T) => Promise<unknown>): void;
  publish(payload: T): Promise<void>;
}

export function domainEvent<T>(name: string): DomainEvent<T> {
  const listeners: ((payload: T) => Promise<unknown>)[] = [];
  return {
    name,
    subscribe: (listener) => void listeners.push(listener),
    async publish(payload) {
      // Nobody listening means a function was composed without a context that must follow: fail loudly
      // rather than leave that context's data stale.
      if (listeners.length === 0) throw new Error(`No subscriber of ${name} is loaded in this function`);
      await Promise.all(listeners.map((listener) => listener(payload)));
    },
  };
}

/** Something a context decided about a counterparty, and when (the risk profile follows such changes). */
export interface CounterpartyChange {
  readonly counterpartyId: string;
  readonly at: Date;
}
