import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';
import { PDF_FONT_DIR_ENV, PDF_FONT_FILES } from './pdf-fonts';

/**
 * PDFs the product generates (payment orders, the licence, the safety questionnaire) are Russian text:
 * the 14 standard PDF fonts have no Cyrillic, so every document embeds DejaVu Sans (subset to the glyphs used).
 * In a Lambda the font files are copied next to the bundle and PDF_FONT_DIR points at them; elsewhere they are
 * read from the `dejavu-fonts-ttf` package.
 */
const FONT_FILES = PDF_FONT_FILES;
export type FontWeight = keyof typeof FONT_FILES;

export function pdfFontPath(weight: FontWeight): string {
  const dir = process.env[PDF_FONT_DIR_ENV];
  if (dir) return join(dir, FONT_FILES[weight]);
  return createRequire(import.meta.url).resolve(`dejavu-fonts-ttf/ttf/${FONT_FILES[weight]}`);
}

const fontBytes = new Map<FontWeight, Promise<Buffer>>();
/** Read once per process: a warm Lambda reuses the bytes. */
const loadFont = (weight: FontWeight): Promise<Buffer> => {
  let bytes = fontBytes.get(weight);
  if (!bytes) {
    bytes = readFile(pdfFontPath(weight));
    fontBytes.set(weight, bytes);
  }
  return bytes;
};

export interface PdfFonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** A new document with both weights embedded and its metadata set. */
export async function createPdf(meta: { title: string; author?: string }): Promise<{
  doc: PDFDocument;
  fonts: PdfFonts;
}> {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([
    loadFont('regular').then((b) => doc.embedFont(b, { subset: true })),
    loadFont('bold').then((b) => doc.embedFont(b, { subset: true })),
  ]);
  doc.setTitle(meta.title);
  doc.setAuthor(meta.author ?? 'Supplier Cabinet');
  doc.setProducer('Supplier Cabinet');
  doc.setCreator('Supplier Cabinet');
  return { doc, fonts: { regular, bold } };
}

/** Splits a text into lines no wider than `width` at the given size (words longer than a line are cut). */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

/** Draws wrapped text from (x, y) downwards; returns the y below the last line. */
export function drawParagraph(
  page: PDFPage,
  text: string,
  opts: { x: number; y: number; width: number; font: PDFFont; size: number; lineGap?: number },
): number {
  const step = opts.size + (opts.lineGap ?? opts.size * 0.35);
  let y = opts.y;
  for (const line of wrapText(text, opts.font, opts.size, opts.width)) {
    page.drawText(line, {
      x: opts.x,
      y: y - opts.size,
      size: opts.size,
      font: opts.font,
      color: rgb(0, 0, 0),
    });
    y -= step;
  }
  return y;
}
