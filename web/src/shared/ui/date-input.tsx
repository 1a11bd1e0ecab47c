import dayjs from 'dayjs';
import { Calendar } from 'primereact/calendar';

const API_DATE = 'YYYY-MM-DD';

/**
 * A plain date field: the product's Russian calendar (PrimeReact with the app's locale, `DD.MM.YYYY`), never
 * the browser's native date input, which shows the browser's own format (US in an English browser). The
 * value stays what the API takes, a plain `YYYY-MM-DD` ('' when empty), read and written in local time so a
 * picked day never shifts by the zone.
 */
export function DateInput({
  id,
  value,
  onChange,
  required,
  minDate,
  testId,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  minDate?: Date;
  testId?: string;
}) {
  const parsed = value ? dayjs(value) : null;
  return (
    <Calendar
      inputId={id}
      value={parsed?.isValid() ? parsed.toDate() : null}
      onChange={(e) => {
        const picked = e.value as Date | null | undefined;
        onChange(picked ? dayjs(picked).format(API_DATE) : '');
      }}
      dateFormat="dd.mm.yy"
      showIcon
      showButtonBar
      required={required}
      {...(minDate ? { minDate } : {})}
      {...(testId ? { 'data-testid': testId } : {})}
    />
  );
}
