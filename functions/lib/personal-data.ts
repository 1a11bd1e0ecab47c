/**
 * One bounded context's part of a personal-data export (issue 18): what it holds about a counterparty
 * as plain data, and the files, read only when the archive is written.
 */
export interface PersonalDataFile {
  /** The path inside the archive, e.g. `documents/НДС 2025/декларация.xml`. */
  path: string;
  read(): Promise<Uint8Array>;
}

export interface PersonalDataPart {
  data: unknown;
  files: PersonalDataFile[];
}

/** Characters that would make a path inside the archive (`/`, `\`) or trouble Windows become `_`. */
export const archiveName = (name: string): string => name.replace(/[/\\<>:"|?*]/g, '_').slice(0, 120);
