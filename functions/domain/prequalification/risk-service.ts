import type {
  RiskConfig,
  RiskHistoryEntry,
  RiskProfile,
  RiskSettings,
  RiskTrigger,
} from '@shared/api/areas/prequalification';
import { riskSettingsChanges, type RiskSettingChange } from '@shared/api/risk-settings-changes';
import type { Caller } from '../../lib/caller';
import { conflict } from '../../lib/errors';
import { getCounterparty } from '../accounts/counterparties';
import { recordAudit } from '../admin/audit-trail';
import { setDirectoryTier } from '../admin/directory-tier';
import { documentsForRisk } from '../documents/accepted-figures';
import { lastDecidedPackage } from '../pbiot/decided-package';
import { taxIdentityOf } from '../profiles/tax-identity';
import { isRegisterUnavailable } from '../registry/dadata-register';
import { stateRegister } from '../registry/state-register';
import { currentAccessState } from '../tenders/access-state';
import { riskRegister } from '../tenders/risk-register';
import { currentRiskConfig } from './risk-reads';
import { riskRepository } from './risk-repository';
import { assess, type RiskInputs } from './risk-rules';
import './risk-messages';

/**
 * The group's risk profile of a counterparty (issue 21): computed from the other contexts' answers
 * (their services, never their tables) when an input changes, stored with its tier history, and read
 * by the back office's card in one read.
 */

/** The audit trail keeps the configuration's changes under this key (beside the users' and the portal's). */
export const RISK_CONFIG_AUDIT_KEY = 'risk-config';
/** Tier history entries kept in the profile (newest first). */
const HISTORY_LIMIT = 100;
/** Recomputes that lost a race to another are computed again from what it stored. */
const RETRIES = 3;

/** Whether the state register still has the resident (null: a non-resident, no register applies). */
async function inRegister(counterpartyId: string): Promise<boolean | null> {
  const identity = await taxIdentityOf(counterpartyId);
  if (!identity) return null;
  try {
    const record =
      identity.accountType === 'LEGAL' && identity.kpp
        ? await stateRegister.findLegal(identity.inn, identity.kpp)
        : await stateRegister.findIndividual(identity.inn);
    // A liquidated company is in the register only as a past one.
    return record !== null && record.status !== 'LIQUIDATED';
  } catch (error) {
    // The register not answering says nothing of the supplier: the profile is computed without it.
    if (isRegisterUnavailable(error)) return null;
    throw error;
  }
}

async function inputsOf(
  counterpartyId: string,
  hasDocuments: boolean,
  questionnaireSaved: boolean,
  now: Date,
) {
  const [documents, pbiotPackage, registered, indicators, access] = await Promise.all([
    hasDocuments ? documentsForRisk(counterpartyId) : null,
    lastDecidedPackage(counterpartyId),
    inRegister(counterpartyId),
    riskRegister.blockingIndicators(counterpartyId),
    currentAccessState(counterpartyId, now),
  ]);
  const inputs: RiskInputs = {
    now,
    hasDocuments,
    reports: documents?.reports ?? [],
    certificate: documents?.certificate ?? null,
    pbiotPackage,
    requiredDocumentsLoaded: documents?.requiredLoaded ?? false,
    inRegister: registered,
    questionnaireSaved,
    stopFactors: indicators.map((i) => ({ id: i.id, text: i.textRu })),
    tenderAccess: { status: access.status, dateTo: access.dateTo, blockedFrom: access.blockedFrom },
  };
  return inputs;
}

/**
 * Computes the counterparty's profile with the configuration in force and stores it, its tier history
 * and the users table's tier. Null for a counterparty that does not exist (nothing is stored).
 */
export async function recomputeRisk(
  counterpartyId: string,
  trigger: RiskTrigger,
  now: Date,
  config?: RiskConfig,
): Promise<RiskProfile | null> {
  const counterparty = await getCounterparty(counterpartyId);
  if (!counterparty) return null;
  const inForce = config ?? (await currentRiskConfig(now));
  const inputs = await inputsOf(
    counterpartyId,
    counterparty.accountType !== 'NONRESIDENT',
    counterparty.hasSavedData,
    now,
  );
  const assessment = assess(inputs, inForce.settings);
  for (let attempt = 0; attempt < RETRIES; attempt++) {
    const previous = await riskRepository.getProfile(counterpartyId);
    const entry: RiskHistoryEntry = {
      at: now.toISOString(),
      tier: assessment.tier,
      score: assessment.score,
      configVersion: inForce.version,
      trigger,
    };
    const profile: RiskProfile = {
      counterpartyId,
      companyName: counterparty.companyName,
      companyCode: counterparty.companyCode ?? null,
      ...assessment,
      configVersion: inForce.version,
      computedAt: now.toISOString(),
      trigger,
      history: [entry, ...(previous?.history ?? [])].slice(0, HISTORY_LIMIT),
    };
    if (!(await riskRepository.putProfile(profile, previous?.revision ?? 0))) continue;
    if (counterparty.companyCode)
      await setDirectoryTier(counterpartyId, counterparty.companyCode, profile.tier);
    return profile;
  }
  throw conflict('error.conflict');
}

/**
 * PUT /admin/risk-config: the next version, made on the version the administrator opened (409 when
 * another change came first), recorded in the audit trail with the reason and the settings before and
 * after; every stored profile is computed again with it.
 */
export async function updateRiskConfig(
  caller: Caller,
  body: { version: number; settings: RiskSettings; reason: string },
  now: Date,
): Promise<{ config: RiskConfig; recomputed: number }> {
  const current = await currentRiskConfig(now);
  const stale = () => conflict('risk.configChanged', { version: current.version });
  if (body.version !== current.version) throw stale();
  const config: RiskConfig = {
    version: current.version + 1,
    settings: body.settings,
    changedBy: caller.login,
    changedAt: now.toISOString(),
    reason: body.reason,
  };
  if (!(await riskRepository.createConfig(config))) throw stale();
  // Readable in the trail: only the settings that changed, old → new, beside who changed them and why.
  const changes = riskSettingsChanges(current.settings, config.settings);
  const side = (version: number, pick: (c: RiskSettingChange) => number | null) =>
    `v${version}: ${changes.map((c) => `${c.path} ${pick(c) ?? '—'}`).join('; ') || 'no setting changed'}`;
  await recordAudit(RISK_CONFIG_AUDIT_KEY, caller, 'UPDATE_RISK_CONFIG', body.reason, {
    before: side(current.version, (c) => c.from),
    after: side(config.version, (c) => c.to),
  });
  const ids = (await riskRepository.allProfiles()).map((p) => p.counterpartyId);
  for (const id of ids) await recomputeRisk(id, 'CONFIG_CHANGED', now, config);
  return { config, recomputed: ids.length };
}
