import dayjs from 'dayjs';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from 'primereact/button';
import { Calendar } from 'primereact/calendar';
import { Checkbox } from 'primereact/checkbox';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { Tag } from 'primereact/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminNotices, publishNotice, withdrawNotice, type ManagedNotice } from '@shared/api/areas/admin';
import { newYearNotice, technicalWorkNotice, type NoticeTemplate } from '@shared/constants/notice-templates';
import {
  ACTUAL_NOTIFICATION_TYPES,
  SECTIONS,
  type ActualNotificationType,
  type Section,
} from '@shared/constants/spec';
import { apiCall } from '../../shared/api/api-client';
import { FormField } from '../../shared/ui/form-field';
import { ADMIN_NS } from './i18n';
import { formatDateTime } from '../../shared/i18n/dates';
import { NoticeText } from '../../shared/ui/notice-html';

/** The spec's notices as starting points, with the window that fits each (the texts stay editable). */
const TEMPLATES = {
  technicalWork: () => {
    // An example like the spec's (17:00–19:00 the next day), shown from now until the work is over.
    const day = dayjs().add(1, 'day');
    return {
      notice: technicalWorkNotice(day.format('DD.MM.YYYY'), '17:00', '19:00'),
      to: day.hour(19).minute(0).second(0).toDate(),
    };
  },
  newYear: () => {
    // The coming holidays: in January those that have just begun.
    const year = dayjs().month() === 0 ? dayjs().year() - 1 : dayjs().year();
    return { notice: newYearNotice(year), to: dayjs(`${year + 1}-01-09T18:00`).toDate() };
  },
} satisfies Record<string, () => { notice: NoticeTemplate; to: Date }>;
type TemplateName = keyof typeof TEMPLATES;

/**
 * The administrators' section notices (01 §2.3, §4.5): published for a window, withdrawn by ending
 * the window now. The shell shows them as it shows every notice.
 */
