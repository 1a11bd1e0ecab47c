import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
import type { PDFNumber } from 'pdf-lib';
import { PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { PNG } from 'pngjs';
import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF, pages joined, as a reader (or a search) would get it. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

/**
 * Decodes the QR codes drawn in a PDF: each embedded RGB image (pdf-lib stores a PNG's pixels deflated)
 * is turned back into a PNG with pngjs, then read by jsQR as a phone camera would read the printout.
 */
export async function qrCodesIn(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const found: string[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    const dict = object.dict;
    if (dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    const width = (dict.get(PDFName.of('Width')) as PDFNumber).asNumber();
    const height = (dict.get(PDFName.of('Height')) as PDFNumber).asNumber();
    const raw = inflateSync(object.contents);
    const channels = raw.length / (width * height);
    if (channels !== 3 && channels !== 1) continue;
    const png = new PNG({ width, height });
    for (let i = 0; i < width * height; i++) {
      for (let c = 0; c < 3; c++) png.data[i * 4 + c] = raw[i * channels + (channels === 3 ? c : 0)] ?? 0;
      png.data[i * 4 + 3] = 255;
    }
    const decoded = PNG.sync.read(PNG.sync.write(png));
    const code = jsQR(new Uint8ClampedArray(decoded.data), width, height);
    if (code) found.push(code.data);
  }
  return found;
}
