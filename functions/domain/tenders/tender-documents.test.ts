import { describe, expect, it } from 'vitest';
import { pdfText, qrCodesIn } from '../../../test/support/pdf-reading';
import { feeWithVat } from './money';
import { TENDER_CONFIG } from './tender-config';
import { licencePdf, paymentOrderPdf, paymentPurpose } from './tender-documents';

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
