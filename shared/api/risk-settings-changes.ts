import type { RiskSettings } from './areas/prequalification';

/** One setting of the risk configuration that a new version changed. */
export interface RiskSettingChange {
  /** Its path in the settings: `weights.FINANCE`, `thresholds.high`, `points.LOSS_YEAR`, `certificateMaxAgeDays`… */
  path: string;
  from: number | null;
  to: number | null;
}

function flatten(value: unknown, prefix = ''): Map<string, number> {
  const out = new Map<string, number>();
  if (typeof value === 'number') out.set(prefix, value);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      for (const [path, n] of flatten(inner, prefix ? `${prefix}.${key}` : key)) out.set(path, n);
    }
  }
  return out;
}

/**
 * What a new version of the risk configuration changed, setting by setting, old → new: the administrators'
 * audit trail records it and the configuration page shows it under each version.
 */
export function riskSettingsChanges(before: RiskSettings, after: RiskSettings): RiskSettingChange[] {
  const old = flatten(before);
  const next = flatten(after);
  const paths = [...new Set([...old.keys(), ...next.keys()])];
  return paths
    .filter((path) => old.get(path) !== next.get(path))
    .map((path) => ({ path, from: old.get(path) ?? null, to: next.get(path) ?? null }));
}
