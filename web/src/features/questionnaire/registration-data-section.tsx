import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ProfileForm } from '@shared/api/areas/profiles';
import { useDictionaryName } from '../../shared/dictionaries/dictionary-entries';
import { DetailsList, type DetailRow } from './details-list';
import { openFileDownload } from '../../shared/api/download-file';
import { QUESTIONNAIRE_NS } from './i18n';
import { formatDate } from '../../shared/i18n/dates';

interface RegistrationDataSectionProps {
  data: ProfileForm['data'];
  /** Why the data may change soon: a refresh from the register waits for review (isProfileInfoEditable false). */
  pendingNote: string | null;
}

/**
 * The charter of a legal entity (02 §2.5 item 1): its file, upload date and download, and the way to
 * attach it (or a new edition) through the add-documents screen, which checks and reviews it as any document.
 */
function CharterValue({ charter }: { charter: NonNullable<ProfileForm['data']['legal']>['charter'] }) {
  const { t } = useTranslation(QUESTIONNAIRE_NS);
  const attach = (
    <Link to="/documents/create?docType=Charter" data-testid="q-charter-attach">
      {charter ? t('registration.charterReplace') : t('registration.charterAttach')}
    </Link>
  );
  if (!charter)
    return (
      <span className="q-charter">
        {t('registration.noCharter')}. {attach}
      </span>
    );
  return (
    <span className="q-charter">
      <Button
        label={charter.fileInfo.name}
        icon="pi pi-download"
        link
        size="small"
        className="q-inline-button"
        aria-label={`${t('actions.download')}: ${charter.fileInfo.name}`}
        onClick={() => void openFileDownload(charter.fileInfo.id)}
      />{' '}
      <span className="muted">
        {t('registration.charterUploaded', { date: formatDate(charter.fileInfo.uploadDate) })}
      </span>{' '}
      {attach}
    </span>
  );
}

/** Item 1 of 02 §2.5: the registration data of a legal entity, an entrepreneur or a non-resident. */
export function RegistrationDataSection({ data, pendingNote }: RegistrationDataSectionProps) {
  const { t } = useTranslation(QUESTIONNAIRE_NS);
  const companyType = useDictionaryName('COMPANY_TYPE');
  const taxSystem = useDictionaryName('TAX_TYPE');
  const accountingType = useDictionaryName('ACCOUNTING_FORM_TYPE');
  const orNotSet = (value: string | null) => value || t('registration.notSet');
  const date = (value: string) => formatDate(value);

  let rows: DetailRow[] = [];
  if (data.legal) {
    const legal = data.legal;
    rows = [
      { label: t('registration.name'), value: legal.name, testId: 'q-name' },
      { label: t('registration.shortName'), value: legal.shortName },
      { label: t('registration.opf'), value: legal.opf },
      { label: t('registration.branchType'), value: t(`branchType.${legal.branchType}`) },
      { label: t('registration.inn'), value: legal.inn, testId: 'q-inn' },
      { label: t('registration.kpp'), value: legal.kpp, testId: 'q-kpp' },
      { label: t('registration.ogrn'), value: legal.ogrn, testId: 'q-ogrn' },
      { label: t('registration.registrationDate'), value: date(legal.registrationDate) },
      { label: t('registration.companyType'), value: orNotSet(companyType(legal.companyType)) },
      { label: t('registration.accountingType'), value: orNotSet(accountingType(legal.accountingType)) },
      { label: t('registration.taxSystem'), value: orNotSet(taxSystem(legal.taxSystem)) },
      {
        label: t('registration.charter'),
        value: <CharterValue charter={legal.charter} />,
        testId: 'q-charter',
      },
    ];
  } else if (data.individual) {
    const individual = data.individual;
    rows = [
      { label: t('registration.fullName'), value: individual.name, testId: 'q-name' },
      { label: t('registration.inn'), value: individual.inn, testId: 'q-inn' },
      { label: t('registration.ogrnip'), value: individual.ogrnip, testId: 'q-ogrn' },
      { label: t('registration.registrationDate'), value: date(individual.registrationDate) },
      { label: t('registration.accountingType'), value: orNotSet(accountingType(individual.accountingType)) },
      { label: t('registration.taxSystem'), value: orNotSet(taxSystem(individual.taxSystem)) },
    ];
  } else if (data.nonResident) {
    const nonResident = data.nonResident;
    rows = [
      { label: t('registration.name'), value: nonResident.name, testId: 'q-name' },
      { label: t('registration.taxId'), value: nonResident.taxId, testId: 'q-tax-id' },
      { label: t('registration.registrationCode'), value: orNotSet(nonResident.registrationCode) },
    ];
  }
  return (
    <div data-testid="q-registration">
      {pendingNote && <Message severity="info" className="q-notice q-spaced" text={pendingNote} />}
      <p className="q-section-intro">
        {data.nonResident ? t('register.readOnlyNonResident') : t('register.readOnly')}
      </p>
      <DetailsList rows={rows} />
    </div>
  );
}
