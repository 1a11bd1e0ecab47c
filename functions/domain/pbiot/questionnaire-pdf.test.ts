import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { incidentForm } from './questionnaire-view';
import { renderQuestionnairePdf } from './questionnaire-pdf';

describe('Incident.pdf', () => {
  it('holds the company, every incident with its figures and the marked documents, in Cyrillic', async () => {
    const now = new Date('2026-03-10T12:00:00Z');
    const values: Record<string, number> = { q1: 137, q4: 7.3 };
    for (const code of ['q2', 'q3', 'q5', 'q6', 'q7'])
      for (const year of [2023, 2024, 2025]) values[`${code}_${year}`] = year - 2020;
    const bytes = await renderQuestionnairePdf(
      {
        company: { name: 'ООО «Северная буровая компания»', code: '1000123', inn: '7708123450' },
        incidents: incidentForm(values, now, 'ru'),
        documents: [{ name: 'Политика в области охраны окружающей среды', files: 2 }],
        now,
      },
      'ru',
    );
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text).toContain('ООО «Северная буровая компания»');
    expect(text).toContain('ИНН: 7708123450');
    expect(text).toContain('Среднесписочная численность работников');
    expect(text).toContain('137');
    expect(text).toContain('7.3');
    expect(text).toContain('Коэффициент частоты травматизма за 2025 год');
    expect(text).toContain('2024 год: 4');
    expect(text).toContain('Политика в области охраны окружающей среды — загружено файлов: 2');
  });
});
