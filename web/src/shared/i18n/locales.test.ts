import { describe, expect, it } from 'vitest';

const bundles = import.meta.glob<object>('./locales/*/*.json', { eager: true, import: 'default' });

const keys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

/** A plural's forms are the language's own (CLDR: Russian one/few/many/other, English one/other): one key. */
const base = (list: string[]) => [
  ...new Set(list.map((k) => k.replace(/_(zero|one|two|few|many|other)$/, ''))),
];

describe('every namespace, also those that load with their section', () => {
  const namespaces = Object.keys(bundles)
    .filter((path) => path.startsWith('./locales/ru/'))
    .map((path) => path.slice('./locales/ru/'.length, -'.json'.length));

  it('finds the section namespaces', () => {
    expect(namespaces).toEqual(expect.arrayContaining(['registration', 'questionnaire', 'backoffice']));
  });

  it.each(namespaces)('%s has every Russian text in English, and no empty text', (ns) => {
    const ru = bundles[`./locales/ru/${ns}.json`];
    const en = bundles[`./locales/en/${ns}.json`];
    expect(base(keys(en)).sort()).toEqual(base(keys(ru)).sort());
    for (const bundle of [ru, en]) {
      expect(JSON.stringify(bundle)).not.toMatch(/:""/);
    }
  });
});
