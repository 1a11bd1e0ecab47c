import { describe, expect, it } from 'vitest';
import { pdfText, qrCodesIn } from '../../../test/support/pdf-reading';
import { feeWithVat } from './money';
import { ACCEPTED_CURRENCIES, TENDER_CONFIG } from './tender-config';
import { licencePdf, paymentDetailsPdf, paymentOrderPdf, paymentPurpose } from './tender-documents';

describe('the payment order', () => {
  it('carries the payer, payee, amount and purpose code, and a payment QR with the same sum', async () => {
    const fee = feeWithVat(TENDER_CONFIG.feeRubKopecks, '2026-01-15');
    const purpose = paymentPurpose('ЛК-1000123', fee);
    const pdf = await paymentOrderPdf({
      payer: {
        name: 'ООО «Северная буровая компания»',
        inn: '7708123457',
        kpp: '770801001',
        account: '40702810938000012345',
        bankName: 'ПАО Сбербанк, Москва',
        bik: '044525225',
        correspondentAccount: '30101810400000000225',
      },
      payee: TENDER_CONFIG.payee,
      fee,
      purpose,
      date: '2026-01-15',
    });
    const text = await pdfText(pdf);
    for (const expected of [
      'ПЛАТЕЖНОЕ ПОРУЧЕНИЕ',
      '0401060',
      'ИНН 7708123457',
      'КПП 770801001',
      '61000-00',
      'ЛК-1000123',
      'НДС 22%',
      'Шестьдесят одна тысяча рублей 00 копеек',
      TENDER_CONFIG.payee.inn,
      '15.01.2026',
    ]) {
      expect(text).toContain(expected);
    }
    const [qr] = await qrCodesIn(pdf);
    expect(qr).toMatch(/^ST00012\|Name=ООО «Нефтегаз Снабжение»\|PersonalAcc=40702810200000012345\|/);
    expect(qr).toContain('|Sum=6100000|');
    expect(qr).toContain('ЛК-1000123');
    expect(qr).toContain(`|PayeeINN=${TENDER_CONFIG.payee.inn}|KPP=${TENDER_CONFIG.payee.kpp}`);
  });

  it('makes the licence agreement a real PDF in both languages', async () => {
    expect(await pdfText(await licencePdf('ru', TENDER_CONFIG.payee))).toContain('Лицензионный договор');
    expect(await pdfText(await licencePdf('en', TENDER_CONFIG.payee))).toContain('Licence agreement');
  });
});

describe('the non-residents’ payment details (01 §2.5)', () => {
  it('name the beneficiary and its bank in Latin letters, the bank’s address and SWIFT, and the intermediary bank', async () => {
    const { foreign } = TENDER_CONFIG.payee;
    const eur = foreign.currencies.EUR;
    if (!eur) throw new Error('the demo licensor accepts EUR');
    const pdf = await paymentDetailsPdf({
      payee: TENDER_CONFIG.payee,
      currency: { code: 'EUR', name: 'Euro' },
      amountMinor: 60_000,
      account: eur.account,
      intermediary: eur.intermediary,
      purpose: 'Licence fee for the ISU Snabzhenie procurement system, code ЛК-1000125. VAT not applicable.',
      payerName: 'Kaspiy Neft Servis LLP',
      payerTaxId: '123456789012',
      date: '2026-01-15',
    });
    // Words are compared with spacing collapsed: text extraction may split or join a line's runs.
    const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
    for (const expected of [
      'Beneficiary',
      'Neftegaz Snabzhenie LLC',
      '16 Lva Tolstogo Street, Moscow, 119021, Russian Federation',
      'Sberbank PJSC',
      '19 Vavilova Street, Moscow, 117312, Russian Federation',
      'SABRRUMM',
      'Intermediary bank',
      'Demo Korrespondenzbank AG',
      'Neue Mainzer Strasse 10, 60311 Frankfurt am Main, Germany',
      'DEMODEFF',
      'DE89370400440532013000',
      '40702978100000012345',
      '600.00 EUR',
      'ЛК-1000125',
    ]) {
      expect(text).toContain(expected);
    }
    // The Cyrillic name of the licensor is for Russian documents only.
    expect(text).not.toContain('Нефтегаз Снабжение');
  });

  it('are offered only in the currencies the licensor accepts: each with an account, an intermediary and a fee', () => {
    expect(ACCEPTED_CURRENCIES).toEqual(['USD', 'EUR', 'CNY']);
    for (const code of ACCEPTED_CURRENCIES) {
      expect(TENDER_CONFIG.payee.foreign.currencies[code]?.intermediary.swift).toMatch(/^[A-Z0-9]{8,11}$/);
      expect(TENDER_CONFIG.foreignFees[code]).toBeGreaterThan(0);
    }
  });
});
