import { fileTypeFromBuffer } from 'file-type';
import type { FileKind } from '@shared/constants/spec';

/** How many leading bytes decide a file's kind: file-type's own detection window. */
export const SNIFF_BYTES = 4100;

/** file-type's names of the kinds the cabinet accepts (an old .doc is an OLE compound file). */
const KIND_OF_DETECTED: Readonly<Record<string, FileKind>> = {
  pdf: 'pdf',
  jpg: 'jpg',
  png: 'png',
  tif: 'tiff',
  zip: 'zip',
  rar: 'rar',
  '7z': '7z',
  gz: 'gz',
  cfb: 'doc',
  docx: 'docx',
  odt: 'odt',
  // Tax reports come in windows-1251, which is no UTF-8: their XML declaration decides, not the text check.
  xml: 'xml',
};

const isTextual = (mime: string) => mime.startsWith('text/') || mime === 'application/xml';

/**
 * Plain text has no magic number: it is accepted as text only when its bytes are valid UTF-8
 * without NUL bytes. `complete` is false when `sample` is only the start of a longer file, whose
 * last character may be cut in the middle.
 */
export function isPlainText(sample: Uint8Array, complete: boolean): boolean {
  if (sample.length === 0 || sample.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: !complete });
    return true;
  } catch {
    return false;
  }
}

/** The kind of a file by its own bytes (never by its name), or null when it is none the cabinet knows. */
export async function detectKind(sample: Uint8Array, complete: boolean): Promise<FileKind | null> {
  const detected = await fileTypeFromBuffer(sample);
  if (detected) {
    const kind = KIND_OF_DETECTED[detected.ext];
    if (kind) return kind;
    if (!isTextual(detected.mime)) return null;
  }
  return isPlainText(sample, complete) ? 'txt' : null;
}
