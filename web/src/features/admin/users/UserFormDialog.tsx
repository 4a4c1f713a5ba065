import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { Button } from '../../../components/Button.tsx';
import { Dialog, DialogActions } from '../../../components/Dialog.tsx';
import { Alert, SelectField, TextAreaField, TextField } from '../../../components/Field.tsx';
import { formErrors } from '../fieldErrors.ts';
import { checkPassword } from '../../../api/passwordRules.ts';
import { userLimits, usernamePattern } from '../../../api/userRules.ts';
import { useUserMutations } from './useUserMutations.ts';
import type { UserRowData } from './UserRow.tsx';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  label.check {
    display: flex;
    align-items: center;
    gap: 0.6em;
    font-weight: 600;
  }
  label.check input {
    inline-size: 20px;
    block-size: 20px;
  }
`;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Values {
  username: string;
  email: string;
  displayName: string;
  bio: string;
  displayNameAr: string;
  bioAr: string;
  role: 'ADMIN' | 'EDITOR' | 'CONTRIBUTOR';
  active: boolean;
  password: string;
}

/** Creates a staff account, or edits one (`user` given). Checks in the browser, then shows the server's field errors. */
export function UserFormDialog({
  user,
  isSelf,
  connectionId,
  onClose,
  onSaved,
}: {
  user: UserRowData | null;
  isSelf: boolean;
  connectionId: string;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const { t } = useTranslation('admin');
  const { create, update } = useUserMutations();
  const [busy, setBusy] = useState(false);
  const [values, setValues] = useState<Values>({
    username: user?.username ?? '',
    email: user?.email ?? '',
    displayName: user?.displayName ?? '',
    bio: user?.bio ?? '',
    displayNameAr: user?.displayNameAr ?? '',
    bioAr: user?.bioAr ?? '',
    role: user?.role === 'ADMIN' || user?.role === 'CONTRIBUTOR' ? user.role : 'EDITOR',
    active: user?.active ?? true,
    password: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));

  function validate(): Record<string, string> {
    const found: Record<string, string> = {};
    if (!user && !usernamePattern.test(values.username.trim().toLowerCase())) found.username = t('errors.fields.username');
    if (!emailPattern.test(values.email.trim())) found.email = t('errors.fields.email');
    if (!values.displayName.trim()) found.displayName = t('errors.fields.required');
    if (!user) {
      const problem = checkPassword(values.password, values.username);
      if (problem) found.password = t(`errors.fields.${problem}`);
    }
    return found;
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return;
    const onError = (error: unknown) => {
      const { fields, form } = formErrors(error, t);
      setBusy(false);
      setErrors(fields);
      setFormError(form);
    };
    setBusy(true);
    if (user) {
      update({
        id: user.id,
        email: values.email.trim(),
        displayName: values.displayName.trim(),
        bio: values.bio,
        displayNameAr: values.displayNameAr.trim(),
        bioAr: values.bioAr,
        ...(isSelf ? {} : { role: values.role, active: values.active }),
      }).then((done) => (done ? onSaved(t('users.saved')) : setBusy(false)), onError);
    } else {
      create(
        {
          username: values.username.trim().toLowerCase(),
          email: values.email.trim(),
          displayName: values.displayName.trim(),
          bio: values.bio,
          displayNameAr: values.displayNameAr.trim(),
          bioAr: values.bioAr,
          role: values.role,
          password: values.password,
        },
        connectionId,
      ).then((done) => (done ? onSaved(t('users.created')) : setBusy(false)), onError);
    }
  }

  return (
    <Dialog title={user ? t('users.editTitle') : t('users.createTitle')} open onClose={onClose}>
      <Form onSubmit={onSubmit} noValidate>
        {formError && <Alert role="alert">{formError}</Alert>}
        {!user && (
          <TextField
            label={t('users.username')}
            value={values.username}
            onChange={(e) => set('username', e.target.value)}
            error={errors.username}
            hint={t('users.usernameHint')}
            autoComplete="off"
            disabled={busy}
            dir="ltr"
            required
          />
        )}
        <TextField
          label={t('users.displayName')}
          value={values.displayName}
          onChange={(e) => set('displayName', e.target.value)}
          error={errors.displayName}
          maxLength={userLimits.displayName}
          disabled={busy}
          required
        />
        <TextField
          label={t('users.displayNameAr')}
          value={values.displayNameAr}
          onChange={(e) => set('displayNameAr', e.target.value)}
          error={errors.displayNameAr}
          maxLength={userLimits.displayName}
          disabled={busy}
          hint={t('users.displayNameArHint')}
          dir="rtl"
          lang="ar"
        />
        <TextField
          label={t('users.email')}
          type="email"
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          error={errors.email}
          disabled={busy}
          dir="ltr"
          required
        />
        <SelectField
          label={t('users.role')}
          value={values.role}
          onChange={(e) => set('role', e.target.value as Values['role'])}
          error={errors.role}
          disabled={busy || isSelf}
          hint={isSelf ? t('users.ownRoleHint') : t('users.roleHint')}
        >
          <option value="EDITOR">{t('roles.EDITOR')}</option>
          <option value="CONTRIBUTOR">{t('roles.CONTRIBUTOR')}</option>
          <option value="ADMIN">{t('roles.ADMIN')}</option>
        </SelectField>
        <TextAreaField
          label={t('users.bio')}
          value={values.bio}
          onChange={(e) => set('bio', e.target.value)}
          error={errors.bio}
          maxLength={userLimits.bio}
          disabled={busy}
        />
        <TextAreaField
          label={t('users.bioAr')}
          value={values.bioAr}
          onChange={(e) => set('bioAr', e.target.value)}
          error={errors.bioAr}
          maxLength={userLimits.bio}
          disabled={busy}
          hint={t('users.bioArHint')}
          dir="rtl"
          lang="ar"
        />
        {!user && (
          <TextField
            label={t('users.password')}
            type="password"
            value={values.password}
            onChange={(e) => set('password', e.target.value)}
            error={errors.password}
            hint={t('users.passwordHint')}
            autoComplete="new-password"
            disabled={busy}
            required
          />
        )}
        {user && !isSelf && (
          <label className="check">
            <input type="checkbox" checked={values.active} onChange={(e) => set('active', e.target.checked)} disabled={busy} />
            {t('users.activeLabel')}
          </label>
        )}
        <DialogActions>
          <Button type="button" $variant="secondary" onClick={onClose} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('common.saving') : user ? t('common.save') : t('users.create')}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}
