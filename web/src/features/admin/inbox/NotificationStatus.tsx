import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { formatOfficeDateTime } from '../../../format/officeTime.ts';
import { notificationState, notificationWording, type NotificationData, type NotificationTone } from './notificationStatus.ts';

const Box = styled.section<{ $tone: NotificationTone }>`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.line)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.dangerSoft : $tone === 'pending' ? '#fffaeb' : theme.color.canvas)};
  font-size: 0.9375rem;
  h3 {
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.color.inkSoft};
  }
  p {
    margin: 0;
  }
  .state {
    color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : $tone === 'success' ? theme.color.success : theme.color.ink)};
    font-weight: ${({ $tone }) => ($tone === 'danger' ? 600 : 400)};
  }
  .error {
    font-size: 0.875rem;
    color: ${({ theme }) => theme.color.inkSoft};
    overflow-wrap: anywhere;
  }
  code {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.8125rem;
  }
`;

/** Whether the email that told staff of this message went out, will be tried again, or was given up. */
export function NotificationStatus({ notification }: { notification: NotificationData | null | undefined }) {
  const { t, i18n } = useTranslation('admin');
  const wording = notificationWording(notificationState(notification), (iso) => formatOfficeDateTime(iso, i18n.language));
  return (
    <Box $tone={wording.tone} aria-labelledby="notification-heading">
      <h3 id="notification-heading">{t('inbox.notification.title')}</h3>
      <p className="state">{t(wording.key, wording.values)}</p>
      {wording.error && (
        <p className="error">
          {t('inbox.notification.lastError')} <code dir="ltr">{wording.error}</code>
        </p>
      )}
    </Box>
  );
}
