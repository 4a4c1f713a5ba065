import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { StatusBadge, type BadgeTone } from '../StatusBadge.tsx';
import { formatOfficeDateTime, isScheduled } from './officeTime.ts';

export type PostState = 'DRAFT' | 'PUBLISHED' | 'SCHEDULED' | 'ARCHIVED';

/** What a reader of the admin calls a post's state: a published post whose time has not come is scheduled. */
export function postState(status: string, publishedAt: string | null | undefined, now = Date.now()): PostState {
  if (isScheduled(status, publishedAt, now)) return 'SCHEDULED';
  return status === 'PUBLISHED' || status === 'ARCHIVED' ? status : 'DRAFT';
}

const tones: Record<PostState, BadgeTone> = { DRAFT: 'neutral', PUBLISHED: 'success', SCHEDULED: 'attention', ARCHIVED: 'quiet' };

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
      <StatusBadge $tone={tones[state]} $dim={state === 'ARCHIVED'}>{t(`blog.status.${state}`)}</StatusBadge>
      {showDate && state === 'SCHEDULED' && publishedAt && <When>{t('blog.scheduledFor', { date: formatOfficeDateTime(publishedAt, i18n.language) })}</When>}
    </span>
  );
}
