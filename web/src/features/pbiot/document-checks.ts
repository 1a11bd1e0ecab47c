import { useCallback, useEffect, useMemo, useState } from 'react';
import { HEADCOUNT_FORCED_DOC, QUESTIONNAIRE_DOC_CODE } from '@shared/constants/pbiot';

/** documentChecks (03 §3, §4): which documents the supplier marks for the package, kept in local storage. */
export type Checks = Record<string, boolean>;

export const initialChecks = (): Checks => ({ [QUESTIONNAIRE_DOC_CODE]: true });

/** Resetting unmarks everything except questionnaire_1 (and the document a large headcount forces). */
export const resetChecks = (forced: boolean): Checks => ({
  ...initialChecks(),
  ...(forced ? { [HEADCOUNT_FORCED_DOC]: true } : {}),
});

/**
 * Setting a check; with a headcount of 51 or more pbiot_0006 is forced on, and unmarking it is refused
 * (`refused`: the screen shows the alert).
 */
export function setCheck(
  checks: Checks,
  code: string,
  value: boolean,
  forced: boolean,
): { checks: Checks; refused: boolean } {
  if (forced && code === HEADCOUNT_FORCED_DOC && !value) return { checks, refused: true };
  const next = { ...checks, [code]: value, [QUESTIONNAIRE_DOC_CODE]: true };
  if (forced) next[HEADCOUNT_FORCED_DOC] = true;
  return { checks: next, refused: false };
}

export const markedCodes = (checks: Checks): string[] =>
  Object.entries(checks)
    .filter(([, on]) => on)
    .map(([code]) => code)
    .sort();

const storageKey = (owner: string) => `pbiot.documentChecks.${owner}`;

function read(owner: string): Checks {
  try {
    const raw = localStorage.getItem(storageKey(owner));
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (parsed && typeof parsed === 'object')
      return { ...(parsed as Checks), [QUESTIONNAIRE_DOC_CODE]: true };
  } catch {
    // A broken entry is forgotten: the checks start again.
  }
  return initialChecks();
}

/**
 * The checks of one counterparty (several may share a browser), kept across reloads. A large headcount
 * forces pbiot_0006 on in what is shown and sent (03 §4: saving incidents marks it).
 */
export function useDocumentChecks(owner: string, forced: boolean) {
  const [stored, setStored] = useState<Checks>(() => read(owner));
  const checks = useMemo(
    () => (forced ? { ...stored, [HEADCOUNT_FORCED_DOC]: true } : stored),
    [stored, forced],
  );
  useEffect(() => localStorage.setItem(storageKey(owner), JSON.stringify(checks)), [owner, checks]);
  const set = useCallback(
    (code: string, value: boolean): boolean => {
      const result = setCheck(checks, code, value, forced);
      setStored(result.checks);
      return !result.refused;
    },
    [checks, forced],
  );
  const reset = useCallback(() => setStored(resetChecks(forced)), [forced]);
  return { checks, set, reset };
}
