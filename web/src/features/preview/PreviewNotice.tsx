import styled from 'styled-components';
import { formatDate } from '../../format/formatDate.ts';
import { useTranslation } from '../../i18n/useTranslation.ts';

// Says, over a page opened through a preview link, that it is not published and when the link stops
// opening. Fixed to the foot of the screen so the page beneath keeps its layout; rendered on the
// server only (no island), in the page's language.

const Bar = styled.p`
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  z-index: 50;
  margin: 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.onDark};
  font-size: 0.875rem;
  text-align: center;
  box-shadow: 0 -2px 12px rgba(0, 0, 0, 0.2);
  strong {
    margin-inline-end: ${({ theme }) => theme.space(2)};
  }
`;

// Room at the very end of the page, so the bar never hides the footer's last lines.
const Room = styled.div`
  block-size: 4.5rem;
`;

export function PreviewNotice({ expiresAt }: { expiresAt: string }) {
  const { t, i18n } = useTranslation('common');
  return (
    <>
      <Room aria-hidden="true" />
      <Bar role="note" data-preview-notice="">
        <strong>{t('preview.title')}</strong>
        {t('preview.body', { date: formatDate(expiresAt, i18n.language) })}
      </Bar>
    </>
  );
}
