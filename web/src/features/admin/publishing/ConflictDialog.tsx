import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Button } from '../../../components/Button.tsx';
import { Dialog, DialogActions } from '../../../components/Dialog.tsx';
import { contextOf, type EditedKind } from './kind.ts';

const Steps = styled.ol`
  padding-inline-start: 1.3em;
  li {
    margin-block-end: 0.4em;
  }
`;

/**
 * Someone saved the post (or page) after this editor opened it (409). Nothing is overwritten: the editor
 * copies their own text if they want it, then loads the latest version and works from there.
 */
export function ConflictDialog({
  kind = 'post',
  busy,
  onCopy,
  onReload,
  onClose,
}: {
  kind?: EditedKind;
  busy: boolean;
  onCopy: () => void;
  onReload: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const context = contextOf(kind);
  return (
    <Dialog title={t('publishing.conflict.title', { context })} open onClose={onClose}>
      <p>{t('publishing.conflict.body', { context })}</p>
      <Steps>
        <li>{t('publishing.conflict.stepCopy')}</li>
        <li>{t('publishing.conflict.stepReload')}</li>
      </Steps>
      <DialogActions>
        <Button type="button" $variant="ghost" onClick={onClose} disabled={busy}>
          {t('publishing.conflict.later')}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCopy} disabled={busy}>
          {t('publishing.conflict.copy')}
        </Button>
        <Button type="button" $variant="danger" onClick={onReload} disabled={busy}>
          {busy ? t('publishing.conflict.reloading') : t('publishing.conflict.reload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
