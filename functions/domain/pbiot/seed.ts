import { createHash } from 'node:crypto';
import { PACKAGE_STATUS } from '@shared/constants/pbiot';
import { incidentValueCodes } from '@shared/validation/pbiot-incidents';
import { clock } from '../../lib/clock';
import { createPdf, drawParagraph } from '../../lib/pdf';
import { getCounterparty } from '../accounts/counterparties';
import type { SeedContext } from '../seed-context';
import { packageKeys, packageStorage } from './package-storage';
import { pbiotRepository } from './pbiot-repository';
import { incidentForm } from './questionnaire-view';
import { renderQuestionnairePdf } from './questionnaire-pdf';
import { DAY_MS } from '@shared/constants/time';

/**
 * Demo data: the demo individual entrepreneur has sent a safety package that waits in the reviewers'
 * queue (/backoffice/pbiot), with its files in the PBIOT bucket; the other demo suppliers start empty.
 */
export async function seed(ctx: SeedContext): Promise<void> {
  const counterpartyId = ctx.users['individual@demo.test']?.counterpartyId;
  const counterparty = counterpartyId ? await getCounterparty(counterpartyId) : null;
  if (!counterpartyId || !counterparty) return;
  const now = clock.now();
  const values: Record<string, number> = {};
  for (const code of incidentValueCodes(now)) values[code] = 0;
  values.q1 = 12;
  values.q4 = 0;

  await pbiotRepository.saveQuestionnaire(counterpartyId, 0, { incidents: values, docs: [] }, now);
  const packageId = createHash('sha256').update(`${counterpartyId}:seed`).digest('hex').slice(0, 32);
  const policy = packageKeys.file(counterpartyId, packageId, 0);
  const policyBytes = await demoPolicy(counterparty.companyName);
  await packageStorage.put(policy, policyBytes, 'application/pdf');
  const pdf = await renderQuestionnairePdf(
    {
      company: {
        name: counterparty.companyName,
        code: counterparty.companyCode,
        inn: counterparty.inn ?? null,
      },
      incidents: incidentForm(values, now, 'ru'),
      documents: [
        { name: 'Политика в области промышленной безопасности, охраны труда и окружающей среды', files: 1 },
      ],
      now,
    },
    'ru',
  );
  const questionnaire = packageKeys.file(counterpartyId, packageId, 1);
  await packageStorage.put(questionnaire, pdf, 'application/pdf');
  await pbiotRepository.createPackage({
    counterpartyId,
    packageId,
    revision: 1,
    companyName: counterparty.companyName,
    companyCode: counterparty.companyCode,
    status: PACKAGE_STATUS.FORMED | PACKAGE_STATUS.SENT,
    state: 'OPEN',
    sendDate: new Date(now.getTime() - DAY_MS).toISOString(),
    sentBy: 'individual@demo.test',
    incidents: values,
    checks: ['questionnaire_1', 'pbiot_0001'],
    files: [
      {
        partition: 'pbiot',
        code: 'pbiot_0001',
        name: 'Политика ПБиОТ.pdf',
        size: policyBytes.length,
        key: policy,
      },
      {
        partition: 'questionnaire',
        code: 'incidents',
        name: 'Incident.pdf',
        size: pdf.length,
        key: questionnaire,
      },
    ],
  });
  await pbiotRepository.saveQuestionnaire(counterpartyId, 1, { blockedByPackageId: packageId }, now);
}

async function demoPolicy(company: string): Promise<Uint8Array> {
  const { doc, fonts } = await createPdf({ title: 'Политика ПБиОТ', author: company });
  const page = doc.addPage([595, 842]);
  drawParagraph(
    page,
    `${company}\nПолитика в области промышленной безопасности, охраны труда и окружающей среды`,
    {
      x: 50,
      y: 790,
      width: 495,
      font: fonts.bold,
      size: 14,
    },
  );
  return doc.save();
}
