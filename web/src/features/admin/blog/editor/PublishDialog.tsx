import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import { Button } from '../../../../components/Button.tsx';
import { Dialog, DialogActions } from '../../../../components/Dialog.tsx';
import { defaultScheduleInput, formatOfficeDateTime, fromOfficeInput } from '../../../../format/officeTime.ts';
import { EditorInput } from './EditorField.tsx';

const Choices = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-block-end: ${({ theme }) => theme.space(3)};
    font-weight: 600;
  }
  label.choice {
    display: flex;
    gap: 0.7em;
    align-items: flex-start;
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.md};
    cursor: pointer;
  }
  label.choice:has(input:checked) {
    border-color: ${({ theme }) => theme.color.accent};
    background: ${({ theme }) => theme.color.accentSoft}33;
  }
  label.choice input {
    inline-size: 18px;
    block-size: 18px;
    margin: 0.2em 0 0;
    flex: none;
  }
  label.choice strong {
    display: block;
  }
  label.choice small {
    color: ${({ theme }) => theme.color.muted};
  }
`;

/**
 * Publishing is a decision, so it asks: now, or at a chosen time (office time, Dubai). A scheduled
 * post offers to go out now instead.
 */
export function PublishDialog({
  scheduledAt,
  busy,
  onClose,
  onPublish,
}: {
  scheduledAt: string | null;
  busy: boolean;
  onClose: () => void;
  onPublish: (publishedAt: string | null) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState(() => defaultScheduleInput());
  const [error, setError] = useState<string | null>(null);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (when === 'now') {
      // A scheduled post keeps its date unless one is given: "now" is said explicitly.
      onPublish(scheduledAt ? new Date().toISOString() : null);
      return;
    }
    const iso = fromOfficeInput(at);
    if (!iso || Date.parse(iso) <= Date.now()) {
      setError(t('blog.publishDialog.mustBeFuture'));
      return;
    }
    onPublish(iso);
  }

  const iso = fromOfficeInput(at);
  return (
    <Dialog title={scheduledAt ? t('blog.publishDialog.titleScheduled') : t('blog.publishDialog.title')} open onClose={onClose}>
      <form onSubmit={onSubmit} noValidate>
        {scheduledAt && <p>{t('blog.publishDialog.scheduledNote', { date: formatOfficeDateTime(scheduledAt, i18n.language) })}</p>}
        <Choices>
          <legend>{t('blog.publishDialog.when')}</legend>
          <label className="choice">
            <input type="radio" name="when" checked={when === 'now'} onChange={() => setWhen('now')} />
            <span>
              <strong>{t('blog.publishDialog.now')}</strong>
              <small>{t('blog.publishDialog.nowHint')}</small>
            </span>
          </label>
          {!scheduledAt && (
            <label className="choice">
              <input type="radio" name="when" checked={when === 'later'} onChange={() => setWhen('later')} />
              <span>
                <strong>{t('blog.publishDialog.later')}</strong>
                <small>{t('blog.publishDialog.laterHint')}</small>
              </span>
            </label>
          )}
          {when === 'later' && (
            <EditorInput
              label={t('blog.publishDialog.at')}
              type="datetime-local"
              value={at}
              onChange={(e) => {
                setAt(e.target.value);
                setError(null);
              }}
              error={error}
              hint={iso ? t('blog.publishDialog.atHint', { date: formatOfficeDateTime(iso, i18n.language) }) : undefined}
              dir="ltr"
              required
            />
          )}
        </Choices>
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('blog.publishDialog.working') : when === 'later' ? t('blog.publishDialog.confirmSchedule') : t('blog.publishDialog.confirmNow')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Unpublishing (or unscheduling) takes the post off the site: it asks first. */
export function UnpublishDialog({ scheduled, busy, onClose, onConfirm }: { scheduled: boolean; busy: boolean; onClose: () => void; onConfirm: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Dialog title={scheduled ? t('blog.unpublishDialog.titleScheduled') : t('blog.unpublishDialog.title')} open onClose={onClose}>
      <p>{scheduled ? t('blog.unpublishDialog.bodyScheduled') : t('blog.unpublishDialog.body')}</p>
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="button" $variant="danger" onClick={onConfirm} disabled={busy}>
          {scheduled ? t('blog.unpublishDialog.confirmScheduled') : t('blog.unpublishDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
