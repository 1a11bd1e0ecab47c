import { log } from './logger';

/**
 * A one-way port between contexts: a context announces that something happened to a counterparty
 * without knowing who listens, and a context that depends on it (prequalification's risk profile)
 * subscribes. The announcing context imports nothing of the subscriber; the function's handler
 * imports the subscriber's registration, so the listener lives in the bundles that announce.
 * Subscribers run in the same request, after the change is stored: a failing one is logged and
 * never undoes or refuses the change that was announced.
 */
export type DomainEventType = 'DOCUMENT_DECIDED' | 'PBIOT_PACKAGE_DECIDED' | 'TENDER_PAYMENT_RECORDED';

export interface DomainEvent {
  type: DomainEventType;
  counterpartyId: string;
  at: Date;
}

type Subscriber = (event: DomainEvent) => Promise<void>;

const subscribers = new Map<string, Subscriber>();

/** Registers (or replaces) the subscriber named `name`: registering twice keeps one. */
export function subscribe(name: string, subscriber: Subscriber): void {
  subscribers.set(name, subscriber);
}

export const subscriberNames = (): string[] => [...subscribers.keys()];

export async function publish(event: DomainEvent): Promise<void> {
  for (const [name, subscriber] of subscribers) {
    try {
      await subscriber(event);
    } catch (error) {
      log('error', 'domain event subscriber failed', {
        subscriber: name,
        type: event.type,
        counterpartyId: event.counterpartyId,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
}
