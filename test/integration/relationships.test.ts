import { describe, expect, it, beforeAll } from 'vitest';
import type { ContractorRow } from '@shared/api/areas/relationships';
import type { NonResident, ResidentSearchResult } from '@shared/api/areas/registration';
import type { Notification } from '@shared/api/areas/notifications';
import { translate } from '../support/messages';
import { call, signIn } from '../support/api';
import {
  expectError,
  freeRecords,
  newUser,
  ok,
  registeredSupplier,
  registrationBody,
} from './supplier-helpers';
import {
  addNonResident,
  addResident,
  current,
  manualNonResident,
  registerRecord,
  settled,
  supposed,
} from './relationships-helpers';

const ru = (key: Parameters<typeof translate>[1], params?: Record<string, string>) =>
  translate('ru', key, params);
type Changed = { rows: ContractorRow[] };

let supplier: Awaited<ReturnType<typeof registeredSupplier>>;
beforeAll(async () => {
  supplier = await registeredSupplier('Ресурс');
});

describe('the current relationships', () => {
  it('list the contracts of the legal demo supplier, with live codes of parties that have a cabinet', async () => {
    const token = await signIn('legal@demo.test');
    const prime = await current(token, 'prime');
    expect(prime.content.map((r) => r.name)).toContain('Публичное акционерное общество «НефтеМаш»');
    const subs = await current(token, 'get');
    const individual = subs.content.find((r) => r.name === 'ИП Смирнова Анна Викторовна');
    expect(individual).toMatchObject({ code: '1000124', isResident: true, showLinkButton: false });
    const nonResident = subs.content.find((r) => r.countryCode === 'KZ');
    expect(nonResident).toMatchObject({ isResident: false, countryName: 'Казахстан', inn: '180540012343' });
    const producers = await current(token, 'producers');
    expect(producers.elementCount).toBe(2);
    const firstPage = await ok<{ content: ContractorRow[]; elementCount: number }>(
      call('GET', '/api/subcontractor/get', { token, query: { pageNumber: 1, pageSize: 2 } }),
    );
    expect(firstPage).toMatchObject({ elementCount: 3 });
    expect(firstPage.content).toHaveLength(2);
    // The individual demo supplier sees the legal one as its general contractor.
    const prime2 = await current(await signIn('individual@demo.test'), 'prime');
    expect(prime2.content.map((r) => r.code)).toEqual(['1000123']);
  });

  it('are empty for a new supplier', async () => {
    for (const path of ['prime', 'get', 'producers'] as const) {
      expect(await current(supplier.token, path)).toEqual({ content: [], elementCount: 0, pageNumber: 1 });
    }
  });
});

describe('adding a supposed subcontractor or producer', () => {
  it('adds an entrepreneur from the register once; a second add is refused with the spec’s text', async () => {
    const record = await registerRecord(supplier.token, 'Андреев', 'individual');
    const added = await ok<Changed>(
      addResident(supplier.token, record, { isSubContractor: true, isProducer: true }),
    );
    expect(added.rows).toHaveLength(2);
    expect(added.rows[0]).toMatchObject({
      inn: record.inn,
      ogrn: record.ogrn,
      kpp: null,
      isResident: true,
      showLinkButton: true,
      loadedAllRequiredDocuments: false,
      pbiotComplete: false,
    });
    expect((await supposed(supplier.token, 'SUBCONTRACTOR')).content.map((r) => r.inn)).toContain(record.inn);
    expect((await supposed(supplier.token, 'PRODUCER')).content.map((r) => r.inn)).toContain(record.inn);
    expectError(await addResident(supplier.token, record), 409, ru('relationships.duplicate'));
  });

  it('refuses bad input', async () => {
    const legal = await registerRecord(supplier.token, 'ГеоРесурс', 'legal');
    expectError(await addResident(supplier.token, legal, { isSubContractor: false, isProducer: false }), 400);
    expectError(
      await addResident(supplier.token, { ...legal, kpp: null }),
      400,
      ru('relationships.kppRequired'),
    );
    expectError(await addResident(supplier.token, { ...legal, kpp: '12345' }), 400);
    expectError(
      await addResident(supplier.token, { ...legal, ogrn: '1027700000000' }),
      400,
      ru('relationships.notInRegister'),
    );
    expectError(await addResident(supplier.token, { ...legal, inn: '77' }), 400);
    expectError(await addNonResident(supplier.token, { ...manualNonResident(), name: '' }), 400);
    expectError(
      await addNonResident(supplier.token, {
        ...manualNonResident(),
        actualAddress: { index: '101000', countryCode: 'RU', city: 'Москва', street: 'Тверская 1' },
      }),
      400,
    );
    expectError(await call('DELETE', '/api/supposedSubcontractors/OTHER/x', { token: supplier.token }), 400);
    expectError(
      await call('DELETE', '/api/supposedSubcontractors/PRODUCER/no-such-row', { token: supplier.token }),
      404,
    );
    expectError(
      await call('PUT', '/api/supposedSubcontractors/replace/no-such-row', { token: supplier.token }),
      400,
    );
  });

  it('refuses the supplier’s own organisation', async () => {
    expectError(await addResident(supplier.token, supplier.record), 400, ru('relationships.self'));
  });
});

