import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { RISK_NS } from './i18n';

/** The heading's way back from a profile card or the configuration to the list of risk profiles. */
export function BackToRiskList() {
  const { t } = useTranslation(RISK_NS);
  const navigate = useNavigate();
  return (
    <Button
      label={t('card.back')}
      icon="pi pi-arrow-left"
      severity="secondary"
      outlined
      onClick={() => void navigate('/backoffice/risk')}
    />
  );
}
