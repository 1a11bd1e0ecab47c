import type { TaxAuthoritySignedForm } from '@shared/constants/documents';
import { createPdf, drawParagraph } from '../../lib/pdf';

/**
 * An information letter on the simplified regime as the tax authority issues it (KND 1120503, or 1120504 for
 * the agricultural tax), for tests and samples: the form code is in the title, where the cabinet reads it.
 */
export async function kndLetterPdf(
  form: TaxAuthoritySignedForm,
  taxpayer: { name: string; inn: string },
): Promise<Uint8Array> {
  const regime =
    form === '1120503' ? 'упрощённой системы налогообложения' : 'единого сельскохозяйственного налога';
  const { doc, fonts } = await createPdf({
    title: `Информационное письмо о применении ${regime} (форма по КНД ${form})`,
    author: 'ФНС России',
  });
  doc.setKeywords([`КНД ${form}`]);
  const page = doc.addPage([595, 842]);
  let y = 780;
  for (const line of [
    `Форма по КНД ${form}`,
    'Информационное письмо',
    `${taxpayer.name}, ИНН ${taxpayer.inn}`,
    `Налоговый орган сообщает, что налогоплательщик применяет режим ${regime}.`,
  ]) {
    y = drawParagraph(page, line, { x: 50, y, width: 495, font: fonts.regular, size: 12 }) - 12;
  }
  return doc.save({ useObjectStreams: false });
}
