import styled from 'styled-components';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { Button } from '../../../../components/Button.tsx';
import { Dialog, DialogActions } from '../../../../components/Dialog.tsx';

const Steps = styled.ol`
  padding-inline-start: 1.3em;
  li {
    margin-block-end: 0.4em;
  }
`;

/**
 * Someone saved the post after this editor opened it (409). Nothing is overwritten: the editor
 * copies their own text if they want it, then loads the latest version and works from there.
 */
export function ConflictDialog({ busy, onCopy, onReload, onClose }: { busy: boolean; onCopy: () => void; onReload: () => void; onClose: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Dialog title={t('blog.conflict.title')} open onClose={onClose}>
      <p>{t('blog.conflict.body')}</p>
      <Steps>
        <li>{t('blog.conflict.stepCopy')}</li>
        <li>{t('blog.conflict.stepReload')}</li>
      </Steps>
      <DialogActions>
        <Button type="button" $variant="ghost" onClick={onClose} disabled={busy}>
          {t('blog.conflict.later')}
        </Button>
        <Button type="button" $variant="secondary" onClick={onCopy} disabled={busy}>
          {t('blog.conflict.copy')}
        </Button>
        <Button type="button" $variant="danger" onClick={onReload} disabled={busy}>
          {busy ? t('blog.conflict.reloading') : t('blog.conflict.reload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
