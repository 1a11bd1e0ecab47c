import { XMLParser } from 'fast-xml-parser';

/**
 * The Ministry of Digital Development's list of accredited certification authorities (the TSL that CryptoPro
 * and government services load; published as XML, `DownloadTSL?schemaVersion=0` on the ministry's e-trust
 * portal). Its shape, as the public loaders read it (e.g. Go and PHP certificate loaders on GitHub that
 * install the list into CryptoPro's stores):
 *
 *   АккредитованныеУдостоверяющиеЦентры
 *     Версия, Дата
 *     УдостоверяющийЦентр*            Название, КраткоеНазвание, ИНН, ОГРН, СтатусАккредитации/Статус
 *       ПрограммноАппаратныеКомплексы/ПрограммноАппаратныйКомплекс*
 *         КлючиУполномоченныхЛиц/Ключ*  ИдентификаторКлюча, АдресаСписковОтзыва/Адрес*
 *           Сертификаты/ДанныеСертификата*  Отпечаток, СерийныйНомер, ПериодДействияС/До, Данные (Base64 DER)
 *
 * Only authorities whose accreditation is in force («Действует», or no status given) give anchors.
 */

export interface TslAnchor {
  /** The CA's short name (its full name without one). */
  name: string;
  /** The CA's INN, when the list gives it. */
  inn: string | null;
  certificate: string;
  /** The CRL addresses of the key, resolved against the list's own address. */
  crlUrls: string[];
}

export interface ParsedTsl {
  version: string;
  date: string | null;
  authorities: number;
  anchors: TslAnchor[];
}

const LISTS = new Set([
  'УдостоверяющийЦентр',
  'ПрограммноАппаратныйКомплекс',
  'Ключ',
  'Адрес',
  'ДанныеСертификата',
]);

type Node = Record<string, unknown>;
const text = (value: unknown): string | null =>
  typeof value === 'string' || typeof value === 'number' ? String(value).trim() || null : null;
const nodes = (value: unknown): Node[] =>
  (Array.isArray(value) ? value : value === undefined ? [] : [value]).filter(
    (v): v is Node => typeof v === 'object' && v !== null,
  );
const child = (node: Node | undefined, name: string): Node | undefined => nodes(node?.[name])[0];

const pem = (base64: string) =>
  `-----BEGIN CERTIFICATE-----\n${base64.replace(/\s+/g, '').replace(/(.{64})/g, '$1\n')}\n-----END CERTIFICATE-----\n`.replace(
    '\n\n-----END',
    '\n-----END',
  );

/** Reads the list; `base` resolves relative CRL addresses (the local fixture's). Throws on no such list. */
export function parseTsl(xml: string, base?: string): ParsedTsl {
  const parser = new XMLParser({
    ignoreAttributes: true,
    parseTagValue: false,
    // Адрес is both a postal address (a node) and a CRL address (text): both kept as lists.
    isArray: (name) => LISTS.has(name),
  });
  const root = (parser.parse(xml) as Node)['АккредитованныеУдостоверяющиеЦентры'] as Node | undefined;
  const version = text(root?.['Версия']);
  if (!root || !version) throw new Error('not the list of accredited certification authorities');
  const anchors: TslAnchor[] = [];
  const authorities = nodes(root['УдостоверяющийЦентр']);
  for (const authority of authorities) {
    const status = text(child(authority, 'СтатусАккредитации')?.['Статус']);
    if (status && status !== 'Действует') continue;
    const name = text(authority['КраткоеНазвание']) ?? text(authority['Название']) ?? '—';
    const inn = text(authority['ИНН']);
    for (const complex of nodes(
      child(authority, 'ПрограммноАппаратныеКомплексы')?.['ПрограммноАппаратныйКомплекс'],
    )) {
      for (const key of nodes(child(complex, 'КлючиУполномоченныхЛиц')?.['Ключ'])) {
        const crlUrls = ((child(key, 'АдресаСписковОтзыва')?.['Адрес'] as unknown[] | undefined) ?? [])
          .map(text)
          .filter((a): a is string => !!a)
          .map((address) => (base ? new URL(address, base).href : address));
        for (const data of nodes(child(key, 'Сертификаты')?.['ДанныеСертификата'])) {
          const base64 = text(data['Данные']);
          if (base64) anchors.push({ name, inn, certificate: pem(base64), crlUrls });
        }
      }
    }
  }
  return { version, date: text(root['Дата']), authorities: authorities.length, anchors };
}
