import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatOfficeDateTime, isScheduled } from './officeTime.ts';

export type PostState = 'DRAFT' | 'PUBLISHED' | 'SCHEDULED' | 'ARCHIVED';

/** What a reader of the admin calls a post's state: a published post whose time has not come is scheduled. */
export function postState(status: string, publishedAt: string | null | undefined, now = Date.now()): PostState {
  if (isScheduled(status, publishedAt, now)) return 'SCHEDULED';
  return status === 'PUBLISHED' || status === 'ARCHIVED' ? status : 'DRAFT';
}

const tones: Record<PostState, { background: string; color: string }> = {
  DRAFT: { background: '#eef2f6', color: '#33475b' },
  PUBLISHED: { background: '#ccfbf1', color: '#115e59' },
  SCHEDULED: { background: '#e0eaff', color: '#2d31a6' },
  ARCHIVED: { background: '#f2f4f7', color: '#5b6b7c' },
};

const Badge = styled.span<{ $state: PostState }>`
  display: inline-flex;
  align-items: center;
  gap: 0.4em;
  padding: 0.15em 0.65em;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.8125rem;
  font-weight: 600;
  white-space: nowrap;
  background: ${({ $state }) => tones[$state].background};
  color: ${({ $state }) => tones[$state].color};
  &::before {
    content: '';
    inline-size: 0.5em;
    block-size: 0.5em;
    border-radius: 50%;
    background: currentColor;
    opacity: ${({ $state }) => ($state === 'ARCHIVED' ? 0.4 : 1)};
  }
`;

const When = styled.small`
  display: block;
  margin-block-start: 0.25em;
  color: ${({ theme }) => theme.color.muted};
  font-size: 0.8125rem;
  white-space: nowrap;
`;

/** The post's state as a coloured badge; a scheduled post also says when it goes live (office time). */
export function PostStatusBadge({ status, publishedAt, showDate = true }: { status: string; publishedAt: string | null | undefined; showDate?: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const state = postState(status, publishedAt);
  return (
    <span>
      <Badge $state={state}>{t(`blog.status.${state}`)}</Badge>
      {showDate && state === 'SCHEDULED' && publishedAt && <When>{t('blog.scheduledFor', { date: formatOfficeDateTime(publishedAt, i18n.language) })}</When>}
    </span>
  );
}
