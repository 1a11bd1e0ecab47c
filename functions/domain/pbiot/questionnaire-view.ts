import * as z from 'zod/mini';
import { pbiotDocSchema, type IncidentEntry, type PbiotDoc, type WarningInfo } from '@shared/api/areas/pbiot';
import type { Language } from '@shared/constants/spec';
import {
  INCIDENT_ORDER,
  YEAR_GROUP_CODES,
  incidentWarnings,
  incidentYears,
  type IncidentValues,
} from '@shared/validation/pbiot-incidents';
import { translate, type MessageKey } from '../../lib/messages';
import type { StoredPackage, StoredQuestionnaire } from './pbiot-repository';
import './messages';
import { byCodeUnits } from '../../lib/order';

/**
 * How stored questionnaires and packages read (checked by zod) and how they are shown: the incident form,
 * the warnings, the document names. Shared by the supplier's section and the reviewers' queue, without the
 * PDF renderer (the back-office function does not carry pdf-lib).
 */

const storedDocs = z.array(pbiotDocSchema());
const storedIncidents = z.record(z.string(), z.number());
const frozenFiles = z.array(
  z.object({
    partition: z.enum(['questionnaire', 'pbiot', 'ep']),
    code: z.string(),
    name: z.string(),
    size: z.number(),
    key: z.string(),
  }),
);
export type FrozenFile = z.infer<typeof frozenFiles>[number];

export const docsOf = (q: StoredQuestionnaire | null): PbiotDoc[] =>
  [...storedDocs.parse(q?.docs ?? [])].sort((a, b) => byCodeUnits(a.type, b.type));
export const incidentsOf = (value: unknown): IncidentValues => storedIncidents.parse(value ?? {});
export const filesOf = (pkg: StoredPackage): FrozenFile[] => frozenFiles.parse(pkg.files);

export const docName = (code: string, lang: Language) => translate(lang, `pbiot.doc.${code}` as MessageKey);

/** The incident form (03 §3): entries in the caller's language with the stored values. */
export function incidentForm(values: IncidentValues, now: Date, lang: Language): IncidentEntry[] {
  const years = incidentYears(now);
  const lastYear = years[years.length - 1] ?? now.getUTCFullYear() - 1;
  let tabindex = 1;
  return INCIDENT_ORDER.map((code) => {
    const grouped = (YEAR_GROUP_CODES as readonly string[]).includes(code);
    const hint = grouped
      ? translate(lang, 'pbiot.incident.hint.year')
      : translate(lang, code === 'q1' ? 'pbiot.incident.hint.q1' : 'pbiot.incident.hint.q4');
    const entry: IncidentEntry = {
      name: translate(lang, `pbiot.incident.${code}`, { year: lastYear }),
      code,
      placeholder: translate(lang, 'pbiot.incident.placeholder'),
      hint,
      value: grouped ? null : (values[code] ?? null),
      tabindex: grouped ? 0 : tabindex++,
      type: grouped ? 1 : 0,
      children: grouped
        ? years.map((year) => ({
            name: translate(lang, 'pbiot.incident.year', { year }),
            code: `${code}_${year}`,
            value: values[`${code}_${year}`] ?? null,
          }))
        : [],
    };
    if (grouped) entry.tabindex = tabindex++;
    return entry;
  });
}

export const warningsOf = (values: IncidentValues, now: Date, lang: Language): WarningInfo[] =>
  incidentWarnings(values, now).map((w) => ({
    code: w.code,
    text: translate(lang, `pbiot.warning.${w.code}`, { year: w.year ?? '', expected: w.expected ?? '' }),
  }));
