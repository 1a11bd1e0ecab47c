import { beforeAll, describe, expect, it } from 'vitest';
import type { DictionaryOption } from '@shared/api/areas/dictionaries';
import type { ErrorPayload } from '@shared/api/error-payload';
import { translate } from '../support/messages';
import { call, createUser, signIn, uniqueEmail } from '../support/api';

const ENTRIES = '/api/dictionaries/entries';
type Answer = { response: { content: DictionaryOption[] } };

let supplier = '';
let newcomer = '';

beforeAll(async () => {
  const email = uniqueEmail('dictionaries');
  await createUser(email);
  [supplier, newcomer] = await Promise.all([signIn('legal@demo.test'), signIn(email)]);
});

const entries = (query: Record<string, string>, lang?: string, token = supplier) =>
  call<Answer>('GET', ENTRIES, { token, query, ...(lang ? { lang } : {}) });
const names = (answer: { body: Answer }) => answer.body.response.content.map((o) => o.name);

describe('GET /api/dictionaries/entries', () => {
  it('finds countries by a part of the name in the caller language', async () => {
    const ru = await entries({ type: 'COUNTRY', search: 'герм' });
    expect(ru.status).toBe(200);
    expect(ru.body.response.content).toEqual([{ id: 'DE', code: 'DE', name: 'Германия', parentCode: null }]);
    const en = await entries({ type: 'COUNTRY', search: 'GERM' }, 'en');
    expect(names(en)).toEqual(['Germany']);
  });

  it('finds by code as well, whatever the case', async () => {
    const answer = await entries({ type: 'CURRENCY', search: 'usd' });
    expect(answer.body.response.content).toContainEqual({
      id: 'USD',
      code: 'USD',
      name: 'Доллар США',
      parentCode: null,
    });
  });

  it('keeps to the parent code and sorts by name', async () => {
    const moscow = await entries({ type: 'REGION', search: 'моск', parentCode: 'RU' });
    expect(moscow.body.response.content.map((o) => [o.code, o.name])).toEqual([
      ['77', 'Москва'],
      ['50', 'Московская область'],
    ]);
    const regions = await entries({ type: 'REGION', parentCode: 'RU' });
    expect(regions.body.response.content).toHaveLength(89);
    const sorted = names(regions);
    expect(sorted).toEqual([...sorted].sort((a, b) => a.localeCompare(b, 'ru')));
    expect((await entries({ type: 'REGION', parentCode: 'KZ' })).body.response.content).toEqual([]);
  });

  it('answers a whole small dictionary without a search', async () => {
    const taxes = await entries({ type: 'TAX_TYPE' }, 'en');
    expect(taxes.body.response.content.map((o) => o.code).sort()).toEqual(
      ['AUSN', 'ESHN', 'NPD', 'OSN', 'PSN', 'USN'].sort(),
    );
    const companyTypes = await entries({ type: 'COMPANY_TYPE' });
    expect(companyTypes.body.response.content.map((o) => o.code)).toEqual(
      expect.arrayContaining(['SmallBusiness', 'NPO']),
    );
    for (const type of ['DOCUMENT_TYPE', 'ACCOUNTING_FORM_TYPE', 'FAQ_TOPIC']) {
      expect((await entries({ type })).body.response.content.length).toBeGreaterThan(1);
    }
  });

  it('is open to a user who has not registered a counterparty yet (registration forms use it)', async () => {
    const answer = await entries({ type: 'COUNTRY', search: 'казах' }, undefined, newcomer);
    expect(names(answer)).toEqual(['Казахстан']);
  });

  it('refuses a search of one or two characters with the spec’s message in the caller language', async () => {
    for (const [lang, search] of [
      ['ru', 'мо'],
      ['en', 'g'],
    ] as const) {
      const answer = await entries({ type: 'COUNTRY', search }, lang);
      expect(answer.status).toBe(400);
      const payload = answer.body as unknown as ErrorPayload;
      expect(payload.code).toBe('VALIDATION_FAILED');
      expect(payload.fields).toEqual({ 'query.search': translate(lang, 'search.tooShort') });
    }
  });

  it('refuses an unknown dictionary kind with a translated field message', async () => {
    const ru = await entries({ type: 'PLANETS' });
    const en = await entries({ type: 'PLANETS' }, 'en');
    expect(ru.status).toBe(400);
    expect((ru.body as unknown as ErrorPayload).fields?.['query.type']).toMatch(/^Неверный вариант/);
    expect((en.body as unknown as ErrorPayload).fields?.['query.type']).toMatch(/^Invalid option/);
  });

  it('needs a signed-in user', async () => {
    const answer = await call('GET', ENTRIES, { query: { type: 'COUNTRY' } });
    expect(answer.status).toBe(401);
  });
});