describe('removal and replacement', () => {
  it('marks a deleted row, and the queued check removes it', async () => {
    const record = await registerRecord(supplier.token, 'УралКомплект', 'legal');
    const [row] = (await ok<Changed>(addResident(supplier.token, record))).rows;
    const marked = await ok<Changed>(
      call('DELETE', `/api/supposedSubcontractors/SUBCONTRACTOR/${row!.id}`, { token: supplier.token }),
    );
    expect(marked.rows[0]).toMatchObject({ isOnDelete: true, showLinkButton: false });
    expect((await supposed(supplier.token)).content.find((r) => r.id === row!.id)?.isOnDelete).toBe(true);
    expectError(
      await call('DELETE', `/api/supposedSubcontractors/SUBCONTRACTOR/${row!.id}`, { token: supplier.token }),
      409,
    );
    expect(await settled(supplier.token, 'SUBCONTRACTOR', row!.id)).toBeNull();
  });

  it('keeps a party that is in an active tender and tells the supplier', async () => {
    const record = await registerRecord(supplier.token, 'ТехноКабель', 'legal');
    const [row] = (await ok<Changed>(addResident(supplier.token, record))).rows;
    await ok(
      call('DELETE', `/api/supposedSubcontractors/SUBCONTRACTOR/${row!.id}`, { token: supplier.token }),
    );
    expect(await settled(supplier.token, 'SUBCONTRACTOR', row!.id)).toMatchObject({ isOnDelete: false });
    const news = await ok<Notification[]>(
      call('GET', '/api/profiles/get-new-notifications', { token: supplier.token }),
    );
    expect(news.map((n) => n.notificationText).join()).toContain(
      ru('relationships.removalRefused', { name: record.name }),
    );
  });

  it('replaces a non-resident with one from the register after the check', async () => {
    const [row] = (await ok<Changed>(addNonResident(supplier.token))).rows;
    expect(row).toMatchObject({ isResident: false, showReplaceButton: true, countryName: 'Швеция' });
    const marked = await ok<Changed>(
      call('PUT', `/api/supposedSubcontractors/replace/${row!.id}`, {
        token: supplier.token,
        query: { replaceWithId: 'nr-0002' },
      }),
    );
    expect(marked.rows[0]).toMatchObject({ isOnReplace: true, showReplaceButton: false });
    const replaced = await settled(supplier.token, 'PRODUCER', row!.id);
    expect(replaced).toMatchObject({ name: 'Pipeline Solutions Group Co., Ltd.', countryCode: 'CN' });
    // A resident is not replaced this way.
    const record = await registerRecord(supplier.token, 'ЭнергоДеталь', 'legal');
    const [legal] = (await ok<Changed>(addResident(supplier.token, record))).rows;
    expectError(
      await call('PUT', `/api/supposedSubcontractors/replace/${legal!.id}`, {
        token: supplier.token,
        query: { replaceWithId: 'nr-0003' },
      }),
      400,
    );
  });
});

