import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Button } from '../../../components/Button.tsx';
import { Dialog, DialogActions } from '../../../components/Dialog.tsx';
import { Alert } from '../../../components/Field.tsx';

const Secret = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.canvas};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: 6px;
  font-family: ${({ theme }) => theme.font.mono};
  overflow-wrap: anywhere;
  user-select: all;
`;

/** The signing secret of a new endpoint or a rotated one, shown this once, with a copy button. */
export function SecretDialog({ url, secret, onClose }: { url: string; secret: string; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(secret).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    );
  };
  return (
    <Dialog title={t('webhooks.secret.title')} open onClose={onClose}>
      <p>{t('webhooks.secret.intro', { url })}</p>
      <Alert role="note">{t('webhooks.secret.once')}</Alert>
      <Secret dir="ltr" data-secret>
        {secret}
      </Secret>
      <p role="status">{copied === 'yes' ? t('webhooks.secret.copied') : copied === 'no' ? t('webhooks.secret.copyFailed') : ''}</p>
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={copy}>
          {t('webhooks.secret.copy')}
        </Button>
        <Button type="button" onClick={onClose}>
          {t('webhooks.secret.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
