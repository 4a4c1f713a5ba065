import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Button } from '../../../components/Button.tsx';
import { Dialog, DialogActions } from '../../../components/Dialog.tsx';
import { defaultScheduleInput, formatOfficeDateTime, fromOfficeInput } from '../../../format/officeTime.ts';
import { EditorInput } from './EditorField.tsx';
import { contextOf, type EditedKind } from './kind.ts';

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
  kind = 'post',
  scheduledAt,
  busy,
  onClose,
  onPublish,
}: {
  kind?: EditedKind;
  scheduledAt: string | null;
  busy: boolean;
  onClose: () => void;
  onPublish: (publishedAt: string | null) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const context = contextOf(kind);
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
      setError(t('publishing.publishDialog.mustBeFuture'));
      return;
    }
    onPublish(iso);
  }

  const iso = fromOfficeInput(at);
  return (
    <Dialog title={scheduledAt ? t('publishing.publishDialog.titleScheduled') : t('publishing.publishDialog.title', { context })} open onClose={onClose}>
      <form onSubmit={onSubmit} noValidate>
        {scheduledAt && <p>{t('publishing.publishDialog.scheduledNote', { date: formatOfficeDateTime(scheduledAt, i18n.language) })}</p>}
        <Choices>
          <legend>{t('publishing.publishDialog.when')}</legend>
          <label className="choice">
            <input type="radio" name="when" checked={when === 'now'} onChange={() => setWhen('now')} />
            <span>
              <strong>{t('publishing.publishDialog.now')}</strong>
              <small>{t('publishing.publishDialog.nowHint', { context })}</small>
            </span>
          </label>
          {!scheduledAt && (
            <label className="choice">
              <input type="radio" name="when" checked={when === 'later'} onChange={() => setWhen('later')} />
              <span>
                <strong>{t('publishing.publishDialog.later')}</strong>
                <small>{t('publishing.publishDialog.laterHint')}</small>
              </span>
            </label>
          )}
          {when === 'later' && (
            <EditorInput
              label={t('publishing.publishDialog.at')}
              type="datetime-local"
              value={at}
              onChange={(e) => {
                setAt(e.target.value);
                setError(null);
              }}
              error={error}
              hint={iso ? t('publishing.publishDialog.atHint', { date: formatOfficeDateTime(iso, i18n.language) }) : undefined}
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
            {busy
              ? t('publishing.publishDialog.working')
              : when === 'later'
                ? t('publishing.publishDialog.confirmSchedule')
                : t('publishing.publishDialog.confirmNow')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** Unpublishing (or unscheduling) takes the post off the site: it asks first. */
export function UnpublishDialog({
  kind = 'post',
  scheduled,
  busy,
  onClose,
  onConfirm,
}: {
  kind?: EditedKind;
  scheduled: boolean;
  busy: boolean;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('admin');
  const context = contextOf(kind);
  return (
    <Dialog
      title={scheduled ? t('publishing.unpublishDialog.titleScheduled', { context }) : t('publishing.unpublishDialog.title', { context })}
      open
      onClose={onClose}
    >
      <p>{scheduled ? t('publishing.unpublishDialog.bodyScheduled') : t('publishing.unpublishDialog.body', { context })}</p>
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onClose} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button type="button" $variant="danger" onClick={onConfirm} disabled={busy}>
          {scheduled ? t('publishing.unpublishDialog.confirmScheduled') : t('publishing.unpublishDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
