/** Text as searches compare it: trimmed, lower case, ё read as е (users type either). */
export const normalizeSearch = (text: string): string => text.trim().toLowerCase().replace(/ё/g, 'е');
