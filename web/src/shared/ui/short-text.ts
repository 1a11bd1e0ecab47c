/**
 * A long file name shortened in its middle: tax reports' names are long and differ at both ends
 * (`NO_NDS_…` vs `KV_NO_NDS_…`, the period and the extension at the end), so the start and the end are
 * kept and the middle gives way: `NO_NDS_7708…0001.xml`. The whole name goes into the title.
 */
export function shortFileName(name: string, head = 11, tail = 8): string {
  if (name.length <= head + tail + 1) return name;
  return `${name.slice(0, head)}…${name.slice(-tail)}`;
}

/** An identifier (a UUID, a long request id) as its first characters: `5b1a6c2e…`; the whole in a title. */
export function shortId(id: string, keep = 8): string {
  return id.length <= keep + 1 ? id : `${id.slice(0, keep)}…`;
}
