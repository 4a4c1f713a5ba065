import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { ReviewQueue_query$key } from '../../../__generated__/ReviewQueue_query.graphql.ts';
import { toLanguage } from '../../../i18n/languages.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { pageEditPath, postEditPath } from '../../../paths.ts';
import { Panel } from './Panel.tsx';
import { formatRelativeTime } from './relativeTime.ts';

// The dashboard's review queue (docs/publishing.md#review): to editors and admins, the drafts and
// the changes to live items awaiting review; to a contributor, what they submitted and what came
// back, with the comment. Posts and pages in one list, the newest submission first; each leads to
// its editor. Changes to a live item say so: visitors read an older version meanwhile.

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    padding-block-end: ${({ theme }) => theme.space(3)};
    border-block-end: 1px solid ${({ theme }) => theme.color.line};
  }
  li:last-child {
    padding-block-end: 0;
    border-block-end: 0;
  }
  .line {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.3em 0.75em;
  }
  .kind {
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.8125rem;
  }
  .kind.changes {
    padding: 0.1em 0.5em;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: #fffaeb;
    color: #7a4700;
    font-weight: 600;
  }
  a {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  .meta {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.875rem;
  }
  .state {
    padding: 0.1em 0.5em;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.accentSoft};
    color: ${({ theme }) => theme.color.accentStrong};
    font-size: 0.8125rem;
    font-weight: 600;
  }
  .state.sent-back {
    background: #fff1d6;
    color: #7a4700;
  }
  blockquote {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space(3)};
    border-inline-start: 3px solid #f5c26b;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

interface Item {
  id: string;
  kind: 'post' | 'page';
  /** Changes to a live item (it is published), rather than a draft. */
  changes: boolean;
  title: string;
  to: string;
  state: string;
  submittedAt: string | null;
  submittedBy: string | null;
  comment: string;
  reviewer: string | null;
}

export function ReviewQueue({ query, reviewer }: { query: ReviewQueue_query$key; reviewer: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const language = toLanguage(i18n.language);
  const data = useFragment(
    graphql`
      fragment ReviewQueue_query on Query @argumentDefinitions(locale: { type: "Locale!" }) {
        reviewQueue {
          posts {
            id
            status
            translation(locale: $locale) {
              title
            }
            review {
              state
              submittedAt
              submittedByName
              comment
              reviewerName
            }
          }
          pages {
            id
            status
            path
            translations {
              locale
              title
            }
            review {
              state
              submittedAt
              submittedByName
              comment
              reviewerName
            }
          }
        }
      }
    `,
    query,
  );
  const items: Item[] = [
    ...data.reviewQueue.posts.map((post) => ({
      id: post.id,
      kind: 'post' as const,
      changes: post.status === 'PUBLISHED',
      title: post.translation.title || t('dashboard.review.untitled'),
      to: postEditPath(post.id),
      review: post.review,
    })),
    ...data.reviewQueue.pages.map((page) => ({
      id: page.id,
      kind: 'page' as const,
      changes: page.status === 'PUBLISHED',
      title: (page.translations.find((tr) => tr.locale === language) ?? page.translations[0])?.title || page.path,
      to: pageEditPath(page.id),
      review: page.review,
    })),
  ]
    .filter((item) => item.review)
    .map(({ review, ...item }) => ({
      ...item,
      state: review!.state,
      submittedAt: review!.submittedAt as string | null,
      submittedBy: review!.submittedByName ?? null,
      comment: review!.comment,
      reviewer: review!.reviewerName ?? null,
    }))
    .sort((a, b) => (b.submittedAt ?? '').localeCompare(a.submittedAt ?? ''));

  const heading = reviewer ? t('dashboard.review.heading') : t('dashboard.review.headingOwn');
  return (
    <Panel id="review-queue" heading={items.length ? `${heading} (${items.length})` : heading}>
      {items.length === 0 ? (
        <p>{reviewer ? t('dashboard.review.empty') : t('dashboard.review.emptyOwn')}</p>
      ) : (
        <List data-testid="review-queue">
          {items.map((item) => (
            <li key={item.id}>
              <div className="line">
                <span className={item.changes ? 'kind changes' : 'kind'} title={item.changes ? t('dashboard.review.changesHint') : undefined}>
                  {item.changes ? t(`dashboard.review.changes.${item.kind}`) : t(`dashboard.review.kind.${item.kind}`)}
                </span>
                <Link to={item.to} dir="auto">
                  {item.title}
                </Link>
                {!reviewer && (
                  <span className={item.state === 'SENT_BACK' ? 'state sent-back' : 'state'}>
                    {item.state === 'SENT_BACK' ? t('dashboard.review.sentBack') : t('dashboard.review.waiting')}
                  </span>
                )}
              </div>
              <p className="meta">
                {reviewer
                  ? t('dashboard.review.submittedBy', {
                      name: item.submittedBy ?? t('publishing.review.someone'),
                      date: item.submittedAt ? formatRelativeTime(item.submittedAt, i18n.language) : '',
                    })
                  : t('dashboard.review.submittedOn', { date: item.submittedAt ? formatRelativeTime(item.submittedAt, i18n.language) : '' })}
              </p>
              {!reviewer && item.state === 'SENT_BACK' && (
                <>
                  <p className="meta">{t('dashboard.review.commentBy', { name: item.reviewer ?? t('publishing.review.someone') })}</p>
                  <blockquote dir="auto">{item.comment}</blockquote>
                </>
              )}
            </li>
          ))}
        </List>
      )}
    </Panel>
  );
}