export function SectionNotices() {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const list = useQuery({
    queryKey: [adminNotices.id],
    queryFn: ({ signal }) => apiCall(adminNotices, { signal }),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: [adminNotices.id] });
  const [section, setSection] = useState<Section>('PORTAL');
  const [type, setType] = useState<ActualNotificationType>('INFO');
  const [textRu, setTextRu] = useState('');
  const [textEn, setTextEn] = useState('');
  const [from, setFrom] = useState<Date | null>(() => new Date());
  const [to, setTo] = useState<Date | null>(null);
  const [reason, setReason] = useState('');
  // The reason's error shows once the field has been left empty, not before the administrator types.
  const [reasonTouched, setReasonTouched] = useState(false);
  const [shownAgain, setShownAgain] = useState(true);
  const [template, setTemplate] = useState<TemplateName | null>(null);
  const applyTemplate = (name: TemplateName) => {
    const { notice, to: until } = TEMPLATES[name]();
    setTemplate(name);
    setSection(notice.section);
    setType(notice.type);
    setShownAgain(notice.shownAgain);
    setTextRu(notice.textRu);
    setTextEn(notice.textEn);
    setFrom(new Date());
    setTo(until);
  };
  const publish = useMutation({
    mutationFn: () =>
      apiCall(publishNotice, {
        body: {
          section,
          type,
          textRu: textRu.trim(),
          textEn: textEn.trim(),
          activeFrom: (from ?? new Date()).toISOString(),
          activeTo: to ? to.toISOString() : null,
          shownAgain,
          reason: reason.trim(),
        },
      }),
    onSuccess: () => {
      setTextRu('');
      setTextEn('');
    },
    onSettled: reload,
  });
  const withdraw = useMutation({
    mutationFn: (notice: ManagedNotice) =>
      apiCall(withdrawNotice, { params: { id: notice.id }, body: { reason: reason.trim() } }),
    onSettled: reload,
  });
  const reasonMissing = reason.trim() === '';
  const canPublish =
    !reasonMissing && textRu.trim() !== '' && textEn.trim() !== '' && from !== null && !publish.isPending;
  const now = dayjs();
  const inForce = (n: ManagedNotice) =>
    dayjs(n.activeFrom).isBefore(now) && (!n.activeTo || dayjs(n.activeTo).isAfter(now));

  // The window's two ends and the notice's two languages are the same input twice each: one row each.
  const windowFields = [
    { id: 'notice-from', label: 'notices.from', value: from, set: setFrom },
    { id: 'notice-to', label: 'notices.to', value: to, set: setTo },
  ] as const;
  const textFields = [
    { id: 'notice-ru', label: 'notices.textRu', value: textRu, set: setTextRu },
    { id: 'notice-en', label: 'notices.textEn', value: textEn, set: setTextEn },
  ] as const;

  return (
    <section className="admin-notices" data-testid="admin-notices">
      <h2>{t('notices.title')}</h2>
      <p className="muted">{t('notices.intro')}</p>
      <div className="admin-notice-form">
        <FormField id="notice-template" label={t('notices.template')}>
          <Dropdown
            inputId="notice-template"
            value={template}
            placeholder={t('notices.templateNone')}
            options={(Object.keys(TEMPLATES) as TemplateName[]).map((v) => ({
              value: v,
              label: t(`notices.templates.${v}`),
            }))}
            onChange={(e) => applyTemplate(e.value as TemplateName)}
          />
        </FormField>
        <ChoiceField field="section" values={SECTIONS} value={section} onChange={setSection} />
        <ChoiceField field="type" values={ACTUAL_NOTIFICATION_TYPES} value={type} onChange={setType} />
        {windowFields.map((f) => (
          <FormField key={f.id} id={f.id} label={t(f.label)}>
            {/* The product's Russian calendar (PrimeReact's locale), not the browser's native input. */}
            <Calendar
              inputId={f.id}
              value={f.value}
              onChange={(e) => f.set((e.value as Date | null | undefined) ?? null)}
              showTime
              hourFormat="24"
              dateFormat="dd.mm.yy"
              showButtonBar
            />
          </FormField>
        ))}
        {textFields.map((f) => (
          <FormField key={f.id} id={f.id} label={t(f.label)} hint={t('notices.textHint')}>
            <InputTextarea
              id={f.id}
              rows={2}
              autoResize
              value={f.value}
              onChange={(e) => f.set(e.target.value)}
            />
          </FormField>
        ))}
        <div className="consent">
          <Checkbox
            inputId="notice-shown-again"
            checked={shownAgain && type !== 'BLOCKING'}
            disabled={type === 'BLOCKING'}
            onChange={(e) => setShownAgain(Boolean(e.checked))}
          />
          <label htmlFor="notice-shown-again">{t('notices.shownAgain')}</label>
        </div>
        <FormField
          id="notice-reason"
          label={t('notices.reason')}
          error={reasonMissing && reasonTouched ? t('modal.reasonRequired') : null}
        >
          <InputText
            id="notice-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            onBlur={() => setReasonTouched(true)}
          />
        </FormField>
      </div>
      <Button
        label={t('notices.publish')}
        disabled={!canPublish}
        loading={publish.isPending}
        onClick={() => publish.mutate()}
      />
      <ul className="admin-notice-list">
        {list.data?.length === 0 && <li className="muted">{t('notices.empty')}</li>}
        {list.data?.map((n) => (
          <li key={n.id}>
            <div>
              <Tag
                value={t(`notices.types.${n.type}`)}
                severity={n.type === 'BLOCKING' ? 'danger' : n.type === 'WARNING' ? 'warning' : 'info'}
              />{' '}
              <strong>{t(`notices.sections.${n.section}`)}</strong>{' '}
              <span className="muted small">
                {formatDateTime(n.activeFrom)} — {n.activeTo ? formatDateTime(n.activeTo) : '∞'} ·{' '}
                {inForce(n) ? t('notices.active') : t('notices.ended')}
              </span>
              <NoticeText text={n.textRu} />
            </div>
            {inForce(n) && (
              <Button
                label={t('notices.withdraw')}
                size="small"
                severity="danger"
                outlined
                disabled={reasonMissing || withdraw.isPending}
                onClick={() => withdraw.mutate(n)}
              />
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

interface ChoiceFieldProps<T extends string> {
  /** Names the input (`notice-<field>`), its label (`notices.<field>`) and its options (`notices.<field>s.*`). */
  field: 'section' | 'type';
  values: readonly T[];
  value: T;
  onChange: (value: T) => void;
}

/** A labelled drop-down of one of the spec's fixed values. */
function ChoiceField<T extends string>({ field, values, value, onChange }: ChoiceFieldProps<T>) {
  const { t } = useTranslation(ADMIN_NS);
  const id = `notice-${field}`;
  return (
    <FormField id={id} label={t(`notices.${field}`)}>
      <Dropdown
        inputId={id}
        value={value}
        options={values.map((v) => ({ value: v, label: t(`notices.${field}s.${v}`) }))}
        onChange={(e) => onChange(e.value as T)}
      />
    </FormField>
  );
}
