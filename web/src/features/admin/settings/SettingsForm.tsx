import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { graphql, readInlineData } from 'react-relay';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { SettingsForm_settings$data, SettingsForm_settings$key } from '../../../__generated__/SettingsForm_settings.graphql.ts';
import { ApiError } from '../../../api/ApiError.ts';
import { enquiryRetentions, secondFactorPolicies, settingsLimits, type EnquiryRetention, type SecondFactorPolicy } from '../../../api/settingsRules.ts';
import { Button } from '../../../components/Button.tsx';
import { Alert, SelectField, TextAreaField, TextField } from '../../../components/Field.tsx';
import { isLanguage, type Language } from '../../../i18n/languages.ts';
import { setSiteSettings } from '../../../settings/siteSettings.ts';
import { LeaveGuard } from '../LeaveGuard.tsx';
import {
  changedInput,
  fieldMessages,
  formFields,
  formValues,
  publicPart,
  type ChoiceField,
  type FlagField,
  type SettingsField,
  type SettingsFormValues,
} from './settingsForm.ts';
import { FieldPair, SettingsSection } from './SettingsSection.tsx';
import { SwitchField } from './SwitchField.tsx';
import { useUpdateSiteSettings } from './useUpdateSiteSettings.ts';
import { useConfirmedAction } from '../auth/ConfirmIdentityDialog.tsx';

export const settingsFragment = graphql`
  fragment SettingsForm_settings on AdminSiteSettings @inline {
    siteName
    siteNameAr
    contactEmail
    contactPhone
    officeAddress
    officeAddressAr
    businessHours
    businessHoursAr
    bookingWidgetUrl
    bookingEnabled
    notificationRecipients
    blockList
    analyticsEnabled
    enquiryRetention
    secondFactorPolicy
    version
  }
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  max-inline-size: 60rem;
  /* A field brought into view (focused, or at fault) clears the save bar stuck to the bottom. */
  input,
  textarea {
    scroll-margin-block: ${({ theme }) => theme.space(6)} 12rem;
  }
`;

/** Always in reach on a long form: what is unsaved, what happened, and the Save button. */
const SaveBar = styled.div`
  position: sticky;
  inset-block-end: 0;
  z-index: 5;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  .status {
    margin: 0;
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.color.inkSoft};
  }
  .status[data-tone='success'] {
    color: ${({ theme }) => theme.color.success};
    font-weight: 600;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    margin-inline-start: auto;
  }
`;

type Status = { tone: 'success' | 'neutral'; text: string } | null;

function readSettings(ref: SettingsForm_settings$key): SettingsForm_settings$data {
  return readInlineData(settingsFragment, ref);
}

