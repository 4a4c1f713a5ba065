import { useTranslation } from '../../../i18n/useTranslation.ts';
import { StatusBadge, type BadgeTone } from '../StatusBadge.tsx';

const tones: Record<string, BadgeTone> = { NEW: 'attention', READ: 'neutral', ARCHIVED: 'quiet' };

/** New, read or archived, as a coloured badge. */
export function MessageStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('admin');
  return (
    <StatusBadge $tone={tones[status] ?? 'neutral'} $dim={status !== 'NEW'}>
      {t(`inbox.status.${status}`, { defaultValue: status })}
    </StatusBadge>
  );
}
