import type { RiskConfig, RiskProfile } from '@shared/api/areas/prequalification';
import { defineEntity, isConditionalFailure } from '../../lib/dynamo-entity';
import { tableName } from '../../lib/env';

const table = tableName('accounts');
const service = 'prequalification';

/**
 * A counterparty's risk profile as computed, with its tier history: the card reads this one item.
 * All profiles share one partition (`scope`), so a configuration change finds them with one Query;
 * `revision` guards against two recomputes overwriting each other.
 */
interface StoredProfile extends RiskProfile {
  scope: 'ALL';
  revision: number;
}

const ProfileEntity = defineEntity<StoredProfile>({
  table,
  service,
  entity: 'riskProfile',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['scope'] },
      sk: { field: 'sk', composite: ['counterpartyId'], casing: 'none' },
    },
  },
});

/** One version of the risk configuration; versions are never changed, a change writes the next one. */
interface StoredConfig extends RiskConfig {
  scope: 'ALL';
  versionKey: string;
}

const ConfigEntity = defineEntity<StoredConfig>({
  table,
  service,
  entity: 'riskConfig',
  indexes: {
    primary: {
      pk: { field: 'pk', composite: ['scope'] },
      sk: { field: 'sk', composite: ['versionKey'], casing: 'none' },
    },
  },
});

/** Zero-padded, so the sort key orders versions as numbers. */
const versionKey = (version: number) => String(version).padStart(8, '0');

const withoutKeys = <T extends { scope: 'ALL' }>({ scope: _, ...rest }: T) => rest;

async function getProfile(counterpartyId: string): Promise<(RiskProfile & { revision: number }) | null> {
  const item = await ProfileEntity.get({ scope: 'ALL', counterpartyId });
  return item ? withoutKeys(item) : null;
}

/** Writes the profile over the revision it was computed from; false when another recompute won. */
async function putProfile(profile: RiskProfile, fromRevision: number): Promise<boolean> {
  try {
    await ProfileEntity.put({ ...profile, scope: 'ALL', revision: fromRevision + 1 }, (c) =>
      fromRevision === 0 ? c.notExists('pk') : c.eq('revision', fromRevision),
    );
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** Every stored profile: one Query on their partition. */
async function allProfiles(): Promise<RiskProfile[]> {
  return (await ProfileEntity.query('primary', { scope: 'ALL' })).map(({ revision: _, ...p }) =>
    withoutKeys(p),
  );
}

/** Newest first. */
async function configVersions(): Promise<RiskConfig[]> {
  const items = await ConfigEntity.query('primary', { scope: 'ALL' }, { order: 'desc' });
  return items.map(({ versionKey: _, ...rest }) => withoutKeys(rest));
}

/** Writes a version once: false when it exists (a concurrent change took the number). */
async function createConfig(config: RiskConfig): Promise<boolean> {
  try {
    await ConfigEntity.create({ ...config, scope: 'ALL', versionKey: versionKey(config.version) });
    return true;
  } catch (error) {
    if (isConditionalFailure(error)) return false;
    throw error;
  }
}

/** Erasure (retention): the counterparty's stored profile and its tier history. */
async function eraseProfile(counterpartyId: string): Promise<number> {
  return ProfileEntity.eraseWhere((c) => c.eq('counterpartyId', counterpartyId));
}

export const riskRepository = {
  eraseProfile,
  getProfile,
  putProfile,
  allProfiles,
  configVersions,
  createConfig,
};
