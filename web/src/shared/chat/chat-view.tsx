import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatMessage, FullChat, Organisation } from '@shared/api/areas/communication';
import { MESSAGE_MAX } from '@shared/constants/spec';
import { AttachedFile, AttachmentRulesButton, useAttachment } from '../ui/attachment';
import { CHAT_NS } from './i18n';
import './chat.css';
import { formatDateTime } from '../i18n/dates';

/** The chat pieces the supplier's chat page and the staff inbox share: messages, actions, the message box. */

/** Reports the other side's unread messages once each, as they are shown (01 §4.3). */
export function useReportRead(messages: readonly ChatMessage[] | undefined, report: (ids: string[]) => void) {
  const reported = useRef(new Set<string>());
  useEffect(() => {
    const ids = (messages ?? [])
      .filter((m) => m.incoming && !m.read && !reported.current.has(m.id))
      .map((m) => m.id);
    if (ids.length === 0) return;
    for (const id of ids) reported.current.add(id);
    report(ids);
  }, [messages, report]);
}

export function ChatMessages({
  messages,
  search,
  onDownload,
}: {
  messages: readonly ChatMessage[];
  search: string;
  onDownload: (message: ChatMessage) => void;
}) {
  const { t } = useTranslation(CHAT_NS);
  const needle = search.trim().toLowerCase();
  const shown = needle ? messages.filter((m) => m.messageText.toLowerCase().includes(needle)) : messages;
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [messages.length]);
  return (
    <div className="chat-messages" data-testid="chat-messages">
      <div className="chat-welcome">
        <h2>{t('welcome')}</h2>
        <p>{t('welcomeText')}</p>
      </div>
      {needle && shown.length === 0 && <p className="muted">{t('noMatches')}</p>}
      {shown.map((m) => (
        <article
          key={m.id}
          className={`chat-message ${m.incoming ? 'incoming' : 'outgoing'}`}
          data-testid="chat-message"
        >
          <header>
            {m.incoming && <strong className="chat-author">{m.authorName}</strong>}
            {m.infoRequest && <span className="chat-info-request">{t('infoRequest')}</span>}
            <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
          </header>
          <p className="chat-text">{m.messageText}</p>
          {m.file && (
            <Button
              link
              size="small"
              icon="pi pi-download"
              label={m.file.name}
              aria-label={`${t('download')}: ${m.file.name}`}
              onClick={() => onDownload(m)}
              className="chat-file"
            />
          )}
          {!m.incoming && (
            <span className="chat-ticks" data-testid="message-state">
              <i className={m.read ? 'pi pi-check-circle' : 'pi pi-check'} aria-hidden />{' '}
              {m.read ? t('read') : t('delivered')}
            </span>
          )}
        </article>
      ))}
      <div ref={end} />
    </div>
  );
}

/**
 * The action dropdown and 'Выполнить' (only when the server offers actions), the 'Внимание!'
 * confirmation with the action's message, and the organisation picker when one is required first.
 */
