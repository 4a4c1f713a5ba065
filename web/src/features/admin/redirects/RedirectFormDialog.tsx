import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Button } from '../../../components/Button.tsx';
import { Dialog, DialogActions } from '../../../components/Dialog.tsx';
import { Alert, TextField } from '../../../components/Field.tsx';
import { maxPathLength } from '../../../api/pagePaths.ts';
import type { RedirectEnd } from '../../../api/redirectRules.ts';
import { checkRedirect, describeRedirectError, redirectFieldMessage } from './redirectErrors.ts';
import type { RedirectRowData } from './RedirectRow.tsx';
import { useRedirectMutations } from './useRedirectMutations.ts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;

/** Adds a redirect, or edits one (`redirect` given): checked as typed, then the server's refusals at their fields. */
export function RedirectFormDialog({
  redirect,
  connectionId,
  onClose,
  onSaved,
}: {
  redirect: RedirectRowData | null;
  connectionId: string;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation('admin');
  const { create, update } = useRedirectMutations();
  const [values, setValues] = useState({ from: redirect?.from ?? '', to: redirect?.to ?? '' });
  const [errors, setErrors] = useState<Partial<Record<RedirectEnd, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const { addresses, problems } = checkRedirect(values);
    setErrors(problems);
    setFormError(Object.keys(problems).length ? t('errors.checkFields') : null);
    if (Object.keys(problems).length) return;
    setBusy(true);
    const saving = redirect ? update(redirect.id, addresses) : create(addresses, connectionId);
    saving.then(
      (answer) => {
        const payload = 'createRedirect' in answer ? answer.createRedirect : answer.updateRedirect;
        const saved = t(redirect ? 'redirects.updated' : 'redirects.created', { from: addresses.from, to: addresses.to });
        const repointed = payload.repointed.length ? ` ${t('redirects.repointed', { count: payload.repointed.length, to: addresses.to })}` : '';
        onSaved(saved + repointed);
      },
      (error: unknown) => {
        const { fields, form } = describeRedirectError(error, t);
        setBusy(false);
        setErrors(fields);
        setFormError(form);
      },
    );
  }

  const field = (end: RedirectEnd) => ({
    value: values[end],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [end]: event.target.value })),
    error: errors[end] && redirectFieldMessage(t, end, errors[end]),
    hint: t(`redirects.${end}Hint`),
    maxLength: maxPathLength,
    disabled: busy,
    dir: 'ltr',
    autoComplete: 'off',
    spellCheck: false,
    required: true,
  });

  return (
    <Dialog title={redirect ? t('redirects.editTitle') : t('redirects.createTitle')} open onClose={onClose}>
      <Form onSubmit={onSubmit} noValidate>
        {formError && <Alert role="alert">{formError}</Alert>}
        <TextField label={t('redirects.from')} placeholder="/old-offers" {...field('from')} />
        <TextField label={t('redirects.to')} placeholder="/sovra-core" {...field('to')} />
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('common.saving') : redirect ? t('common.save') : t('redirects.add')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
