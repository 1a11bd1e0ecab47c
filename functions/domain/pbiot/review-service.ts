import type { ReviewPackage, ReviewPackageDetail, ReviewState } from '@shared/api/areas/pbiot';
import { ERROR_CODES } from '@shared/api/error-payload';
import { PACKAGE_STATUS } from '@shared/constants/pbiot';
import type { Language } from '@shared/constants/spec';
import { packageDecided } from './package-events';
import type { Caller } from '../../lib/caller';
import { clock } from '../../lib/clock';
import { AppError, conflict, notFound } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { notifyCounterparty } from '../notifications/notifications-service';
import { packageStorage } from './package-storage';
import { type StoredPackage, pbiotRepository } from './pbiot-repository';
import { docName, filesOf, incidentForm, incidentsOf, warningsOf } from './questionnaire-view';
import './messages';

/** The safety reviewers' side (back office, moderator group): take a package, look at it, decide. */

const summary = (p: StoredPackage): ReviewPackage => ({
  id: p.packageId,
  counterpartyId: p.counterpartyId,
  companyName: p.companyName,
  companyCode: p.companyCode,
  status: p.status,
  sendDate: p.sendDate,
  sentBy: p.sentBy,
  assignedTo: p.assignedTo ?? null,
  completionDate: p.completionDate ?? null,
  expirationDate: p.expirationDate ?? null,
  comment: p.comment ?? null,
});

/** GET /backoffice/pbiot/packages: open ones oldest first (first come, first checked); completed newest first. */
export async function reviewQueue(state: ReviewState): Promise<ReviewPackage[]> {
  const packages = await pbiotRepository.listByState(state);
  const ordered = state === 'OPEN' ? packages : [...packages].reverse();
  return ordered.map(summary);
}

async function found(id: string): Promise<StoredPackage> {
  const pkg = await pbiotRepository.findPackage(id);
  if (!pkg) throw notFound();
  return pkg;
}

/** GET /backoffice/pbiot/packages/{id}: the incidents as sent and links to the frozen files. */
export async function reviewPackage(id: string, lang: Language): Promise<ReviewPackageDetail> {
  const pkg = await found(id);
  // The form's years are those of the send, not of today.
  const sentAt = new Date(pkg.sendDate);
  const values = incidentsOf(pkg.incidents);
  const files = await Promise.all(
    filesOf(pkg).map(async (file) => ({
      partition: file.partition,
      code: file.code,
      docName: docName(file.code, lang),
      name: file.name,
      size: file.size,
      url: await packageStorage.presignDownload(file.key, file.name),
    })),
  );
  return {
    ...summary(pkg),
    incidents: incidentForm(values, sentAt, lang),
    warnings: warningsOf(values, sentAt, lang),
    files,
  };
}

/** POST …/take: sets bit 2 (assigned) once; taking one's own package again changes nothing. */
export async function takePackage(caller: Caller, id: string): Promise<ReviewPackage> {
  const pkg = await found(id);
  if (pkg.state === 'DONE') throw conflict('pbiot.alreadyDecided');
  if (pkg.assignedTo === caller.login) return summary(pkg);
  if (pkg.assignedTo) throw conflict('pbiot.alreadyTaken');
  const status = pkg.status | PACKAGE_STATUS.ASSIGNED;
  if (!(await pbiotRepository.assign(pkg, caller.login, status))) throw conflict('pbiot.alreadyTaken');
  return summary({ ...pkg, assignedTo: caller.login, status });
}

/**
 * POST …/decision: completes the check (bit 4, plus 8 when approved, with the validity date), once and only
 * by the reviewer who took it; the supplier's editing block is released and the supplier is notified.
 */
export async function decidePackage(
  caller: Caller,
  id: string,
  body: { approved: boolean; comment: string; validUntil?: string },
): Promise<ReviewPackage> {
  const pkg = await found(id);
  if (pkg.state === 'DONE') throw conflict('pbiot.alreadyDecided');
  if (pkg.assignedTo !== caller.login) throw new AppError(409, ERROR_CODES.CONFLICT, 'pbiot.notYours');
  const now = clock.now();
  const status = pkg.status | PACKAGE_STATUS.COMPLETED | (body.approved ? PACKAGE_STATUS.APPROVED : 0);
  const result = {
    status,
    completionDate: now.toISOString(),
    comment: body.comment,
    ...(body.approved && body.validUntil ? { expirationDate: body.validUntil.slice(0, 10) } : {}),
  };
  if (!(await pbiotRepository.complete(pkg, caller.login, result))) throw conflict('pbiot.alreadyDecided');
  await pbiotRepository.releaseBlock(pkg.counterpartyId, pkg.packageId, now);
  const params = {
    comment: body.comment,
    date: (result.expirationDate ?? '').split('-').reverse().join('.'),
  };
  const key = body.approved ? 'pbiot.notice.approved' : 'pbiot.notice.rejected';
  await notifyCounterparty(
    pkg.counterpartyId,
    { ru: translate('ru', key, params), en: translate('en', key, params) },
    {
      type: 'PBIOT_CHECK',
      path: '/pbiot',
      subject: {
        ru: translate('ru', 'mail.subject.PBIOT_CHECK'),
        en: translate('en', 'mail.subject.PBIOT_CHECK'),
      },
    },
  );
  await packageDecided.publish({ counterpartyId: pkg.counterpartyId, at: now });
  return summary({ ...pkg, ...result, state: 'DONE' });
}
