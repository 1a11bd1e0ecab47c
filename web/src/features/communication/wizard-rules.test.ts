import { describe, expect, it } from 'vitest';
import type { Category, Topic } from '@shared/api/areas/communication';
import {
  isEmail,
  mainSearchDisabled,
  mainSearchType,
  matchKey,
  step1Valid,
  step2Valid,
  step3Valid,
} from './wizard-rules';

const topic = (code: string, over: Partial<Topic> = {}): Topic => ({
  code,
  name: code,
  tenderSearchRequired: false,
  contractSearchRequired: false,
  beRequired: false,
  canBeOverriddenByUser: false,
  ...over,
});
const tech = topic('TECH_ACCESS');
const check = topic('COMMON_CHECK', { beRequired: true });
const own = topic('COMMON_OTHER', { beRequired: true, canBeOverriddenByUser: true });
const tender = topic('TENDER_PARTICIPATION', { tenderSearchRequired: true });
const payment = topic('CONTRACT_PAYMENT', { contractSearchRequired: true, beRequired: true });
const contractOther = topic('CONTRACT_OTHER', { beRequired: true, canBeOverriddenByUser: true });
const contracts: Category = { code: 'CONTRACT', name: 'Договоры', topics: [payment, contractOther] };
const tenders: Category = { code: 'TENDER', name: 'Закупки', topics: [tender] };

const step1 = (over: Partial<Parameters<typeof step1Valid>[0]>) =>
  step1Valid({ topic: null, theme: '', beCode: null, searchUuid: null, responsibleEmail: '', ...over });

describe('the create-request wizard, step 1 (01 §4.4)', () => {
  it('waits for a topic; a topic that needs nothing is enough', () => {
    expect(step1({})).toBe(false);
    expect(step1({ topic: tech })).toBe(true);
  });

  it('asks for the theme only where the user writes it', () => {
    expect(step1({ topic: own, beCode: 'NGS' })).toBe(false);
    expect(step1({ topic: own, beCode: 'NGS', theme: '   ' })).toBe(false);
    expect(step1({ topic: own, beCode: 'NGS', theme: 'Сверка' })).toBe(true);
  });

  it('asks for an organisation where the topic requires one, or a search that named one', () => {
    expect(step1({ topic: check })).toBe(false);
    expect(step1({ topic: check, beCode: 'NGS' })).toBe(true);
    expect(step1({ topic: check, searchUuid: 'u-1' })).toBe(true);
  });

  it('asks for a search that succeeded where the topic requires one, whatever organisation is picked', () => {
    expect(step1({ topic: tender, beCode: 'NGS' })).toBe(false);
    expect(step1({ topic: tender, searchUuid: 'u-1' })).toBe(true);
    expect(step1({ topic: payment, beCode: 'NGS' })).toBe(false);
    expect(step1({ topic: payment, beCode: 'NGS', searchUuid: 'u-2' })).toBe(true);
  });

  it('does not go on with a malformed responsible e-mail, even where the search is optional', () => {
    expect(step1({ topic: tech, responsibleEmail: 'zakupki@' })).toBe(false);
    expect(step1({ topic: tech, responsibleEmail: 'zakupki@neftegaz-sever.test' })).toBe(true);
  });

  it('offers the number the category is about; closes it while an e-mail is typed or a contract has no organisation', () => {
    expect(mainSearchType(tenders, tender)).toBe('TENDER');
    expect(mainSearchType(contracts, payment)).toBe('CONTRACT');
    expect(mainSearchType(contracts, contractOther)).toBe('CONTRACT');
    expect(mainSearchType({ code: 'TECH', name: 'Тех', topics: [tech] }, tech)).toBe('TENDER');
    expect(mainSearchDisabled({ type: 'TENDER', beCode: null, responsibleEmail: '' })).toBe(false);
    expect(mainSearchDisabled({ type: 'TENDER', beCode: null, responsibleEmail: 'a@b.ru' })).toBe(true);
    expect(mainSearchDisabled({ type: 'CONTRACT', beCode: null, responsibleEmail: '' })).toBe(true);
    expect(mainSearchDisabled({ type: 'CONTRACT', beCode: 'NGS', responsibleEmail: '' })).toBe(false);
  });

  it('says what the search matched in words of its kind', () => {
    const match = { search: '31-2026-0001', title: 'Поставка', beCode: 'NGS', beName: 'АО' };
    expect(matchKey({ ...match, searchType: 'TENDER' })).toBe('wizard.foundTender');
    expect(matchKey({ ...match, searchType: 'CONTRACT' })).toBe('wizard.foundContract');
    expect(matchKey({ ...match, searchType: 'EMAIL' })).toBe('wizard.foundEmail');
  });
});

describe('the create-request wizard, steps 2 and 3', () => {
  it('needs a listed address or a valid custom one (01 §5.1)', () => {
    expect(step2Valid({ other: false, email: null, otherEmail: '' })).toBe(false);
    expect(step2Valid({ other: false, email: 'a@b.ru', otherEmail: '' })).toBe(true);
    expect(step2Valid({ other: true, email: 'a@b.ru', otherEmail: 'ответ@' })).toBe(false);
    expect(step2Valid({ other: true, email: null, otherEmail: ' answers@individual.test ' })).toBe(true);
    expect(isEmail('a b@c.ru')).toBe(false);
  });

  it('creates only with a message and no attachment still uploading', () => {
    expect(step3Valid({ message: '  ', uploading: false })).toBe(false);
    expect(step3Valid({ message: 'Вопрос', uploading: true })).toBe(false);
    expect(step3Valid({ message: 'Вопрос', uploading: false })).toBe(true);
  });
});
