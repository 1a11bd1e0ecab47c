import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { createPdf, drawParagraph, wrapText } from './pdf';

describe('createPdf', () => {
  it('renders Cyrillic text that reads back as the same words', async () => {
    const { doc, fonts } = await createPdf({ title: 'Проверка' });
    const page = doc.addPage([595, 842]);
    drawParagraph(page, 'Платёжное поручение № 17 ООО «Ромашка»', {
      x: 40,
      y: 800,
      width: 500,
      font: fonts.regular,
      size: 12,
    });
    const bytes = await doc.save();
    const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
    expect(text).toContain('Платёжное поручение № 17 ООО «Ромашка»');
  });

  it('wraps long text within the width', async () => {
    const { fonts } = await createPdf({ title: 't' });
    const lines = wrapText('слово '.repeat(60), fonts.regular, 10, 200);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(fonts.regular.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(200);
  });
});