export function ChatActions({
  chat,
  organisations,
  busy,
  onRun,
  offerResolved = false,
}: {
  chat: FullChat;
  organisations: readonly Organisation[];
  busy: boolean;
  onRun: (action: string, organisation: Organisation | null) => Promise<unknown>;
  /** Offer 'Вопрос решен.' (the archive action) under a notice, once an answer has come. */
  offerResolved?: boolean;
}) {
  const { t } = useTranslation(CHAT_NS);
  const [action, setAction] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [picking, setPicking] = useState(false);
  const [organisation, setOrganisation] = useState<Organisation | null>(null);
  if (chat.availableRequestActions.length === 0) return null;
  const chosen = chat.availableRequestActions.find((a) => a.actionCode === action) ?? null;
  const run = async () => {
    if (!chosen) return;
    await onRun(chosen.actionCode, organisation);
    setConfirming(false);
    setPicking(false);
    setAction(null);
    setOrganisation(null);
  };
  const needsOrganisation = chat.isArchived && chat.isBeRequiredForActivate;
  const archive = chat.availableRequestActions.find((a) => a.actionCode === 'ARCHIVE');
  return (
    <div className="chat-actions">
      {offerResolved && archive && (
        <div className="chat-resolved" data-testid="chat-resolved">
          <span>{t('resolvedNotice')}</span>
          <Button
            label={t('resolved')}
            size="small"
            outlined
            onClick={() => {
              setAction(archive.actionCode);
              setConfirming(true);
            }}
          />
        </div>
      )}
      <Dropdown
        value={action}
        options={chat.availableRequestActions}
        optionLabel="actionName"
        optionValue="actionCode"
        placeholder={t('actionPlaceholder')}
        onChange={(e) => setAction(e.value as string)}
        aria-label={t('action')}
        data-testid="chat-action"
      />
      <Button
        label={t('execute')}
        disabled={!chosen}
        onClick={() => (needsOrganisation ? setPicking(true) : setConfirming(true))}
        data-testid="chat-execute"
      />
      <Dialog
        visible={picking}
        header={t('pickOrganisation')}
        onHide={() => setPicking(false)}
        style={{ width: 'min(600px, 95vw)' }}
      >
        <p>{t('pickOrganisationText')}</p>
        <Dropdown
          value={organisation?.beCode ?? null}
          options={[...organisations]}
          optionLabel="beName"
          optionValue="beCode"
          onChange={(e) => setOrganisation(organisations.find((o) => o.beCode === e.value) ?? null)}
          className="full-width"
        />
        <div className="dialog-buttons">
          <Button
            label={t('send')}
            disabled={!organisation}
            onClick={() => {
              setPicking(false);
              setConfirming(true);
            }}
          />
        </div>
      </Dialog>
      <Dialog
        visible={confirming}
        header={t('attention')}
        onHide={() => setConfirming(false)}
        style={{ width: 'min(600px, 95vw)' }}
        data-testid="action-confirm"
      >
        <p>{chosen?.userNotificationMessage}</p>
        <div className="dialog-buttons">
          <Button label={t('cancel')} severity="secondary" outlined onClick={() => setConfirming(false)} />
          <Button
            label={t('confirm')}
            loading={busy}
            onClick={() => void run()}
            data-testid="action-confirm-button"
          />
        </div>
      </Dialog>
    </div>
  );
}

/** The message box: Enter sends, Shift+Enter a new line, a counter, one attachment; empty is never sent. */
export function MessageBox({
  disabled,
  busy,
  onSend,
}: {
  disabled: boolean;
  busy: boolean;
  onSend: (input: { messageText: string; fileId: string | null }) => Promise<unknown>;
}) {
  const { t } = useTranslation(CHAT_NS);
  const [text, setText] = useState('');
  const attachment = useAttachment({ inputTestId: 'message-file' });
  const { file, uploading } = attachment;
  const send = async () => {
    const messageText = text.trim();
    if (!messageText || disabled || busy || uploading) return;
    await onSend({ messageText, fileId: file?.id ?? null });
    setText('');
    attachment.clear();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      void send();
    }
  };
  return (
    <div className="chat-box">
      <InputTextarea
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        maxLength={MESSAGE_MAX}
        rows={3}
        autoResize
        disabled={disabled}
        placeholder={t('messagePlaceholder')}
        aria-label={t('messagePlaceholder')}
        data-testid="message-input"
      />
      <div className="chat-box-bar">
        <span className="muted small">
          {text.length} / {MESSAGE_MAX}
        </span>
        <AttachedFile
          attachment={attachment}
          icon="pi-paperclip"
          removeLabel={t('removeFile')}
          testId="attached-file"
        />
        {attachment.input}
        <AttachmentRulesButton />
        <Button
          icon="pi pi-paperclip"
          text
          rounded
          aria-label={`${t('attach')}. ${t('attachmentRules')}`}
          tooltip={t('attachmentRules')}
          tooltipOptions={{ position: 'top' }}
          disabled={disabled || Boolean(file)}
          loading={uploading}
          onClick={attachment.open}
        />
        <Button
          label={t('send')}
          disabled={disabled || !text.trim() || uploading}
          loading={busy}
          onClick={() => void send()}
          data-testid="message-send"
        />
      </div>
    </div>
  );
}

/** The search-in-chat box. */
export function ChatSearch({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const { t } = useTranslation(CHAT_NS);
  return (
    <span className="p-input-icon-left chat-search">
      <InputText
        type="search"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={t('search')}
        aria-label={t('search')}
      />
    </span>
  );
}
