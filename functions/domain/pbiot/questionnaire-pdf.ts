import { rgb } from 'pdf-lib';
import type { IncidentEntry } from '@shared/api/areas/pbiot';
import type { Language } from '@shared/constants/spec';
import { createPdf, drawParagraph } from '../../lib/pdf';
import { translate } from '../../lib/messages';
import './messages';

export interface QuestionnaireContent {
  company: { name: string; code: string; inn: string | null };
  incidents: IncidentEntry[];
  /** The marked documents with how many files each has. */
  documents: { name: string; files: number }[];
  now: Date;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 50;

/**
 * Incident.pdf (03 §2 "Cкачать шаблон анкеты"): the questionnaire filled from the incidents and the marked
 * documents, for the supplier to sign and upload back as questionnaire_1. DejaVu Sans renders the Cyrillic.
 */
export async function renderQuestionnairePdf(
  content: QuestionnaireContent,
  lang: Language,
): Promise<Uint8Array> {
  const t = (key: Parameters<typeof translate>[1], params?: Record<string, string | number>) =>
    translate(lang, key, params);
  const { doc, fonts } = await createPdf({ title: t('pbiot.pdf.title'), author: content.company.name });
  const width = A4.width - MARGIN * 2;
  let page = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;
  const ensure = (space: number) => {
    if (y - space > MARGIN) return;
    page = doc.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  };
  const text = (value: string, size = 10, bold = false, x = MARGIN, w = width) => {
    ensure(size * 2);
    y = drawParagraph(page, value, { x, y, width: w, font: bold ? fonts.bold : fonts.regular, size });
  };

  text(t('pbiot.pdf.title'), 13, true);
  y -= 8;
  text(t('pbiot.pdf.company', { name: content.company.name }), 11, true);
  text(t('pbiot.pdf.codes', { code: content.company.code, inn: content.company.inn ?? '—' }));
  text(t('pbiot.pdf.date', { date: content.now.toISOString().slice(0, 10).split('-').reverse().join('.') }));
  y -= 10;

  text(t('pbiot.pdf.incidents'), 12, true);
  for (const entry of content.incidents) {
    ensure(40);
    page.drawLine({
      start: { x: MARGIN, y: y + 2 },
      end: { x: MARGIN + width, y: y + 2 },
      thickness: 0.5,
      color: rgb(0.7, 0.7, 0.7),
    });
    const startY = y;
    y = drawParagraph(page, entry.name, { x: MARGIN, y, width: width * 0.6, font: fonts.regular, size: 10 });
    const values =
      entry.type === 0
        ? [String(entry.value ?? '—')]
        : entry.children.map((child) => `${child.name}: ${child.value ?? '—'}`);
    let valueY = startY;
    for (const value of values) {
      valueY = drawParagraph(page, value, {
        x: MARGIN + width * 0.65,
        y: valueY,
        width: width * 0.35,
        font: fonts.bold,
        size: 10,
      });
    }
    y = Math.min(y, valueY) - 4;
  }
  y -= 10;

  text(t('pbiot.pdf.documents'), 12, true);
  if (content.documents.length === 0) text(t('pbiot.pdf.none'));
  content.documents.forEach((document, i) =>
    text(`${i + 1}. ${document.name} — ${t('pbiot.pdf.uploaded', { n: document.files })}`),
  );
  y -= 30;
  text(t('pbiot.pdf.signature'));
  return doc.save();
}
