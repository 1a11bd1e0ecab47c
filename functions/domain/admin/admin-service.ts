import type { UserProfileRow } from '@shared/api/areas/admin';
import type { RiskTier } from '@shared/api/areas/prequalification';
import type { Caller } from '../../lib/caller';
import { clock } from '../../lib/clock';
import { badRequest, notFound } from '../../lib/errors';
import { translate } from '../../lib/messages';
import { changeCompanyCode, setAccountStatus, userRecord } from '../accounts/accounts-service';
import { changeLogin } from '../accounts/login-service';
import { withdrawPendingRequests } from '../profiles/review-service';
import { grantPbiotEditing } from '../pbiot/editing-access';
import { notifyCounterparty } from '../notifications/notifications-service';
import { auditRepository } from './audit-repository';
import { recordAudit } from './audit-trail';
import { directoryRepository, type DirectoryRow } from './directory-repository';
import { rowMatches, searchPlan, tierToken, ALL_TOKEN } from './search-tokens';
import { indexUser } from './user-directory';
import { supplySystem } from './supply-system';
import './messages';

/** A search key read whole up to this many rows; more specific words narrow it (see searchPlan). */
const SEARCH_CAP = 2_000;

const publicRow = ({ counterpartyId: _, ...row }: DirectoryRow): UserProfileRow => row;

/**
 * GET /profiles/forms: one Query on the search's key, paged by offset and limit. A tier alone reads the
 * tier's key; with a search, the search's rows are narrowed to the tier.
 */
export async function searchProfiles(query: {
  search: string;
  offset: number;
  limit: number;
  tier?: RiskTier | undefined;
}) {
  const { token: searched, words } = searchPlan(query.search);
  const token = searched === ALL_TOKEN && query.tier ? tierToken(query.tier) : searched;
  if (token === ALL_TOKEN) {
    const [rows, count] = await Promise.all([
      directoryRepository.rowsUnder(ALL_TOKEN, query.offset + query.limit),
      directoryRepository.count(),
    ]);
    return { content: rows.slice(query.offset).map(publicRow), count };
  }
  const found = (await directoryRepository.rowsUnder(token, SEARCH_CAP)).filter(
    (row) => (words.length < 2 || rowMatches(row, words)) && (!query.tier || row.riskTier === query.tier),
  );
  return {
    content: found.slice(query.offset, query.offset + query.limit).map(publicRow),
    count: found.length,
  };
}

async function rowOf(id: string): Promise<DirectoryRow> {
  const row = await directoryRepository.getRow(id);
  if (!row) throw notFound();
  return row;
}

function counterpartyOf(row: DirectoryRow): { counterpartyId: string; companyCode: string } {
  if (!row.counterpartyId || !row.code) throw badRequest('admin.noCounterparty');
  return { counterpartyId: row.counterpartyId, companyCode: row.code };
}

const audited = recordAudit;

/** POST /profiles/{id}/resend-snabgenie: the counterparty goes to the supply system again. */
export async function resendToSupplySystem(caller: Caller, id: string, reason: string) {
  const row = await rowOf(id);
  const counterparty = counterpartyOf(row);
  const before = await supplySystem.lastSent(counterparty.counterpartyId);
  const now = clock.now();
  await supplySystem.send(counterparty, caller.login, now);
  return audited(id, caller, 'RESEND_SNABGENIE', reason, { before, after: now.toISOString() });
}

/**
 * POST /profiles/status/{id}: the status as the master-data registry knows it. The registry here
 * knows a counterparty once it is registered in the cabinet, and nothing of a user without one.
 */
export async function refreshStatus(caller: Caller, id: string, reason: string) {
  const record = await userRecord(id);
  if (!record) throw notFound();
  const after = record.counterparty ? 'REGISTERED' : 'NEW';
  if (after !== record.status) await setAccountStatus(id, after);
  await indexUser(id);
  return audited(id, caller, 'UPDATE_STATUS', reason, { before: record.status, after });
}

/** POST /profile/{contractorCode}/clean/moderation: pending change requests dropped, the supplier told. */
export async function cleanModeration(caller: Caller, contractorCode: string, reason: string) {
  const [row] = (await directoryRepository.rowsUnder(contractorCode, 10)).filter(
    (r) => r.code === contractorCode,
  );
  if (!row) throw notFound();
  const { counterpartyId } = counterpartyOf(row);
  const withdrawn = await withdrawPendingRequests(counterpartyId, caller.login, reason);
  if (withdrawn.length > 0) {
    await notifyCounterparty(
      counterpartyId,
      {
        ru: translate('ru', 'admin.moderationCleaned', { reason }),
        en: translate('en', 'admin.moderationCleaned', { reason }),
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
  }
  return audited(row.id, caller, 'CLEAN_MODERATION', reason, {
    before: withdrawn.join(', ') || null,
    after: null,
  });
}

/** POST /profiles/code/{id}/{ksss}: a unique supplier code (409 when another counterparty holds it). */
export async function setSupplierCode(caller: Caller, id: string, code: string, reason: string) {
  const row = await rowOf(id);
  const { counterpartyId } = counterpartyOf(row);
  const { before } = await changeCompanyCode(counterpartyId, code);
  await indexUser(id);
  return audited(id, caller, 'SET_CODE', reason, { before, after: code });
}

/** POST /profiles/username/{id}/{login}: the user signs in with the new login from now on. */
export async function setLogin(caller: Caller, id: string, login: string, reason: string) {
  await rowOf(id);
  const { before } = await changeLogin(id, login);
  await indexUser(id);
  return audited(id, caller, 'SET_LOGIN', reason, { before, after: login });
}

export const userAudit = async (id: string) => {
  await rowOf(id);
  return auditRepository.list(id);
};

/** The supplier's own view: what administrators changed on its account. */
export const ownAudit = (caller: Caller) => auditRepository.list(caller.sub);

/** POST /profiles/{id}/open/pbiot: the safety questionnaire opens for editing until the end of `until` (UTC). */
export async function openPbiot(caller: Caller, id: string, until: string, reason: string) {
  const row = await rowOf(id);
  const { counterpartyId } = counterpartyOf(row);
  const end = new Date(`${until}T23:59:59.999Z`);
  if (end.getTime() <= clock.now().getTime()) throw badRequest('error.validation');
  const after = await grantPbiotEditing(counterpartyId, end, caller.login);
  return audited(id, caller, 'OPEN_PBIOT', reason, { before: null, after });
}
