import { Checkbox } from 'primereact/checkbox';
import { useTranslation } from 'react-i18next';
import { PERSONAL_DATA_AGREEMENT } from '../../shared/config/public-documents';
import { PublicDocumentLink } from '../../shared/ui/public-document-link';
import { REGISTRATION_NS } from './i18n';

/** Consent to personal-data processing: no registration without it (02 §5). */
export function PersonalDataConsent({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  const { t } = useTranslation(REGISTRATION_NS);
  return (
    <div className="registration-consent">
      <div className="consent">
        <Checkbox inputId="registration-consent" checked={checked} onChange={(e) => onChange(!!e.checked)} />
        <label htmlFor="registration-consent">{t('consent.label')}</label>
      </div>
      <p className="consent-document">
        <PublicDocumentLink document={PERSONAL_DATA_AGREEMENT} />
      </p>
    </div>
  );
}
