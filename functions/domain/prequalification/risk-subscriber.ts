import type { RiskTrigger } from '@shared/api/areas/prequalification';
import type { CounterpartyChange, DomainEvent } from '../../lib/domain-events';
import { log } from '../../lib/logger';
import { documentDecided } from '../documents/document-events';
import { packageDecided } from '../pbiot/package-events';
import { counterpartyRegistered } from '../profiles/registration-events';
import { tenderPaymentRecorded } from '../tenders/payment-events';

/**
 * The risk profile follows the changes of its inputs from registration on: the counterparty registered (its
 * first profile), a document decided, a PBIOT package decided, a tender payment recorded. Imported (for its subscriptions) by the functions that announce them; the
 * computation loads on the first event, so their other calls do not carry it. A failed recomputation is
 * logged and never undoes or refuses the decision it follows: the next change recomputes.
 */
function follow(event: DomainEvent<CounterpartyChange>, trigger: RiskTrigger): void {
  event.subscribe(async ({ counterpartyId, at }) => {
    try {
      const { recomputeRisk } = await import('./risk-service');
      await recomputeRisk(counterpartyId, trigger, at);
    } catch (error) {
      log('error', 'risk profile recomputation failed', {
        event: event.name,
        counterpartyId,
        error: error instanceof Error ? error.message : String(error),
      });
    }
  });
}

follow(counterpartyRegistered, 'REGISTERED');
follow(documentDecided, 'DOCUMENT_DECIDED');
follow(packageDecided, 'PBIOT_PACKAGE_DECIDED');
follow(tenderPaymentRecorded, 'TENDER_PAYMENT_RECORDED');
