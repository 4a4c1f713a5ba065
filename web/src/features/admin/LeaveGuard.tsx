import { useEffect } from 'react';
import { useBlocker, type Location } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { Button } from '../../components/Button.tsx';
import { Dialog, DialogActions } from '../../components/Dialog.tsx';

/**
 * Asks before leaving the editor with unsaved changes: a dialog for moves inside the app, the
 * browser's own question for closing the tab or reloading. `allow` lets the editor's own moves pass
 * (a new post's address once it is created).
 */
export function LeaveGuard({ when, allow }: { when: boolean; allow: (next: Location) => boolean }) {
  const { t } = useTranslation('admin');
  const blocker = useBlocker(({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname && !allow(nextLocation));

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  // Saved meanwhile (autosave): nothing to lose any more, so the move goes on.
  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.proceed();
  }, [blocker, when]);

  if (blocker.state !== 'blocked') return null;
  return (
    <Dialog title={t('blog.leave.title')} open onClose={() => blocker.reset()}>
      <p>{t('blog.leave.body')}</p>
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={() => blocker.reset()}>
          {t('blog.leave.stay')}
        </Button>
        <Button type="button" $variant="danger" onClick={() => blocker.proceed()}>
          {t('blog.leave.leave')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
