import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router-dom';
import type { IncidentEntry } from '@shared/api/areas/pbiot';
import { isRateCode } from '@shared/validation/pbiot-incidents';
import { DecimalInput } from '../../shared/ui/decimal-input';
import { decimalText, decimalValue } from '../../shared/ui/decimal-text';
import { PBIOT_NS } from './i18n';
import type { PbiotTabContext } from './pbiot-layout';
import { useSaveIncidents } from './pbiot-queries';

/** The fields' texts as typed (a dot for the separator), so "22," survives until its decimals follow. */
type Values = Record<string, string>;

const storedValues = (entries: IncidentEntry[]): Values =>
  Object.fromEntries(
    entries.flatMap((e) =>
      e.type === 0 ? [[e.code, decimalText(e.value)]] : e.children.map((c) => [c.code, decimalText(c.value)]),
    ),
  );

/** 03 §5: complete only if every field, group children included, has a value. */
const complete = (values: Values) => Object.values(values).every((v) => decimalValue(v) !== null);

/** /pbiot/incidents: the numeric fields and the three-year groups, Cancel and Save (03 §2). */
export function IncidentsTab() {
  const { t } = useTranslation(PBIOT_NS);
  const { current } = useOutletContext<PbiotTabContext>();
  const stored = useMemo(() => storedValues(current.incidents), [current.incidents]);
  const [values, setValues] = useState<Values>(stored);
  const save = useSaveIncidents();
  const filled = complete(values);
  const changed = Object.keys(values).some((code) => values[code] !== stored[code]);

  const field = (code: string, label: string, entry: IncidentEntry, tabIndex: number) => (
    <label className="pbiot-number" key={code}>
      <span>{label}</span>
      <DecimalInput
        id={`incident-${code}`}
        value={values[code] ?? ''}
        onValueChange={(value) => setValues((v) => ({ ...v, [code]: value }))}
        maxDecimals={isRateCode(code) ? 2 : 0}
        placeholder={entry.placeholder}
        tabIndex={tabIndex}
        data-testid={`incident-${code}`}
      />
    </label>
  );

  return (
    <form
      className="pbiot-incidents"
      onSubmit={(event) => {
        event.preventDefault();
        if (!filled) return;
        save.mutate(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, decimalValue(v) ?? 0])));
      }}
    >
      {!filled && (
        <Message severity="warn" text={t('incidents.incomplete')} data-testid="incidents-incomplete" />
      )}
      {current.warnings.map((w) => (
        <Message key={w.code + w.text} severity="info" text={w.text} data-testid="incident-warning" />
      ))}
      {current.incidents.map((entry) =>
        entry.type === 0 ? (
          <fieldset key={entry.code} className="pbiot-incident">
            {field(entry.code, entry.name, entry, entry.tabindex)}
            <small className="muted">{entry.hint}</small>
          </fieldset>
        ) : (
          <fieldset key={entry.code} className="pbiot-incident">
            <legend>{entry.name}</legend>
            <div className="pbiot-years">
              {entry.children.map((child) => field(child.code, child.name, entry, entry.tabindex))}
            </div>
            <small className="muted">{entry.hint}</small>
          </fieldset>
        ),
      )}
      {save.isError && <Message severity="error" text={t('incidents.saveFailed')} />}
      {save.isSuccess && !changed && <Message severity="success" text={t('incidents.saved')} />}
      <div className="pbiot-actions">
        <Button
          type="button"
          label={t('cancel')}
          severity="secondary"
          outlined
          disabled={!changed}
          onClick={() => setValues(stored)}
        />
        <Button
          type="submit"
          label={t('save')}
          disabled={!filled || save.isPending}
          loading={save.isPending}
          data-testid="incidents-save"
        />
      </div>
    </form>
  );
}
