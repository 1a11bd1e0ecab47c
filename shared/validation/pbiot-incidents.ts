/**
 * The incident questionnaire of the safety section (03 §3): q1 headcount; q2 fatal accidents, q3 accidents,
 * q5 breakdowns, q6 incidents, q7 fires over the last three calendar years (codes `q2_{year}`); q4 the
 * accident frequency rate of the last year. Shared by the server (save, send, PDF) and the screen.
 */
export const YEAR_GROUP_CODES = ['q2', 'q3', 'q5', 'q6', 'q7'] as const;
export const SINGLE_CODES = ['q1', 'q4'] as const;
export const INCIDENT_ORDER = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6', 'q7'] as const;
export type IncidentCode = (typeof INCIDENT_ORDER)[number];

/** The three calendar years before the current one, oldest first. */
export const incidentYears = (now: Date): number[] => {
  const year = now.getUTCFullYear();
  return [year - 3, year - 2, year - 1];
};

/** Every value code the form asks for at `now`. */
export function incidentValueCodes(now: Date): string[] {
  const years = incidentYears(now);
  return INCIDENT_ORDER.flatMap((code) =>
    (YEAR_GROUP_CODES as readonly string[]).includes(code) ? years.map((y) => `${code}_${y}`) : [code],
  );
}

/** q4 is a rate (decimals allowed); every other value is a whole count. */
export const isRateCode = (code: string) => code === 'q4';

export type IncidentValues = Record<string, number>;

/** 03 §5: complete only if every field, group children included, has a value. */
export const incidentsComplete = (values: IncidentValues, now: Date): boolean =>
  incidentValueCodes(now).every((code) => typeof values[code] === 'number' && Number.isFinite(values[code]));

export interface IncidentWarning {
  code: 'FATAL_ABOVE_ACCIDENTS' | 'RATE_INCONSISTENT';
  /** The year concerned, for FATAL_ABOVE_ACCIDENTS. */
  year?: number;
  /** The rate the counts give, for RATE_INCONSISTENT. */
  expected?: number;
}

/**
 * The accident frequency rate as Russian practice defines it: accidents per 1000 workers
 * (Кч = Т × 1000 / Р), from the last year's accidents and the headcount.
 */
export const expectedRate = (accidents: number, headcount: number): number =>
  headcount > 0 ? Math.round((accidents * 1000 * 100) / headcount) / 100 : 0;

/**
 * Beyond the spec: figures that contradict each other are shown as warnings (they do not block saving):
 * fatal accidents above all accidents of a year, and a rate far from the one the counts give.
 */
export function incidentWarnings(values: IncidentValues, now: Date): IncidentWarning[] {
  const warnings: IncidentWarning[] = [];
  const years = incidentYears(now);
  for (const year of years) {
    const fatal = values[`q2_${year}`];
    const accidents = values[`q3_${year}`];
    if (fatal !== undefined && accidents !== undefined && fatal > accidents)
      warnings.push({ code: 'FATAL_ABOVE_ACCIDENTS', year });
  }
  const lastYear = years[years.length - 1];
  const headcount = values.q1;
  const accidents = values[`q3_${lastYear}`];
  const rate = values.q4;
  if (headcount !== undefined && accidents !== undefined && rate !== undefined && headcount > 0) {
    const expected = expectedRate(accidents, headcount);
    if (Math.abs(rate - expected) > Math.max(0.1, expected * 0.1))
      warnings.push({ code: 'RATE_INCONSISTENT', expected });
  }
  return warnings;
}

/** 03 §4: a headcount of 51 or more forces pbiot_0006. */
export const headcountForcesDoc = (values: IncidentValues, threshold: number): boolean =>
  (values.q1 ?? 0) > threshold;
