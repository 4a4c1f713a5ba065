import styled from 'styled-components';
import { useTranslation } from 'react-i18next';

const tones: Record<string, { background: string; color: string }> = {
  NEW: { background: '#e0eaff', color: '#2d31a6' },
  READ: { background: '#eef2f6', color: '#33475b' },
  ARCHIVED: { background: '#f2f4f7', color: '#5b6b7c' },
};

const Badge = styled.span<{ $status: string }>`
  display: inline-flex;
  align-items: center;
  gap: 0.4em;
  padding: 0.1em 0.6em;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.8125rem;
  font-weight: 600;
  white-space: nowrap;
  background: ${({ $status }) => (tones[$status] ?? tones.READ).background};
  color: ${({ $status }) => (tones[$status] ?? tones.READ).color};
  &::before {
    content: '';
    inline-size: 0.5em;
    block-size: 0.5em;
    border-radius: 50%;
    background: currentColor;
    opacity: ${({ $status }) => ($status === 'NEW' ? 1 : 0.4)};
  }
`;

/** New, read or archived, as a coloured badge. */
export function MessageStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  return <Badge $status={status}>{t(`inbox.status.${status}`, { defaultValue: status })}</Badge>;
}
