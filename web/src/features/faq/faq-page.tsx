import { useMutation, useQuery } from '@tanstack/react-query';
import { Accordion, AccordionTab } from 'primereact/accordion';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { askAQuestion } from '@shared/api/areas/faq';
import { FAQ_QUESTION_MAX, FEATURE_FLAGS, type Language } from '@shared/constants/spec';
import { apiCall } from '../../shared/api/api-client';
import { dictionaryQuery } from '../../shared/dictionaries/dictionary-entries';
import { PageHeading } from '../../shared/ui/page-heading';
import { useCurrentUser } from '../../shared/user/current-user';
import { FAQ_NS } from './i18n';
import './faq.css';

/** The numbered entries (odd numbers up to 30); 5 and 21 follow their flags (01 §2.9). */
export const FAQ_ITEMS = [1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21, 23, 25, 27, 29].filter(
  (n) => (n !== 5 || FEATURE_FLAGS.SHOW_FAQ_ITEM_5) && (n !== 21 || FEATURE_FLAGS.SHOW_FAQ_ITEM_21),
);

/** /faq ('Вопросы и ответы'): the answers, and the ask-a-question form whose questions reach the staff inbox. */
export function FaqPage() {
  const { t, i18n } = useTranslation(FAQ_NS);
  const user = useCurrentUser();
  const topics = useQuery(dictionaryQuery('FAQ_TOPIC', i18n.language as Language));
  const [topic, setTopic] = useState<string | null>(null);
  const [question, setQuestion] = useState('');
  const [touched, setTouched] = useState(false);
  const [sent, setSent] = useState(false);
  const ask = useMutation({
    mutationFn: (body: { topic: string; question: string }) => apiCall(askAQuestion, { body }),
    onSuccess: () => {
      setSent(true);
      setTopic(null);
      setQuestion('');
      setTouched(false);
    },
  });
  const valid = topic !== null && question.trim().length > 0;
  const submit = () => {
    setTouched(true);
    if (topic && valid) ask.mutate({ topic, question: question.trim() });
  };

  return (
    <section className="page" data-testid="faq-page">
      <PageHeading title={t('title')} />
      <p className="page-intro">{t('intro')}</p>
      <Accordion multiple className="faq-list" data-testid="faq-list">
        {FAQ_ITEMS.map((n) => (
          <AccordionTab key={n} header={t(`items.${n}.q`)}>
            <p className="faq-answer">{t(`items.${n}.a`)}</p>
          </AccordionTab>
        ))}
      </Accordion>
      <section className="faq-ask" aria-labelledby="faq-ask-title">
        <h2 id="faq-ask-title">{t('ask.title')}</h2>
        {user && (
          <p className="muted" data-testid="faq-user">
            {t('ask.user', { company: user.companyName ?? '', login: user.login })}
          </p>
        )}
        <label className="faq-field">
          <span>{t('ask.topic')}</span>
          <Dropdown
            value={topic}
            options={topics.data ?? []}
            optionLabel="name"
            optionValue="code"
            placeholder={t('ask.topicPlaceholder')}
            onChange={(e) => setTopic(e.value as string)}
            invalid={touched && topic === null}
            data-testid="faq-topic"
          />
          {touched && topic === null && <small className="form-error">{t('ask.topicRequired')}</small>}
        </label>
        <label className="faq-field">
          <span>{t('ask.question')}</span>
          <InputTextarea
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            maxLength={FAQ_QUESTION_MAX}
            rows={5}
            autoResize
            data-testid="faq-question"
          />
          <span className="muted small">
            {question.length} / {FAQ_QUESTION_MAX}
          </span>
        </label>
        <Button
          label={t('ask.send')}
          onClick={submit}
          disabled={touched && !valid}
          loading={ask.isPending}
          data-testid="faq-send"
        />
      </section>
      <Dialog
        visible={sent}
        header={t('ask.sent')}
        onHide={() => setSent(false)}
        style={{ width: 'min(600px, 95vw)' }}
        data-testid="faq-sent"
      >
        <p>{t('ask.sentText')}</p>
        <div className="dialog-buttons">
          <Button label={t('ask.close')} onClick={() => setSent(false)} />
        </div>
      </Dialog>
    </section>
  );
}