/** Every setting, in sections; a save sends the changed ones, all accepted or none. */
export function SettingsForm({ settings: settingsRef, onReload }: { settings: SettingsForm_settings$key; onReload: () => void }) {
  const { t } = useTranslation('admin');
  const loaded = useMemo(() => readSettings(settingsRef), [settingsRef]);
  const initial = useMemo(() => formValues(loaded), [loaded]);
  // The save these values come from: a save made since by someone else is not overwritten (409).
  const [version, setVersion] = useState(loaded.version);
  const [conflict, setConflict] = useState(false);
  const [saved, setSaved] = useState<SettingsFormValues>(initial);
  const [values, setValues] = useState<SettingsFormValues>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>(null);
  const save = useUpdateSiteSettings();
  const confirmed = useConfirmedAction();
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  // The first field at fault takes the focus once the fields are enabled again, so the keyboard lands where the work is.
  const [focusField, setFocusField] = useState<SettingsField | null>(null);
  useEffect(() => {
    if (busy || !focusField) return;
    const element = form.current?.elements.namedItem(focusField);
    if (element instanceof HTMLElement) element.focus();
    setFocusField(null);
  }, [busy, focusField]);
  const changes = changedInput(values, saved);
  const dirty = Object.keys(changes).length > 0;

  function change<F extends SettingsField>(field: F, value: SettingsFormValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setStatus(null);
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    if (!dirty) {
      setStatus({ tone: 'neutral', text: t('settings.unchanged') });
      return;
    }
    setFormError(null);
    setStatus(null);
    setBusy(true);
    // A change of the second-factor policy asks "Confirm it's you" when the session's last proof is old.
    confirmed(() => save({ ...changes, version })).then(
      (response) => {
        if (!response) return setBusy(false);
        const now = readSettings(response.settings);
        setBusy(false);
        setVersion(now.version);
        setConflict(false);
        const next = formValues(now);
        setSaved(next);
        setValues(next);
        setErrors({});
        setSiteSettings(publicPart(now));
        setStatus({ tone: response.changed.length ? 'success' : 'neutral', text: t(response.changed.length ? 'settings.saved' : 'settings.unchanged') });
      },
      (error: unknown) => {
        setBusy(false);
        const details = error instanceof ApiError ? (error.details ?? {}) : {};
        const fields = fieldMessages(details, values, t);
        setErrors(fields);
        // A conflict over a field (a policy the admin cannot set yet) is that field's; else it is another admin's save.
        if (error instanceof ApiError && error.error === 'CONFLICT' && !formFields.some((field) => details[field])) {
          setConflict(true);
          setFormError(t('settings.errors.conflict'));
          return;
        }
        const known = error instanceof ApiError && error.error ? t(`errors.codes.${error.error}`, { defaultValue: '' }) : '';
        setFormError(Object.keys(fields).length ? t('settings.errors.checkFields') : known || t('settings.errors.generic'));
        setFocusField(formFields.find((field) => fields[field]) ?? null);
      },
    );
  }

  const text = (
    field: Exclude<SettingsField, FlagField | ChoiceField>,
    options: { multiline?: boolean; language?: Language | 'ltr'; type?: string; max?: number; hint?: string } = {},
  ) => {
    const props = {
      name: field,
      label: t(`settings.fields.${field}`),
      value: values[field],
      error: errors[field],
      hint: options.hint,
      disabled: busy,
      maxLength: options.max,
      // English and Arabic texts keep their own direction whatever the panel's; addresses read left to right.
      dir: options.language === 'ar' ? ('rtl' as const) : options.language ? ('ltr' as const) : undefined,
      lang: isLanguage(options.language) ? options.language : undefined,
    };
    return options.multiline ? (
      <TextAreaField {...props} rows={3} onChange={(event) => change(field, event.target.value)} />
    ) : (
      <TextField {...props} type={options.type ?? 'text'} onChange={(event) => change(field, event.target.value)} />
    );
  };

  const defaultHint = t('settings.hints.default');
  return (
    <Form ref={form} onSubmit={onSubmit} noValidate aria-busy={busy}>
      <LeaveGuard when={dirty && !busy} allow={() => false} />
      {formError && (
        <Alert role="alert">
          {formError}
          {conflict && (
            <>
              {' '}
              <Button type="button" $variant="secondary" onClick={onReload}>
                {t('settings.errors.reload')}
              </Button>
            </>
          )}
        </Alert>
      )}

      <SettingsSection id="settings-site" title={t('settings.sections.site.title')} description={t('settings.sections.site.body')}>
        <FieldPair>
          {text('siteName', { language: 'en', max: settingsLimits.siteName, hint: t('settings.hints.siteName') })}
          {text('siteNameAr', { language: 'ar', max: settingsLimits.siteName, hint: t('settings.hints.siteName') })}
        </FieldPair>
      </SettingsSection>

      <SettingsSection id="settings-contact" title={t('settings.sections.contact.title')} description={t('settings.sections.contact.body')}>
        <FieldPair>
          {text('contactEmail', { language: 'ltr', type: 'email', hint: defaultHint })}
          {text('contactPhone', { language: 'ltr', type: 'tel', max: settingsLimits.contactPhone, hint: defaultHint })}
        </FieldPair>
        <FieldPair>
          {text('officeAddress', { language: 'en', multiline: true, max: settingsLimits.officeAddress, hint: t('settings.hints.multiline') })}
          {text('officeAddressAr', { language: 'ar', multiline: true, max: settingsLimits.officeAddress, hint: t('settings.hints.multiline') })}
        </FieldPair>
        <FieldPair>
          {text('businessHours', { language: 'en', multiline: true, max: settingsLimits.businessHours, hint: t('settings.hints.multiline') })}
          {text('businessHoursAr', { language: 'ar', multiline: true, max: settingsLimits.businessHours, hint: t('settings.hints.multiline') })}
        </FieldPair>
      </SettingsSection>

      <SettingsSection id="settings-booking" title={t('settings.sections.booking.title')} description={t('settings.sections.booking.body')}>
        {text('bookingWidgetUrl', { language: 'ltr', type: 'url', max: settingsLimits.bookingWidgetUrl, hint: t('settings.hints.bookingWidgetUrl') })}
        <SwitchField
          name="bookingEnabled"
          label={t('settings.fields.bookingEnabled')}
          checked={values.bookingEnabled}
          onChange={(checked) => change('bookingEnabled', checked)}
          stateText={values.bookingEnabled ? t('settings.on') : t('settings.off')}
          hint={t('settings.hints.bookingEnabled')}
          disabled={busy}
        />
      </SettingsSection>

      <SettingsSection id="settings-enquiries" title={t('settings.sections.enquiries.title')} description={t('settings.sections.enquiries.body')}>
        <FieldPair>
          {text('notificationRecipients', { language: 'ltr', multiline: true, hint: t('settings.hints.notificationRecipients') })}
          {text('blockList', { language: 'ltr', multiline: true, hint: t('settings.hints.blockList') })}
        </FieldPair>
        <SelectField
          name="enquiryRetention"
          label={t('settings.fields.enquiryRetention')}
          hint={t('settings.hints.enquiryRetention')}
          error={errors.enquiryRetention}
          value={values.enquiryRetention}
          disabled={busy}
          onChange={(event) => change('enquiryRetention', event.target.value as EnquiryRetention)}
        >
          {enquiryRetentions.map((retention) => (
            <option key={retention} value={retention}>
              {t(`settings.retention.${retention}`)}
            </option>
          ))}
        </SelectField>
      </SettingsSection>

      <SettingsSection id="settings-analytics" title={t('settings.sections.analytics.title')} description={t('settings.sections.analytics.body')}>
        <SwitchField
          name="analyticsEnabled"
          label={t('settings.fields.analyticsEnabled')}
          checked={values.analyticsEnabled}
          onChange={(checked) => change('analyticsEnabled', checked)}
          stateText={values.analyticsEnabled ? t('settings.on') : t('settings.off')}
          hint={t('settings.hints.analyticsEnabled')}
          disabled={busy}
        />
      </SettingsSection>

      <SettingsSection id="settings-second-factor" title={t('settings.sections.secondFactor.title')} description={t('settings.sections.secondFactor.body')}>
        <SelectField
          name="secondFactorPolicy"
          label={t('settings.fields.secondFactorPolicy')}
          hint={t('settings.hints.secondFactorPolicy')}
          error={errors.secondFactorPolicy}
          value={values.secondFactorPolicy}
          disabled={busy}
          onChange={(event) => change('secondFactorPolicy', event.target.value as SecondFactorPolicy)}
        >
          {secondFactorPolicies.map((policy) => (
            <option key={policy} value={policy}>
              {t(`settings.secondFactorPolicy.${policy}`)}
            </option>
          ))}
        </SelectField>
      </SettingsSection>

      <SaveBar>
        {/* Always in the page, so what it says next is announced. */}
        <p className="status" role="status" data-tone={status?.tone}>
          {status?.text ?? (dirty ? t('settings.unsaved') : '')}
        </p>
        <div className="actions">
          <Button
            type="button"
            $variant="secondary"
            disabled={busy || !dirty}
            onClick={() => {
              setValues(saved);
              setErrors({});
              setFormError(null);
            }}
          >
            {t('settings.discard')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('settings.saving') : t('settings.save')}
          </Button>
        </div>
      </SaveBar>
    </Form>
  );
}
