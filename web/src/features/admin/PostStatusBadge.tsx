import styled from 'styled-components';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { StatusBadge, type BadgeTone } from './StatusBadge.tsx';
import { formatOfficeDateTime } from '../../format/officeTime.ts';
import { postState, type PostState } from './postState.ts';

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
      <StatusBadge $tone={tones[state]} $dim={state === 'ARCHIVED'}>
        {t(`blog.status.${state}`)}
      </StatusBadge>
      {showDate && state === 'SCHEDULED' && publishedAt && <When>{t('blog.scheduledFor', { date: formatOfficeDateTime(publishedAt, i18n.language) })}</When>}
    </span>
  );
}
