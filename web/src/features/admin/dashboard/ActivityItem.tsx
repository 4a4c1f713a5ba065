import type { ReactElement } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { ActivityItem_event$key } from '../../../__generated__/ActivityItem_event.graphql.ts';
import { toLanguage } from '../../../i18n/languages.ts';
import { formatOfficeDateTime } from '../../../format/officeTime.ts';
import { staffName } from '../staffName.ts';
import { activityLine, saysDeleted, subjectText, type ActivityData, type Subject } from './activityLine.ts';
import { formatRelativeTime } from './relativeTime.ts';

const Item = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding-block: ${({ theme }) => theme.space(3)};
  border-block-end: 1px solid ${({ theme }) => theme.color.line};
  &:last-child {
    border-block-end: 0;
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  strong {
    font-weight: 600;
  }
  a {
    color: ${({ theme }) => theme.color.accentStrong};
    font-weight: 600;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25em 0.6em;
    font-size: 0.8125rem;
    color: ${({ theme }) => theme.color.muted};
  }
  .gone {
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.875rem;
  }
`;

/** One thing a staff member did: "Layla published “Title”", when, and how many saves it stands for. */
export function ActivityItem({ event, viewer }: { event: ActivityItem_event$key; viewer: { userId: string; isAdmin: boolean } }) {
  const { t, i18n } = useTranslation('admin');
  const language = toLanguage(i18n.language);
  const data = useFragment(
    graphql`
      fragment ActivityItem_event on ActivityEvent @argumentDefinitions(locale: { type: "Locale!" }) {
        action
        createdAt
        count
        fromCommandLine
        ownProfile
        scheduledFor
        contactStatus
        actor {
          displayName
          displayNameAr
        }
        subject {
          __typename
          ... on Post {
            id
            translation(locale: $locale) {
              title
              locale
            }
          }
          ... on Page {
            id
            path
          }
          ... on Menu {
            menuName: name
          }
          ... on ContactMessage {
            databaseId
            fullName
          }
          ... on User {
            id
            username
            displayName
            displayNameAr
          }
          ... on Media {
            databaseId
            fileName: name
          }
          ... on RemovedActivitySubject {
            kind
            databaseId
            name(locale: $locale)
          }
          ... on ContactMessageExport {
            count
          }
          ... on SignInAttempt {
            username
          }
        }
      }
    `,
    event,
  );
  const line = activityLine(data as unknown as ActivityData, viewer);
  const actorName = data.actor
    ? staffName(data.actor, language)
    : data.fromCommandLine
      ? t('dashboard.activity.commandLine')
      : t('dashboard.activity.formerStaff');
  const subject = line.subject;
  const values: Record<string, string | number> = { name: actorName, subject: subject ? subjectText(subject, t, language) : '' };
  if (line.scheduledFor) values.date = formatOfficeDateTime(line.scheduledFor, i18n.language);
  return (
    <Item>
      <p>
        <Trans
          t={t}
          i18nKey={`dashboard.activity.actions.${line.key}`}
          values={values}
          count={line.count}
          components={{ actor: <strong dir="auto" />, subject: subjectElement(subject) }}
        />
        {subject?.removed && !saysDeleted(line.key) && <span className="gone">{` ${t('dashboard.activity.removed')}`}</span>}
      </p>
      <p className="meta">
        <time dateTime={data.createdAt} title={formatOfficeDateTime(data.createdAt, i18n.language)}>
          {formatRelativeTime(data.createdAt, i18n.language)}
        </time>
        {data.count > 1 && <span>{t('dashboard.activity.saves', { count: data.count })}</span>}
      </p>
    </Item>
  );
}

/** The subject as a link when it still exists and the reader may open it, else as text. */
function subjectElement(subject: Subject | null): ReactElement {
  // A post's title may be in the other language: say which, so it is read (and set) rightly. A
  // page's path reads left to right in Arabic text too ("/" alone has nothing to tell it by).
  const lang = subject?.kind === 'post' ? subject.lang : undefined;
  const dir = subject?.kind === 'page' ? 'ltr' : 'auto';
  if (subject?.to) return <Link to={subject.to} lang={lang} dir={dir} />;
  return <span lang={lang} dir={dir} />;
}
