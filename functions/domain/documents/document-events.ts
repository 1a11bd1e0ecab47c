import { domainEvent, type CounterpartyChange } from '../../lib/domain-events';

/** A reviewer accepted or rejected a supplier's document (prequalification/risk-subscriber.ts follows it). */
export const documentDecided = domainEvent<CounterpartyChange>('documents.documentDecided');
