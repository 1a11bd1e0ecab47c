/**
 * Orders ISO dates and times, codes and ids by their characters, as a sort comparator. `localeCompare`
 * would load ICU's collation on a cold call (milliseconds) to order text that needs no language; names
 * people read keep their collator.
 */
export const byCodeUnits = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
