import { UPLOAD_PURPOSES, type FileKind, type UploadPurpose } from '@shared/constants/spec';
import type { MessageKey } from '../../lib/messages';
import { filesSettings } from './settings';

/**
 * The upload rules of 01 §5.3, 02 §5 and 03 §5 in one place: each refusal is the spec's text with
 * the rule it broke (the configured minimum, the purpose's maximum, its formats).
 */
export interface UploadProblem {
  key: Extract<MessageKey, `file.${string}`>;
  params?: Record<string, string | number>;
}

/** The formats a purpose takes, as the refusal names them. */
export const formatsOf = (purpose: UploadPurpose): string => UPLOAD_PURPOSES[purpose].kinds.join(', ');

export const wrongFormat = (purpose: UploadPurpose): UploadProblem => ({
  key: 'file.wrongFormat',
  params: { formats: formatsOf(purpose) },
});

/** Below the configured minimum, or over the purpose's limit (both in bytes, as the texts say). */
export function sizeProblem(size: number, purpose: UploadPurpose): UploadProblem | null {
  if (size < filesSettings.minBytes) return { key: 'file.tooSmall', params: { n: filesSettings.minBytes } };
  const { maxBytes } = UPLOAD_PURPOSES[purpose];
  if (size > maxBytes) return { key: 'file.tooLarge', params: { n: maxBytes } };
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
  odm: 'odm',
  pages: 'pages',
  txt: 'txt',
  xml: 'xml',
  sig: 'sig',
  p7s: 'sig',
  p7m: 'sig',
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
  return kindAllowed(kind, purpose) ? null : wrongFormat(purpose);
}
