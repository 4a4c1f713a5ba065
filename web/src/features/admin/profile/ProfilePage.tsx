import { useState, type FormEvent } from 'react';
import { graphql, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from 'react-relay';
import styled from 'styled-components';
import { panelStyle } from './panelStyle.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { ProfilePageChangePasswordMutation } from '../../../__generated__/ProfilePageChangePasswordMutation.graphql.ts';
import type { ProfilePageQuery } from '../../../__generated__/ProfilePageQuery.graphql.ts';
import ProfilePageQueryNode from '../../../__generated__/ProfilePageQuery.graphql.ts';
import type { ProfilePageUpdateMutation } from '../../../__generated__/ProfilePageUpdateMutation.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { Alert, TextAreaField, TextField } from '../../../components/Field.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { useAuth } from '../auth/AuthProvider.tsx';
import { useConfirmedAction } from '../auth/ConfirmIdentityDialog.tsx';
import { PageHeader } from '../layout/PageHeader.tsx';
import { formErrors } from '../fieldErrors.ts';
import { checkPassword } from '../../../api/passwordRules.ts';
import { userLimits } from '../../../api/userRules.ts';
import { loadAdminQuery, useAdminQuery } from '../../../relay/adminQuery.ts';
import { runMutation } from '../../../relay/runMutation.ts';
import { SessionsPanel } from './SessionsPanel.tsx';
import { TwoStepPanel } from './TwoStepPanel.tsx';
import { PasskeysPanel } from './PasskeysPanel.tsx';

const Panels = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;
`;

const Panel = styled.form`
  ${panelStyle}
  & > button {
    justify-self: start;
  }
`;

const updateProfileMutation = graphql`
  mutation ProfilePageUpdateMutation($input: UpdateOwnProfileInput!) {
    updateOwnProfile(input: $input) {
      user {
        id
        displayName
        email
        bio
        displayNameAr
        bioAr
      }
    }
  }
`;

function ProfileForm({ user }: { user: ProfilePageQuery['response']['viewer'] & object }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const { state, updateUser } = useAuth();
  const [values, setValues] = useState({
    displayName: user.displayName,
    email: user.email,
    bio: user.bio,
    displayNameAr: user.displayNameAr,
    bioAr: user.bioAr,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const environment = useRelayEnvironment();
  const confirmed = useConfirmedAction();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.displayName.trim()) found.displayName = t('errors.fields.required');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) found.email = t('errors.fields.email');
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    // A new email address asks "Confirm it's you" when the session's last proof is old.
    confirmed(() =>
      runMutation<ProfilePageUpdateMutation>(environment, {
        mutation: updateProfileMutation,
        variables: {
          input: {
            displayName: values.displayName.trim(),
            email: values.email.trim(),
            bio: values.bio,
            displayNameAr: values.displayNameAr.trim(),
            bioAr: values.bioAr,
          },
        },
      }),
    ).then(
      (response) => {
        setBusy(false);
        if (!response) return;
        const saved = response.updateOwnProfile.user;
        if (state.user) {
          updateUser({
            ...state.user,
            displayName: saved.displayName,
            email: saved.email,
            bio: saved.bio,
            displayNameAr: saved.displayNameAr,
            bioAr: saved.bioAr,
          });
        }
        toast(t('profile.saved'), 'success');
      },
      (error: unknown) => {
        const { fields, form } = formErrors(error, t);
        setBusy(false);
        setErrors(fields);
        setFormError(form);
      },
    );
  }

  return (
    <Panel onSubmit={onSubmit} noValidate aria-labelledby="profile-heading">
      <h2 id="profile-heading">{t('profile.details')}</h2>
      {formError && <Alert role="alert">{formError}</Alert>}
      <TextField label={t('users.username')} value={user.username} disabled dir="ltr" />
      <TextField
        label={t('users.displayName')}
        value={values.displayName}
        onChange={(e) => setValues({ ...values, displayName: e.target.value })}
        error={errors.displayName}
        maxLength={userLimits.displayName}
        disabled={busy}
      />
      <TextField
        label={t('users.displayNameAr')}
        value={values.displayNameAr}
        onChange={(e) => setValues({ ...values, displayNameAr: e.target.value })}
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
        onChange={(e) => setValues({ ...values, email: e.target.value })}
        error={errors.email}
        disabled={busy}
        dir="ltr"
      />
      <TextAreaField
        label={t('users.bio')}
        value={values.bio}
        onChange={(e) => setValues({ ...values, bio: e.target.value })}
        error={errors.bio}
        maxLength={userLimits.bio}
        disabled={busy}
        hint={t('profile.bioHint')}
      />
      <TextAreaField
        label={t('users.bioAr')}
        value={values.bioAr}
        onChange={(e) => setValues({ ...values, bioAr: e.target.value })}
        error={errors.bioAr}
        maxLength={userLimits.bio}
        disabled={busy}
        hint={t('profile.bioArHint')}
        dir="rtl"
        lang="ar"
      />
      <Button type="submit" disabled={busy}>
        {busy ? t('common.saving') : t('common.save')}
      </Button>
    </Panel>
  );
}

const changePasswordMutation = graphql`
  mutation ProfilePageChangePasswordMutation($input: ChangeOwnPasswordInput!) {
    changeOwnPassword(input: $input) {
      user {
        id
      }
    }
  }
`;

function ChangePasswordForm({ username }: { username: string }) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const environment = useRelayEnvironment();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!values.currentPassword) found.currentPassword = t('errors.fields.required');
    const problem = checkPassword(values.newPassword, username);
    if (problem) found.newPassword = t(`errors.fields.${problem}`);
    else if (values.newPassword !== values.confirmPassword) found.confirmPassword = t('errors.fields.mismatch');
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    runMutation<ProfilePageChangePasswordMutation>(environment, {
      mutation: changePasswordMutation,
      variables: { input: { currentPassword: values.currentPassword, newPassword: values.newPassword } },
    }).then(
      () => {
        setBusy(false);
        setValues(empty);
        toast(t('profile.passwordChanged'), 'success');
      },
      (error: unknown) => {
        const { fields, form } = formErrors(error, t);
        setBusy(false);
        setErrors(fields);
        setFormError(form);
      },
    );
  }

  const field = (name: keyof typeof empty, label: string, autoComplete: string, hint?: string) => (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={values[name]}
      hint={hint}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      error={errors[name]}
      disabled={busy}
    />
  );

  return (
    <Panel onSubmit={onSubmit} noValidate aria-labelledby="password-heading">
      <h2 id="password-heading">{t('profile.changePassword')}</h2>
      <p style={{ margin: 0 }}>{t('profile.changePasswordExplain')}</p>
      {formError && <Alert role="alert">{formError}</Alert>}
      {field('currentPassword', t('profile.currentPassword'), 'current-password')}
      {field('newPassword', t('users.newPassword'), 'new-password', t('users.passwordHint'))}
      {field('confirmPassword', t('profile.confirmPassword'), 'new-password')}
      <Button type="submit" disabled={busy}>
        {busy ? t('common.saving') : t('profile.changePassword')}
      </Button>
    </Panel>
  );
}

const query = graphql`
  query ProfilePageQuery {
    viewer {
      id
      username
      displayName
      email
      bio
      displayNameAr
      bioAr
      role
      ...TwoStepPanel_user
      ...PasskeysPanel_user
      ...SessionsPanel_user
    }
  }
`;

export function loader() {
  return loadAdminQuery<ProfilePageQuery>(ProfilePageQueryNode, {}, 'store-and-network');
}

/** Every signed-in user's own details, password and two-step sign-in. */
export function ProfilePage() {
  const [queryRef] = useAdminQuery<ProfilePageQuery>(query);
  return queryRef && <Profile queryRef={queryRef} />;
}

function Profile({ queryRef }: { queryRef: PreloadedQuery<ProfilePageQuery> }) {
  const { t } = useTranslation('admin');
  const data = usePreloadedQuery<ProfilePageQuery>(query, queryRef);
  if (!data.viewer) return null;
  return (
    <>
      <PageHeader title={t('profile.title')} subtitle={t(`roles.${data.viewer.role}`)} />
      <Panels>
        <ProfileForm user={data.viewer} />
        <ChangePasswordForm username={data.viewer.username} />
        <TwoStepPanel user={data.viewer} />
        <PasskeysPanel user={data.viewer} />
        <SessionsPanel user={data.viewer} />
      </Panels>
    </>
  );
}
