/** Longest display name kept, in characters. */
export const FILE_NAME_MAX = 255;

/**
 * The name a file is shown and downloaded under: the last part of what the browser sent (no
 * folders), without control or invisible formatting characters (a right-to-left override can
 * disguise an extension), at most 255 characters with the extension kept. Never used as a key.
 */
export function sanitizeFileName(raw: string): string {
  const lastPart = raw.split(/[\\/]/).pop() ?? '';
  const clean = lastPart
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  const name = /^\.*$/.test(clean) ? 'file' : clean;
  const chars = Array.from(name);
  if (chars.length <= FILE_NAME_MAX) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(name.slice(dot)) : [];
  const keep = extension.length < 16 ? extension : [];
  return chars.slice(0, FILE_NAME_MAX - keep.length).join('') + keep.join('');
}

/** RFC 5987 value: percent-encoded UTF-8, also encoding the characters RFC 3986 reserves. */
const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * Content-Disposition for a download: an ASCII fallback name for old clients and the real name
 * as `filename*` in UTF-8 (Cyrillic names survive every browser).
 */
export function contentDisposition(type: 'attachment' | 'inline', name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
