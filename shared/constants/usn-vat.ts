/**
 * Since 2025 a УСН payer is a VAT payer (Federal Law No. 176-FZ of 12 Jul 2024, tax code art. 145 p. 1)
 * unless its income of the previous year did not exceed the limit of the year it applies to. The limit was
 * 60 mln RUB for 2025 (176-FZ) and is lowered by Federal Law No. 425-FZ of 28 Nov 2025 to 20 mln for 2026,
 * 15 mln for 2027 and 10 mln from 2028 (ConsultantPlus, «Снижение предельного размера доходов для УСН»).
 * One dated table, newest first; add a line when the limit changes again. Before 2025 a УСН payer paid no VAT.
 */
export const USN_VAT_EXEMPTION_LIMITS: readonly { fromYear: number; incomeRub: number }[] = [
  { fromYear: 2028, incomeRub: 10_000_000 },
  { fromYear: 2027, incomeRub: 15_000_000 },
  { fromYear: 2026, incomeRub: 20_000_000 },
  { fromYear: 2025, incomeRub: 60_000_000 },
];

/** The income limit of the previous year for the VAT exemption in `year`; null before 2025 (no VAT on УСН). */
export function usnVatLimitOf(year: number): number | null {
  return USN_VAT_EXEMPTION_LIMITS.find((l) => year >= l.fromYear)?.incomeRub ?? null;
}

/**
 * Whether a УСН payer pays VAT in `year`, given its income of the previous year in roubles; an unknown
 * income is answered false (the cabinet does not ask for returns it cannot tell are due).
 */
export function usnPaysVat(year: number, previousYearIncome: number | null | undefined): boolean {
  const limit = usnVatLimitOf(year);
  return limit !== null && previousYearIncome !== null && previousYearIncome !== undefined
    ? previousYearIncome > limit
    : false;
}