describe('registration links', () => {
  it('are signed and open a prefilled non-resident registration for a new user; a changed token is refused', async () => {
    const info = manualNonResident();
    const [row] = (await ok<Changed>(addNonResident(supplier.token, info))).rows;
    const { link, expiresAt } = await ok<{ link: string; expiresAt: string }>(
      call('GET', `/api/supposedSubcontractors/registrationLink/${row!.id}`, { token: supplier.token }),
    );
    expect(new Date(expiresAt).getTime()).toBeGreaterThan(Date.now());
    const match = /\/account\/registration-no-resident\/([^/]+)$/.exec(link);
    expect(match, link).not.toBeNull();
    const token = match![1]!;
    const stranger = await newUser('invited');
    const preset = await ok<NonResident>(
      call('GET', `/api/search/getAccountsNonResidentById/${token}`, { token: stranger.token }),
    );
    expect(preset).toMatchObject({ name: info.name, taxId: info.taxId, profileId: null });
    expect(preset.actualAddress.countryCode).toBe('SE');
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expectError(
      await call('GET', `/api/search/getAccountsNonResidentById/${forged}`, { token: stranger.token }),
      404,
    );
  });

  it('point residents to their registration flow and are refused for a party with a cabinet', async () => {
    // One without a cabinet: the suites share the register, and another may have registered the first match.
    const [record] = await freeRecords(supplier.token, 'Соколов', 'individual');
    const [row] = (await ok<Changed>(addResident(supplier.token, record!))).rows;
    const { link } = await ok<{ link: string }>(
      call('GET', `/api/supposedSubcontractors/registrationLink/${row!.id}`, { token: supplier.token }),
    );
    expect(link).toMatch(/\/account\/registration-ind\/[\w-]+\.[0-9a-z]+\.[\w-]+$/);
    const other = await registeredSupplier('Ресурс');
    const [withCabinet] = (await ok<Changed>(addResident(supplier.token, other.record))).rows;
    expect(withCabinet).toMatchObject({ showLinkButton: false, code: other.companyCode });
    expectError(
      await call('GET', `/api/supposedSubcontractors/registrationLink/${withCabinet!.id}`, {
        token: supplier.token,
      }),
      409,
    );
  });
});

describe('a resident registration link', () => {
  it('opens, for a new user, the legal entity it was shared for; the user registers it and the row gets its code', async () => {
    const [record] = await freeRecords(supplier.token, 'Монтаж', 'legal');
    const [row] = (await ok<Changed>(addResident(supplier.token, record!))).rows;
    expect(row).toMatchObject({ showLinkButton: true });
    const { link } = await ok<{ link: string }>(
      call('GET', `/api/supposedSubcontractors/registrationLink/${row!.id}`, { token: supplier.token }),
    );
    const token = /\/account\/registration-legal\/([^/]+)$/.exec(link)?.[1];
    expect(token, link).toBeDefined();

    const invited = await newUser('invited');
    const preset = await ok<ResidentSearchResult>(
      call('GET', `/api/search/getAccountsResidentByInvitation/${token}`, { token: invited.token }),
    );
    expect(preset).toEqual(record);
    await ok(
      call('POST', '/api/registration/resident/initialize', {
        token: invited.token,
        body: registrationBody(preset),
      }),
    );
    const rows = await supposed(supplier.token);
    expect(rows.content.find((r) => r.id === row!.id)).toMatchObject({ showLinkButton: false });
  });

  it('opens the entrepreneur it was shared for; a changed token, a register id or a non-resident link is a 404', async () => {
    const [record] = await freeRecords(supplier.token, 'Михайлов', 'individual');
    const [row] = (await ok<Changed>(addResident(supplier.token, record!))).rows;
    const { link } = await ok<{ link: string }>(
      call('GET', `/api/supposedSubcontractors/registrationLink/${row!.id}`, { token: supplier.token }),
    );
    const token = link.split('/').pop()!;
    const stranger = await newUser('invited');
    const byLink = (id: string) =>
      call('GET', `/api/search/getAccountsResidentByInvitation/${encodeURIComponent(id)}`, {
        token: stranger.token,
      });
    expect(await ok<ResidentSearchResult>(byLink(token))).toMatchObject({
      type: 'individual',
      inn: record!.inn,
      ogrn: record!.ogrn,
    });
    const forged = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    const [nonResident] = (await ok<Changed>(addNonResident(supplier.token, manualNonResident()))).rows;
    const nrLink = await ok<{ link: string }>(
      call('GET', `/api/supposedSubcontractors/registrationLink/${nonResident!.id}`, {
        token: supplier.token,
      }),
    );
    for (const id of [forged, record!.id, nrLink.link.split('/').pop()!]) {
      const refused = expectError(await byLink(id), 404);
      expect(refused.message).toBe(ru('error.notFound'));
    }
  });
});

describe('the relationships calls', () => {
  it('are refused to staff, who have no counterparty', async () => {
    for (const email of ['admin@demo.test', 'moderator@demo.test']) {
      const token = await signIn(email);
      expectError(await call('GET', '/api/supposedSubcontractors', { token }), 403);
      expectError(await call('GET', '/api/subcontractor/prime', { token }), 403);
    }
  });
});
