import { FILE_MIN_BYTES, UPLOAD_PURPOSES, type FileKind, type UploadPurpose } from '@shared/constants/spec';
import type { MessageKey } from '../../lib/messages';

export interface UploadProblem {
  key: Extract<MessageKey, `file.${string}`>;
  params?: Record<string, number>;
}

/** The size rules of 01 §5.3 with the spec's texts: below the minimum, or over the purpose's limit. */
export function sizeProblem(size: number, purpose: UploadPurpose): UploadProblem | null {
  if (size < FILE_MIN_BYTES) return { key: 'file.tooSmall', params: { n: FILE_MIN_BYTES } };
  if (size > UPLOAD_PURPOSES[purpose].maxBytes) return { key: 'file.tooLarge' };
  return null;
}

const EXTENSIONS: Readonly<Record<string, FileKind>> = {
  pdf: 'pdf',
  jpg: 'jpg',
  jpeg: 'jpg',
  png: 'png',
  tif: 'tiff',
  tiff: 'tiff',
  zip: 'zip',
  rar: 'rar',
  '7z': '7z',
  gz: 'gz',
  gzip: 'gz',
  doc: 'doc',
  docx: 'docx',
  odt: 'odt',
  txt: 'txt',
  xml: 'xml',
};

export const kindAllowed = (kind: FileKind | null, purpose: UploadPurpose): kind is FileKind =>
  kind !== null && (UPLOAD_PURPOSES[purpose].kinds as readonly FileKind[]).includes(kind);

/**
 * An early answer before any byte is sent: a name whose extension is not allowed for the purpose
 * is refused at once. A name without an extension passes; the bytes decide on confirmation.
 */
export function extensionProblem(name: string, purpose: UploadPurpose): UploadProblem | null {
  // An extension is a short tail with a letter in it: "Акт от 01.02.2024" has none.
  const extension = /.\.([a-z0-9]{1,5})$/i.exec(name)?.[1];
  if (!extension || !/[a-z]/i.test(extension)) return null;
  const kind = EXTENSIONS[extension.toLowerCase()] ?? null;
  return kindAllowed(kind, purpose) ? null : { key: 'file.wrongFormat' };
}
