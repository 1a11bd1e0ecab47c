import type { ChangeRequest, ChangeRequestKind } from '@shared/api/areas/backoffice';
import type { Language } from '@shared/constants/spec';
import type { Caller } from '../../lib/caller';
import { conflict, notFound } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { notifyCounterparty } from '../notifications/notifications-service';
import { syncAccountState } from './account-state';
import { applyDecision } from './decision-effects';
import { profilesRepository } from './profiles-repository';
import { changeRequestsRepository } from './change-requests-repository';
import { toChangeRequest } from './change-request-queue';
import { directoryFor } from './bank-accounts';
import { accountsOfChange } from './change-view';
import './messages';

/**
 * POST /backoffice/change-requests/{id}/decision: one decision per request (a conditional write on
 * PENDING; the second reviewer gets 409). The decision is applied to the profile, recorded with who
 * and when, and the supplier is notified.
 */
export async function decideChangeRequest(
  caller: Caller,
  id: string,
  body: { decision: 'APPROVE' | 'REJECT'; comment: string },
  lang: Language,
): Promise<ChangeRequest> {
  const request = await changeRequestsRepository.get(id);
  if (!request) throw notFound();
  if (request.status !== 'PENDING') throw conflict('backoffice.alreadyDecided');
  const approved = body.decision === 'APPROVE';
  const decided = await changeRequestsRepository.decide(request, {
    status: approved ? 'APPROVED' : 'REJECTED',
    decidedBy: caller.login,
    comment: body.comment,
  });
  if (!decided) throw conflict('backoffice.alreadyDecided');
  try {
    await applyDecision(decided, approved);
  } catch (error) {
    await changeRequestsRepository.reopen(decided, caller.login);
    throw error;
  }
  const notice = approved ? 'backoffice.approvedNotice' : 'backoffice.rejectedNotice';
  const kindKey = `kind.${decided.change.kind}` as const;
  await notifyCounterparty(
    decided.counterpartyId,
    {
      ru: translate('ru', notice, { kind: translate('ru', kindKey), comment: body.comment }),
      en: translate('en', notice, { kind: translate('en', kindKey), comment: body.comment }),
    },
    {
      type: 'PROFILE_CHANGES',
      path: '/job-application',
      subject: {
        ru: translate('ru', 'mail.subject.PROFILE_CHANGES'),
        en: translate('en', 'mail.subject.PROFILE_CHANGES'),
      },
    },
  );
  return toChangeRequest(decided, await directoryFor(accountsOfChange(decided.change)), lang);
}

/**
 * An administrator's "clean moderation" (02 §4): every request of the counterparty still waiting
 * is closed as rejected with the administrator's reason, and the account leaves moderation, so the
 * supplier may edit and send again. Returns the kinds withdrawn. Telling the supplier is the caller's part (one notice for all of them).
 */
export async function withdrawPendingRequests(
  counterpartyId: string,
  actor: string,
  reason: string,
): Promise<ChangeRequestKind[]> {
  const pending = await profilesRepository.listPending(counterpartyId);
  const withdrawn: ChangeRequestKind[] = [];
  for (const marker of pending) {
    const request = await changeRequestsRepository.get(marker.requestId);
    if (request?.status === 'PENDING') {
      const decided = await changeRequestsRepository.decide(request, {
        status: 'REJECTED',
        decidedBy: actor,
        comment: reason,
      });
      // A reviewer deciding at the same moment wins; the marker is then cleared by that decision.
      if (!decided) continue;
    }
    await profilesRepository.clearPending(counterpartyId, marker.kind, marker.requestId);
    withdrawn.push(marker.kind);
  }
  // Also run with nothing withdrawn: it takes an account whose flag was left behind off moderation.
  await syncAccountState(counterpartyId);
  return withdrawn;
}
