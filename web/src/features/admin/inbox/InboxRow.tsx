import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { InboxRow_message$key } from '../../../__generated__/InboxRow_message.graphql.ts';
import { formatOfficeDateTime } from '../../../format/officeTime.ts';
import { messagePath } from '../../../paths.ts';
import { snippetOf } from './inboxAddress.ts';
import { MessageStatusBadge } from './MessageStatusBadge.tsx';

const Item = styled.li<{ $unread: boolean }>`
  & + & {
    border-block-start: 1px solid ${({ theme }) => theme.color.line};
  }
  a {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    padding-inline-start: calc(${({ theme }) => theme.space(4)} - 3px);
    border-inline-start: 3px solid ${({ theme, $unread }) => ($unread ? theme.color.accent : 'transparent')};
    background: ${({ theme, $unread }) => ($unread ? theme.color.surface : theme.color.canvas)};
    color: ${({ theme }) => theme.color.ink};
    text-decoration: none;
    min-inline-size: 0;
  }
  a:hover {
    background: ${({ theme }) => theme.color.accentSoft}40;
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.accentSoft};
    border-inline-start-color: ${({ theme }) => theme.color.accentStrong};
  }
  a:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.accent};
    outline-offset: -3px;
  }
  .top {
    display: flex;
    align-items: baseline;
    gap: ${({ theme }) => theme.space(2)};
    min-inline-size: 0;
  }
  .sender {
    flex: 1 1 auto;
    min-inline-size: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
    font-weight: ${({ $unread }) => ($unread ? 700 : 500)};
  }
  time {
    flex: none;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.color.muted};
    white-space: nowrap;
  }
  .company {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.color.inkSoft};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .subject {
    font-weight: ${({ $unread }) => ($unread ? 700 : 500)};
    overflow-wrap: anywhere;
  }
  .snippet {
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.color.muted};
    overflow-wrap: anywhere;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.35em 0.6em;
    margin-block-start: ${({ theme }) => theme.space(1)};
    font-size: 0.8125rem;
  }
  .lang {
    padding: 0 0.45em;
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.sm};
    font-size: 0.75rem;
    font-weight: 600;
    text-decoration: none;
    color: ${({ theme }) => theme.color.inkSoft};
  }
  .undelivered {
    color: ${({ theme }) => theme.color.danger};
    font-weight: 600;
  }
`;

/** One message of the inbox list: sender, company, subject, first words, language, date and state; unread ones stand out. */
export function InboxRow({ message, current, search }: { message: InboxRow_message$key; current: boolean; search: string }) {
  const { t, i18n } = useTranslation('admin');
  const data = useFragment(
    graphql`
      fragment InboxRow_message on ContactMessage {
        id
        databaseId
        fullName
        company
        subject
        message
        language
        status
        createdAt
        notification {
          status
        }
      }
    `,
    message,
  );
  const unread = data.status === 'NEW';
  return (
    <Item $unread={unread}>
      <Link to={messagePath(data.databaseId, search)} aria-current={current ? 'page' : undefined}>
        <span className="top">
          <span className="sender" dir="auto">
            {data.fullName}
          </span>
          <time dateTime={data.createdAt}>{formatOfficeDateTime(data.createdAt, i18n.language)}</time>
        </span>
        {data.company && (
          <span className="company" dir="auto">
            {data.company}
          </span>
        )}
        <span className="subject" dir="auto">
          {data.subject}
        </span>
        <span className="snippet" dir="auto">
          {snippetOf(data.message)}
        </span>
        <span className="meta">
          <abbr className="lang" title={t(`blog.languageNames.${data.language}`)} lang={data.language}>
            {data.language.toUpperCase()}
          </abbr>
          <MessageStatusBadge status={data.status} />
          {data.notification?.status === 'FAILED' && <span className="undelivered">{t('inbox.list.undelivered')}</span>}
        </span>
      </Link>
    </Item>
  );
}
