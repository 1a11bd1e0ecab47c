import type { TaxAuthoritySignedForm } from '@shared/constants/documents';
import { createPdf, drawParagraph } from '../../lib/pdf';

/**
 * An information letter on the simplified regime as the tax authority issues it (KND 1120503, or 1120504 for
 * the agricultural tax), for tests and samples. The text is drawn with an embedded font subset, as the
 * authority's letters are; `metadata: false` leaves the form code out of the title and keywords, so only
 * the page text names it (a genuine letter's metadata usually says nothing of the form).
 */
export async function kndLetterPdf(
  form: TaxAuthoritySignedForm,
  taxpayer: { name: string; inn: string },
  options: { metadata?: boolean } = {},
): Promise<Uint8Array> {
  const regime =
    form === '1120503' ? 'упрощённой системы налогообложения' : 'единого сельскохозяйственного налога';
  const metadata = options.metadata ?? true;
  const { doc, fonts } = await createPdf({
    title: metadata ? `Информационное письмо о применении ${regime} (форма по КНД ${form})` : 'Письмо',
    author: 'ФНС России',
  });
  if (metadata) doc.setKeywords([`КНД ${form}`]);
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

/**
 * The certificate of no tax arrears (КНД 1120101, order of the FNS ММВ-7-8/20@) as the cabinet of the
 * authority prints it: the form code, the title and «по состоянию на» its date, in an embedded font.
 */
export async function noArrearsCertificatePdf(
  taxpayer: { name: string; inn: string },
  date: string,
  options: { form?: string; wordsDate?: boolean } = {},
): Promise<Uint8Array> {
  const { doc, fonts } = await createPdf({ title: 'Справка', author: 'ФНС России' });
  const page = doc.addPage([595, 842]);
  const [year, month, day] = date.split('-');
  const months = [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ];
  const shown = options.wordsDate
    ? `«${Number(day)}» ${months[Number(month) - 1]} ${year} г.`
    : `${day}.${month}.${year}`;
  let y = 790;
  for (const line of [
    `Форма по КНД ${options.form ?? '1120101'}`,
    'СПРАВКА № 2026-118734',
    'об исполнении налогоплательщиком (плательщиком сбора, плательщиком страховых взносов, налоговым агентом) обязанности по уплате налогов, сборов, страховых взносов, пеней, штрафов, процентов',
    `по состоянию на ${shown}`,
    `${taxpayer.name}, ИНН ${taxpayer.inn}`,
    'не имеет неисполненную обязанность по уплате налогов, сборов, страховых взносов, пеней, штрафов, процентов.',
  ]) {
    y = drawParagraph(page, line, { x: 50, y, width: 495, font: fonts.regular, size: 11 }) - 10;
  }
  return doc.save({ useObjectStreams: false });
}
