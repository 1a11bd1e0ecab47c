/** One entry of a seeded dictionary: code, Russian name, English name and, where it has one, the parent code. */
export type DictionaryRow = readonly [code: string, nameRu: string, nameEn: string, parentCode?: string];
