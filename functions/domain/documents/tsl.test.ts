import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTsl } from './tsl';

/**
 * The official list's format (the Ministry of Digital Development's TSL), read from the local stage's
 * fixture (esign-demo/tsl.xml) and from variations of it an official list has: a CA whose accreditation
 * ended, several CRL addresses, absolute addresses.
 */
const fixture = new URL('./esign-demo/tsl.xml', import.meta.url);
const xml = readFileSync(fixture, 'utf8');
const demoCa = readFileSync(new URL('./esign-demo/demo-ca.pem', import.meta.url), 'utf8');
const body = (pem: string) => pem.replace(/-----[^-]+-----|\s/g, '');

describe('the list of accredited CAs (TSL XML)', () => {
  it('reads the version, the date and each key’s certificate and CRL addresses', () => {
    const list = parseTsl(xml, fixture.href);
    expect(list).toMatchObject({ version: '1', date: '2026-11-27T00:00:00+03:00', authorities: 1 });
    expect(list.anchors).toHaveLength(1);
    const [anchor] = list.anchors;
    expect(anchor!.name).toBe('Тестовый УЦ ФНС России (локальный стенд)');
    expect(anchor!.inn).toBe('7707329152');
    expect(body(anchor!.certificate)).toBe(body(demoCa));
    expect(anchor!.crlUrls).toEqual([new URL('./esign-demo/demo-ca.crl', import.meta.url).href]);
  });

  it('takes no anchor from a CA whose accreditation is no longer in force, and keeps absolute addresses', () => {
    const ended = xml.replace('<Статус>Действует</Статус>', '<Статус>Прекращена</Статус>');
    expect(parseTsl(ended).anchors).toEqual([]);
    const two = xml.replace(
      '<Адрес>demo-ca.crl</Адрес>',
      '<Адрес>http://uc.example.test/cdp/ca.crl</Адрес><Адрес>http://uc2.example.test/cdp/ca.crl</Адрес>',
    );
    expect(parseTsl(two).anchors[0]!.crlUrls).toEqual([
      'http://uc.example.test/cdp/ca.crl',
      'http://uc2.example.test/cdp/ca.crl',
    ]);
  });

  it('refuses a file that is not the list', () => {
    expect(() => parseTsl('<html><body>Сервис недоступен</body></html>')).toThrow(/not the list/);
  });
});
