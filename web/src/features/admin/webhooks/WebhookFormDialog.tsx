import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Button } from '../../../components/Button.tsx';
import { Dialog, DialogActions } from '../../../components/Dialog.tsx';
import { Alert, FieldError, TextField } from '../../../components/Field.tsx';
import { describeWebhookError, webhookEvents, webhookFieldMessage, type WebhookField } from './webhookErrors.ts';
import type { WebhookRowData } from './WebhookRow.tsx';
import { useWebhookMutations, type WebhookValues } from './useWebhookMutations.ts';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  fieldset {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: 6px;
  }
  legend {
    font-weight: 600;
    padding-inline: ${({ theme }) => theme.space(1)};
  }
  label.check {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-block-size: 32px;
  }
  input[type='checkbox'] {
    inline-size: 1.2em;
    block-size: 1.2em;
  }
`;

/** Adds an endpoint, or edits one (`endpoint` given); the server's refusals at their fields. */
export function WebhookFormDialog({
  endpoint,
  onClose,
  onCreated,
  onSaved,
}: {
  endpoint: WebhookRowData | null;
  onClose: () => void;
  onCreated: (url: string, secret: string) => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation('admin');
  const { create, update } = useWebhookMutations();
  const [values, setValues] = useState<WebhookValues>({
    url: endpoint?.url ?? '',
    events: endpoint ? [...endpoint.events] : [],
    enabled: endpoint?.enabled ?? true,
  });
  const [errors, setErrors] = useState<Partial<Record<WebhookField, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const problems: Partial<Record<WebhookField, string>> = {};
    if (!values.url.trim()) problems.url = 'required';
    if (values.events.length === 0) problems.events = 'required';
    setErrors(problems);
    setFormError(Object.keys(problems).length ? t('errors.checkFields') : null);
    if (Object.keys(problems).length) return;
    setBusy(true);
    const input = { ...values, url: values.url.trim() };
    const fail = (error: unknown) => {
      const { fields, form } = describeWebhookError(error, t);
      setBusy(false);
      setErrors(fields);
      setFormError(form);
    };
    if (endpoint) update(endpoint.id, input).then(() => onSaved(t('webhooks.updated', { url: input.url })), fail);
    else create(input).then((answer) => onCreated(answer.createWebhookEndpoint.endpoint.url, answer.createWebhookEndpoint.secret), fail);
  }

  const toggleEvent = (name: string, on: boolean) =>
    setValues((v) => ({ ...v, events: on ? webhookEvents.filter((e) => e === name || v.events.includes(e)) : v.events.filter((e) => e !== name) }));

  return (
    <Dialog title={endpoint ? t('webhooks.editTitle') : t('webhooks.createTitle')} open onClose={onClose}>
      <Form onSubmit={onSubmit} noValidate>
        {formError && <Alert role="alert">{formError}</Alert>}
        <TextField
          label={t('webhooks.url')}
          type="url"
          placeholder="https://crm.example.com/hooks/sovra"
          value={values.url}
          onChange={(e) => setValues((v) => ({ ...v, url: e.target.value }))}
          error={errors.url && webhookFieldMessage(t, 'url', errors.url)}
          hint={t('webhooks.urlHint')}
          maxLength={2000}
          disabled={busy}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          required
        />
        <fieldset aria-describedby={errors.events ? 'webhook-events-error' : undefined} aria-invalid={Boolean(errors.events)}>
          <legend>{t('webhooks.events')}</legend>
          {webhookEvents.map((name) => (
            <label className="check" key={name}>
              <input type="checkbox" checked={values.events.includes(name)} onChange={(e) => toggleEvent(name, e.target.checked)} disabled={busy} />
              <span>
                {t(`webhooks.eventNames.${name.replace('.', '_')}`)} <code dir="ltr">({name})</code>
              </span>
            </label>
          ))}
          {errors.events && <FieldError id="webhook-events-error">{webhookFieldMessage(t, 'events', errors.events)}</FieldError>}
        </fieldset>
        {endpoint && (
          <label className="check">
            <input type="checkbox" checked={values.enabled} onChange={(e) => setValues((v) => ({ ...v, enabled: e.target.checked }))} disabled={busy} />
            {t('webhooks.enabledLabel')}
          </label>
        )}
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('common.saving') : endpoint ? t('common.save') : t('webhooks.add')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
