import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { isApiError } from '../../shared/api/api-error';
import { showInfo } from '../../shared/api/dialogs';
import {
  ChatActions,
  ChatMessages,
  ChatSearch,
  MessageBox,
  useReportRead,
} from '../../shared/chat/chat-view';
import '../../shared/chat/chat.css';
import { PageHeading } from '../../shared/ui/page-heading';
import {
  openAttachment,
  useChatMutations,
  useCreateOrganisations,
  useFullChat,
} from './communication-queries';
import { COMMUNICATION_NS } from './i18n';

/**
 * /communication/chat/?requestCode= (01 §2.8): the conversation of one request, refreshed every
 * 5 s (a poll with nothing new is a 304), incoming messages reported read as they are shown.
 */
export function ChatPage() {
  const { t } = useTranslation(COMMUNICATION_NS);
  const { t: tc } = useTranslation('chat');
  const [params] = useSearchParams();
  const requestCode = params.get('requestCode') ?? '';
  const chat = useFullChat(requestCode);
  const organisations = useCreateOrganisations();
  const { send, act, markRead } = useChatMutations(requestCode);
  const [search, setSearch] = useState('');
  const report = useCallback((ids: string[]) => markRead.mutate(ids), [markRead]);
  useReportRead(chat.data?.requestMessages, report);
  // The info-question modal (01 §2.8): the organisation's request for more information, once, when it arrives unread.
  const asked = useRef(new Set<string>());
  useEffect(() => {
    for (const m of chat.data?.requestMessages ?? []) {
      if (!m.incoming || m.read || !m.infoRequest || asked.current.has(m.id)) continue;
      asked.current.add(m.id);
      showInfo({
        tone: 'info',
        titleKey: 'dialogs.notificationTitle',
        text: tc('infoQuestion', { text: m.messageText }),
      });
    }
  }, [chat.data?.requestMessages, tc]);

  const back = (
    <Link to="/communication" className="p-button p-button-text p-button-sm" data-testid="chat-back">
      <i className="pi pi-arrow-left" aria-hidden /> {tc('back')}
    </Link>
  );
  if (chat.isError) {
    return (
      <section className="page">
        {back}
        <Message
          severity="warn"
          text={isApiError(chat.error) && chat.error.status === 404 ? tc('notFound') : t('noData')}
        />
      </section>
    );
  }
  const data = chat.data;
  return (
    <section className="page chat-page" data-testid="chat-page">
      {back}
      <PageHeading
        title={
          data ? tc(data.isArchived ? 'archivedTitle' : 'openTitle', { code: data.requestCode }) : requestCode
        }
      />
      {data && (
        <>
          <div className="chat-toolbar">
            <ChatSearch value={search} onChange={setSearch} />
            <ChatActions
              chat={data}
              organisations={organisations.data ?? []}
              busy={act.isPending}
              offerResolved={data.requestMessages.at(-1)?.incoming === true}
              onRun={(action, organisation) =>
                act.mutateAsync({
                  chatAction: action,
                  beCode: organisation?.beCode ?? null,
                  beName: organisation?.beName ?? null,
                })
              }
            />
          </div>
          <ChatMessages
            messages={data.requestMessages}
            search={search}
            onDownload={(m) => void openAttachment(data.requestCode, m.id)}
          />
          {data.isArchived && (
            <Message severity="info" text={tc('archivedHint')} data-testid="archived-hint" />
          )}
          <MessageBox
            disabled={data.isArchived}
            busy={send.isPending}
            onSend={(input) => send.mutateAsync(input)}
          />
        </>
      )}
      {!data && <Button loading text aria-label="loading" />}
    </section>
  );
}
