import { describe, expect, it } from 'vitest';

const bundles = import.meta.glob<object>('./locales/ru/*.json', { eager: true, import: 'default' });

/**
 * One section, one name (issue 29): the safety section is «ПБиОТ» as 03 §PBIOT names its tab, in the
 * menu, mailings, FAQ, relationships and the user card alike; its first tab is «Происшествия». The two
 * texts the spec words with «инциденты» (03 §PBIOT: the incomplete warning and the send tooltip) stay verbatim.
 */
describe('the safety section’s names in Russian', () => {
  const texts = Object.values(bundles).flatMap((bundle) => {
    const all: string[] = [];
    const walk = (v: unknown) =>
      typeof v === 'string' ? all.push(v) : v && typeof v === 'object' && Object.values(v).forEach(walk);
    walk(bundle);
    return all;
  });

  it('never calls it «ПБОТОС»', () => {
    expect(texts.filter((t) => t.includes('ПБОТОС'))).toEqual([]);
  });

  it('says «инциденты» only in the spec’s own two texts', () => {
    const spec = [
      'Внимание! Не все инциденты заполнены.',
      'Не все отмеченные файлы загружены или не заполнены инциденты.',
    ];
    expect(texts.filter((t) => /инцидент/i.test(t) && !spec.includes(t))).toEqual([]);
  });
});
