import { Message } from 'primereact/message';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import {
  ChatActions,
  ChatMessages,
  ChatSearch,
  MessageBox,
  useReportRead,
} from '../../shared/chat/chat-view';
import { PageHeading } from '../../shared/ui/page-heading';
import { INBOX_NS } from './i18n';
import { openStaffAttachment, useStaffChat, useStaffMutations } from './inbox-queries';
import { waitedFor } from './waited';
import './inbox.css';

/** /backoffice/inbox/chat?requestCode=: the staff side of a request's chat, with the staff actions. */
export function StaffChatPage() {
  const { t, i18n } = useTranslation(INBOX_NS);
  const { t: tc } = useTranslation('chat');
  const [params] = useSearchParams();
  const requestCode = params.get('requestCode') ?? '';
  const chat = useStaffChat(requestCode);
  const { send, act, markRead } = useStaffMutations(requestCode);
  const [search, setSearch] = useState('');
  const report = useCallback((ids: string[]) => markRead.mutate(ids), [markRead]);
  useReportRead(chat.data?.requestMessages, report);
  const data = chat.data;

  return (
    <section className="page chat-page" data-testid="staff-chat-page">
      <Link to="/backoffice/inbox" className="p-button p-button-text p-button-sm">
        <i className="pi pi-arrow-left" aria-hidden /> {t('chat.back')}
      </Link>
      <PageHeading title={t('chat.title', { code: requestCode })} />
      {chat.isError && <Message severity="warn" text={tc('notFound')} />}
      {data && (
        <>
          <div className="inbox-request" data-testid="staff-request">
            <p>{t('chat.supplier', { name: data.request.companyName, code: data.request.companyCode })}</p>
            <p className="muted">
              {data.request.categoryName} — {data.request.theme || data.request.topicName} ·{' '}
              {data.request.beName}
            </p>
            <p className="muted">{t('chat.email', { email: data.paEmailAddress })}</p>
            {data.request.waitingSince && (
              <p className="inbox-waiting">
                {t('chat.waitingSince', {
                  time: waitedFor(data.request.waitingSince, new Date(), i18n.language),
                })}
              </p>
            )}
          </div>
          <div className="chat-toolbar">
            <ChatSearch value={search} onChange={setSearch} />
            <ChatActions
              chat={data}
              organisations={[]}
              busy={act.isPending}
              onRun={(action) => act.mutateAsync(action)}
            />
          </div>
          <ChatMessages
            messages={data.requestMessages}
            search={search}
            onDownload={(m) => void openStaffAttachment(requestCode, m.id)}
          />
          {data.isArchived && <Message severity="info" text={tc('archivedHint')} />}
          <MessageBox
            disabled={data.isArchived}
            busy={send.isPending}
            onSend={(input) => send.mutateAsync(input)}
          />
        </>
      )}
    </section>
  );
}
