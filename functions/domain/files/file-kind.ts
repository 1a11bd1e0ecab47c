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

/**
 * The media type a file of each kind is stored and served as, once its bytes were checked. Text is
 * UTF-8 (the check demands it); XML names its own encoding (tax reports: windows-1251).
 */
export const MEDIA_TYPES: Readonly<Record<FileKind, string>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  tiff: 'image/tiff',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
  gz: 'application/gzip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  odt: 'application/vnd.oasis.opendocument.text',
  odm: 'application/vnd.oasis.opendocument.text-master',
  pages: 'application/vnd.apple.pages',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml',
  // A CMS SignedData, detached (.sig/.p7s) or holding its content (.p7m): one kind, served as CMS.
  sig: 'application/pkcs7-mime',
};

/** The ODF media type of a master document (file-type knows the other OpenDocument types, not this one). */
const ODF_MASTER = 'application/vnd.oasis.opendocument.text-master';

/** The names (and, for a stored `mimetype`, the text) of the local file headers within the sample. */
function zipEntries(sample: Uint8Array): { name: string; stored?: string }[] {
  const view = new DataView(sample.buffer, sample.byteOffset, sample.byteLength);
  const entries: { name: string; stored?: string }[] = [];
  for (let at = 0; at + 30 <= sample.length && view.getUint32(at, true) === 0x04034b50;) {
    const method = view.getUint16(at + 8, true);
    const size = view.getUint32(at + 18, true);
    const nameLength = view.getUint16(at + 26, true);
    const extraLength = view.getUint16(at + 28, true);
    const dataAt = at + 30 + nameLength + extraLength;
    if (dataAt > sample.length) break;
    const name = new TextDecoder().decode(sample.subarray(at + 30, at + 30 + nameLength));
    const stored =
      method === 0 && dataAt + size <= sample.length
        ? new TextDecoder().decode(sample.subarray(dataAt, dataAt + size))
        : undefined;
    entries.push({ name, ...(stored === undefined ? {} : { stored }) });
    // Sizes written after the data (bit 3) leave the next header unknown: stop there.
    if (view.getUint16(at + 6, true) & 0x08) break;
    at = dataAt + size;
  }
  return entries;
}

/**
 * A zip that is a document package file-type does not name: an OpenDocument master (its first entry,
 * `mimetype`, stored as ODF requires) or an Apple Pages package (iWork archives under Index/). Any
 * other zip stays a zip.
 */
function zipPackageKind(sample: Uint8Array): FileKind {
  const entries = zipEntries(sample);
  if (entries[0]?.name === 'mimetype' && entries[0].stored?.trim() === ODF_MASTER) return 'odm';
  if (entries.some((e) => /^Index\/[^/]+\.iwa$/.test(e.name))) return 'pages';
  return 'zip';
}

/** The DER of the signedData content type (1.2.840.113549.1.7.2), which opens every CMS signature. */
const SIGNED_DATA_OID = [0x06, 0x09, 0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x07, 0x02];

/**
 * A CMS signature (.sig, .p7s, .p7m): DER whose outer SEQUENCE starts with the signedData type, or the same
 * in PEM armour (`-----BEGIN PKCS7-----`, `CMS`) or bare Base64 (a DER SEQUENCE encodes as `MI…`).
 */
function isCmsSignature(sample: Uint8Array): boolean {
  if (sample[0] === 0x30) {
    // The content type follows the SEQUENCE's tag and length (at most 5 bytes).
    for (let at = 2; at <= 6; at++) {
      if (SIGNED_DATA_OID.every((b, i) => sample[at + i] === b)) return true;
    }
    return false;
  }
  const head = new TextDecoder('latin1').decode(sample.subarray(0, 64));
  return /^-----BEGIN (PKCS7|CMS)-----/.test(head) || /^MI[A-Za-z0-9+/]{60}/.test(head);
}

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
  if (isCmsSignature(sample)) return 'sig';
  // Loaded here, not with the module: starting an upload needs the media types, not the sniffer (70 KB).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(sample);
  if (detected) {
    const kind = KIND_OF_DETECTED[detected.ext];
    if (kind === 'zip') return zipPackageKind(sample);
    if (kind) return kind;
    if (!isTextual(detected.mime)) return null;
  }
  return isPlainText(sample, complete) ? 'txt' : null;
}
