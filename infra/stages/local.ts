import { DEFAULT_SUPPORT_EMAIL } from '@shared/constants/spec';
import { DEMO_PAYEE } from '../../functions/domain/tenders/payee';
import { DEMO_ORGANISATIONS, DEMO_STAFF } from '../../functions/domain/communication/group-organisations';
import type { StageInput } from './schema';

/**
 * The local stage: `npm start` (the embedded emulators) and `npm run localstack:deploy`. Demo values on
 * purpose: the demo licensor, the seeded register and the test CAs' trust list.
 */
export const local: StageInput = {
  name: 'local',
  kind: 'local',
  // `npm start` serves the SPA here (its --web-port moves it; the local stack then uses that address).
  siteUrl: 'http://localhost:5173',
  supportEmails: [DEFAULT_SUPPORT_EMAIL],
  // No SES locally: e-mails stay in the outbox table, where the tests and the developer read them.
  mailFrom: null,
  alarmEmail: null,
  tenderPayee: DEMO_PAYEE,
  tenderSystemUrl: 'https://tender.example.com/',
  tenderDocumentsUrl: 'https://tender.example.com/documents/',
  register: { service: 'emulator', secretName: null },
  communication: { organisations: [...DEMO_ORGANISATIONS], staff: [...DEMO_STAFF] },
  trustList: { source: 'demo' },
  features: {
    showPbiot: true,
    showPbiotInstruction: true,
    showLinkedDocuments: true,
    loadVatDocumentsIfEshn: true,
    oldDocumentsUrl: null,
    fileMinBytes: null,
  },
};
