import { describe, expect, it } from 'vitest';
import { runCorpus, runPublicCorpus } from '../../../../test/support/tax-corpus';

/**
 * Every file of the corpus (test/fixtures/tax-reports, as 1C, Контур.Экстерн, СБИС and the
 * authority's program write them) through the checker: the valid ones accepted, each mistake refused
 * with its own 03 §8 code and a Russian text that says what to fix.
 */
describe('tax report corpus', () => {
  it('accepts every valid file and refuses every broken one with its own code and text', async () => {
    const results = await runCorpus();
    expect(results.length).toBeGreaterThanOrEqual(20);
    for (const r of results) {
      expect({ name: r.case.name, outcome: r.outcome }).toEqual({
        name: r.case.name,
        outcome: r.case.outcome,
      });
      if (r.case.outcome === 'ACCEPTED') continue;
      expect(r.text, r.case.name).toMatch(/[А-Яа-я]/);
      expect(r.text, r.case.name).not.toMatch(/\{\w+\}/);
    }
    // Both valid and broken files of every form the cabinet reads.
    const forms = new Set(results.filter((r) => r.outcome === 'ACCEPTED').map((r) => r.case.form));
    expect([...forms].sort()).toEqual(['NO_BOUPR', 'NO_BUCHOTCH', 'NO_ESHN', 'NO_NDS', 'NO_PRIB', 'NO_USN']);
  });

  it('reads the files real programs wrote, found in public repositories, as their manifest decides', async () => {
    // test/fixtures/tax-reports/public: not from our sample writer; each case is checked as its own
    // taxpayer would upload it (INN, КПП, year and period the file declares).
    const results = await runPublicCorpus();
    expect(results.length).toBeGreaterThanOrEqual(1);
    for (const r of results) {
      expect({ name: r.case.name, outcome: r.outcome }).toEqual({
        name: r.case.name,
        outcome: r.case.outcome,
      });
      if (r.case.outcome === 'ACCEPTED') continue;
      expect(r.text, r.case.name).toMatch(/[А-Яа-я]/);
      expect(r.text, r.case.name).not.toMatch(/\{\w+\}/);
    }
    // Контур's SDK return (Аргос-Налогоплательщик, 5.07): its period 50 is named for what it is.
    const argos = results.find((r) => r.case.name === 'kontur-sdk-argos-prib-2017');
    expect(argos?.text).toContain('реорганизации (ликвидации)');
    expect(argos?.text).toContain('21, 31, 33, 34');
    // The Aplana system's section 12 file of a VAT return: named as an appendix, the main file asked for.
    const section12 = results.find((r) => r.case.name === 'aplana-vat-section-12');
    expect(section12?.text).toContain('приложение к декларации по НДС (раздел 12)');
  });
});
