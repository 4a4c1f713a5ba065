import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button.tsx';
import { Dialog, DialogActions } from '../../../components/Dialog.tsx';
import { Alert } from '../../../components/Field.tsx';
import { maxReviewComment, reviewCommentProblem } from '../../../api/reviewRules.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { formErrors } from '../fieldErrors.ts';
import { EditorTextArea } from './EditorField.tsx';
import { noLongerInReview, useReviewMutations } from './useReviewMutations.ts';

/**
 * Sending a submitted draft (or submitted `changes` to a live item) back asks what should change: a
 * comment of 1 to 2,000 characters, said at the field.
 */
export function SendBackDialog({ subjectId, changes, onClose, onSent }: { subjectId: string; changes: boolean; onClose: () => void; onSent: () => void }) {
  const { t } = useTranslation('admin');
  const mutations = useReviewMutations();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  const refuse = (message: string) => {
    setError(message);
    field.current?.focus();
  };

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const text = comment.trim();
    const problem = reviewCommentProblem(text);
    if (problem === 'required') return refuse(t('publishing.review.commentRequired'));
    if (problem === 'too_long') return refuse(t('publishing.review.commentTooLong', { count: maxReviewComment }));
    if (problem === 'invalid') return refuse(t('publishing.review.commentInvalid'));
    setBusy(true);
    setFormError(null);
    try {
      await mutations.sendBack(subjectId, text);
      onSent();
    } catch (failure) {
      setBusy(false);
      const { fields, form } = formErrors(failure, t);
      if (fields.comment) refuse(fields.comment);
      else if (noLongerInReview(failure)) setFormError(t(changes ? 'publishing.review.changesNoLongerInReview' : 'publishing.review.noLongerInReview'));
      else setFormError(form);
    }
  }

  return (
    <Dialog title={t('publishing.review.sendBackTitle')} open onClose={onClose}>
      <form onSubmit={onSubmit} noValidate>
        {formError && (
          <Alert role="alert" style={{ marginBlockEnd: '1rem' }}>
            {formError}
          </Alert>
        )}
        <EditorTextArea
          ref={field}
          label={t('publishing.review.comment')}
          hint={t('publishing.review.commentHint')}
          value={comment}
          onChange={(e) => {
            setComment(e.target.value);
            setError(null);
          }}
          error={error}
          max={maxReviewComment}
          rows={6}
          dir="auto"
          required
          autoFocus
        />
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('publishing.review.sending') : t('publishing.review.confirmSendBack')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
