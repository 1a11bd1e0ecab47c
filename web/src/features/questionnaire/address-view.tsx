import { useTranslation } from 'react-i18next';
import type { Address } from '@shared/api/areas/profiles';
import { DetailsList, type DetailRow } from './details-list';
import { QUESTIONNAIRE_NS } from './i18n';

interface AddressViewProps {
  address: Address | null;
  /** Legal addresses show every part; other addresses skip empty district and floor (02 §2.5). */
  full?: boolean;
  testId?: string;
}

/** An address as the questionnaire shows it: the one-line form, then its parts. */
export function AddressView({ address, full = false, testId }: AddressViewProps) {
  const { t } = useTranslation(QUESTIONNAIRE_NS);
  if (!address) return <p className="muted">{t('address.empty')}</p>;
  const part = (key: string, value: string, always = true): DetailRow[] =>
    always || value ? [{ label: t(`address.${key}`), value: value || '—' }] : [];
  const rows: DetailRow[] = [
    ...part('index', address.index),
    ...part('country', address.countryRef?.name ?? address.countryCode),
    ...part('region', address.regionRef?.name ?? address.regionCode),
    ...part('city', address.city),
    ...part('locality', address.locality),
    ...part('district', address.disctrict, full),
    ...part('street', address.street),
    ...part('building', address.building),
    ...part('block', address.block),
    ...part('room', address.room),
    ...part('floor', address.floor, full),
  ];
  return (
    <div className="q-address" data-testid={testId}>
      <p className="q-full-address" data-testid={testId ? `${testId}-full` : undefined}>
        <i className="pi pi-map-marker" aria-hidden /> {address.fullAddress}
      </p>
      <DetailsList rows={rows} />
    </div>
  );
}
