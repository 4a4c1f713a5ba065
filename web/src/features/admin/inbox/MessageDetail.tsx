import { useEffect, useRef, useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { MessageDetail_message$key } from '../../../__generated__/MessageDetail_message.graphql.ts';
import { Button, ButtonLink } from '../../../components/Button.tsx';
import { VisuallyHidden } from '../../../components/Spinner.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { formatOfficeDateTime } from '../../../format/officeTime.ts';
import { DeleteMessageDialog } from './DeleteMessageDialog.tsx';
import type { MessageStatus } from './inboxAddress.ts';
import { inboxErrorMessage } from './inboxErrors.ts';
import { MessageStatusBadge } from './MessageStatusBadge.tsx';
import { NotificationStatus } from './NotificationStatus.tsx';
import { useInboxMutations } from './useInboxMutations.ts';

const Article = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(5)};
  min-inline-size: 0;
  & > header {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    justify-items: start;
  }
  & > header h2 {
    margin: 0;
    font-size: 1.375rem;
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
`;

const Sender = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(4)};
  margin: 0;
  font-size: 0.9375rem;
  dt {
    color: ${({ theme }) => theme.color.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.color.accentStrong};
  }
  small {
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  button,
  a {
    min-block-size: 40px;
    padding-inline: 0.9em;
    font-size: 0.9375rem;
  }
  button.danger {
    color: ${({ theme }) => theme.color.danger};
  }
`;

/* The visitor's own words: plain text with its line breaks, in whichever direction it is written. */
const Body = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  line-height: 1.6;
`;

/** What each status button does, and what it says when done. */
const changes: Record<'read' | 'unread' | 'archive' | 'unarchive', { to: MessageStatus; label: string; done: string }> = {
  read: { to: 'READ', label: 'inbox.detail.markRead', done: 'inbox.detail.markedRead' },
  unread: { to: 'NEW', label: 'inbox.detail.markUnread', done: 'inbox.detail.markedUnread' },
  archive: { to: 'ARCHIVED', label: 'inbox.detail.archive', done: 'inbox.detail.archived' },
  unarchive: { to: 'READ', label: 'inbox.detail.unarchive', done: 'inbox.detail.unarchived' },
};

/** One message in full: the sender, the text, the reply link, its state and the notification's. Opening it marks it read. */
export function MessageDetail({
  message,
  isAdmin,
  connectionId,
  onDeleted,
}: {
  message: MessageDetail_message$key;
  isAdmin: boolean;
  connectionId: string;
  onDeleted: (text: string) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const { setStatus } = useInboxMutations();
  const [busy, setBusy] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const data = useFragment(
    graphql`
      fragment MessageDetail_message on ContactMessage {
        id
        databaseId
        fullName
        company
        email
        subject
        message
        language
        status
        createdAt
        readAt
        replyMailto
        notification {
          status
          attempts
          lastError
          nextAttemptAt
          sentAt
        }
      }
    `,
    message,
  );

  // Opened means read, once: a message marked unread again here stays unread until it is opened again.
  const markedOnOpen = useRef<string | null>(null);
  useEffect(() => {
    if (data.status !== 'NEW' || markedOnOpen.current === data.id) return;
    markedOnOpen.current = data.id;
    // Quietly: if it fails, the message still shows as new and "Mark as read" is there.
    setStatus(data.id, 'READ').catch(() => {});
  }, [data.id, data.status, setStatus]);

  const change = (kind: keyof typeof changes) => {
    setBusy(true);
    setStatus(data.id, changes[kind].to).then(
      () => {
        setBusy(false);
        toast(t(changes[kind].done), 'success');
      },
      (error: unknown) => {
        setBusy(false);
        toast(inboxErrorMessage(error, t), 'error');
      },
    );
  };
  const date = (iso: string) => formatOfficeDateTime(iso, i18n.language);
  const toggle = data.status === 'NEW' ? 'read' : data.status === 'ARCHIVED' ? null : 'unread';

  return (
    <Article aria-labelledby="message-subject">
      <header>
        <h2 id="message-subject" dir="auto">
          {data.subject}
        </h2>
        <MessageStatusBadge status={data.status} />
      </header>
      {/* <bdi>: the sender's words keep their own direction, yet line up with the labels. */}
      <Sender>
        <dt>{t('inbox.detail.from')}</dt>
        <dd>
          <bdi>{data.fullName}</bdi>
        </dd>
        {data.company && (
          <>
            <dt>{t('inbox.detail.company')}</dt>
            <dd>
              <bdi>{data.company}</bdi>
            </dd>
          </>
        )}
        <dt>{t('inbox.detail.email')}</dt>
        <dd>
          <a href={`mailto:${data.email}`} dir="ltr">
            {data.email}
          </a>
        </dd>
        <dt>{t('inbox.detail.language')}</dt>
        <dd>{t(`blog.languageNames.${data.language}`)}</dd>
        <dt>{t('inbox.detail.received')}</dt>
        <dd>
          <time dateTime={data.createdAt}>{date(data.createdAt)}</time> <small>{t('inbox.detail.dubaiTime')}</small>
        </dd>
        {data.readAt && (
          <>
            <dt>{t('inbox.detail.firstRead')}</dt>
            <dd>
              <time dateTime={data.readAt}>{date(data.readAt)}</time>
            </dd>
          </>
        )}
      </Sender>
      <Actions role="group" aria-label={t('inbox.detail.actions')}>
        <ButtonLink href={data.replyMailto}>{t('inbox.detail.reply')}</ButtonLink>
        {toggle && (
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => change(toggle)}>
            {t(changes[toggle].label)}
          </Button>
        )}
        <Button type="button" $variant="secondary" disabled={busy} onClick={() => change(data.status === 'ARCHIVED' ? 'unarchive' : 'archive')}>
          {t(changes[data.status === 'ARCHIVED' ? 'unarchive' : 'archive'].label)}
        </Button>
        {isAdmin && (
          <Button type="button" $variant="ghost" className="danger" disabled={busy} onClick={() => setDeleting(true)}>
            {t('inbox.detail.delete')}
          </Button>
        )}
      </Actions>
      <section aria-labelledby="message-text-heading">
        <VisuallyHidden as="h3" id="message-text-heading">
          {t('inbox.detail.message')}
        </VisuallyHidden>
        <Body dir="auto">{data.message}</Body>
      </section>
      <NotificationStatus notification={data.notification} />
      {deleting && (
        <DeleteMessageDialog
          message={{ id: data.id, fullName: data.fullName }}
          connectionId={connectionId}
          onClose={() => setDeleting(false)}
          onDeleted={onDeleted}
        />
      )}
    </Article>
  );
}
