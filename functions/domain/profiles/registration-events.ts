import { domainEvent, type CounterpartyChange } from '../../lib/domain-events';

/** A counterparty finished registering (prequalification/risk-subscriber.ts gives it its first risk profile). */
export const counterpartyRegistered = domainEvent<CounterpartyChange>('profiles.counterpartyRegistered');
