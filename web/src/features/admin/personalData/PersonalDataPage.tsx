import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/Button.tsx';
import { Alert, TextField } from '../../../components/Field.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import { AdminOnly } from '../layout/AdminOnly.tsx';
import { PageHeader } from '../layout/PageHeader.tsx';
import { SettingsSection } from '../settings/SettingsSection.tsx';
import { ErasePersonalDataDialog } from './ErasePersonalDataDialog.tsx';
import { describePersonalDataError } from './personalDataErrors.ts';
import { PersonalDataReportView } from './PersonalDataReportView.tsx';
import { usePersonalData } from './usePersonalData.ts';

const FindForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  justify-items: start;
  > * {
    inline-size: 100%;
  }
  > button {
    inline-size: auto;
  }
`;

/** `/admin/personal-data` (admins): find, export and erase what the site holds about an email address. */
export function PersonalDataPage() {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const { state, find, erase } = usePersonalData();
  const [email, setEmail] = useState('');
  const [erasing, setErasing] = useState(false);
  const failure = state.kind === 'failed' ? describePersonalDataError(state.failure, t) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void find(email.trim());
  };

  return (
    <AdminOnly>
      <PageHeader title={t('personalData.title')} subtitle={t('personalData.subtitle')} />
      <SettingsSection id="personal-data-find" title={t('personalData.findTitle')} description={t('personalData.findHint')}>
        <FindForm onSubmit={submit} noValidate role="search" aria-label={t('personalData.findTitle')}>
          <TextField
            label={t('personalData.email')}
            type="email"
            name="email"
            dir="ltr"
            autoComplete="off"
            spellCheck={false}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={failure?.field}
            required
          />
          <Button type="submit" disabled={state.kind === 'loading' || !email.trim()}>
            {state.kind === 'loading' ? t('personalData.finding') : t('personalData.find')}
          </Button>
        </FindForm>
      </SettingsSection>
      <div aria-live="polite" aria-busy={state.kind === 'loading'}>
        {state.kind === 'loading' && <Spinner size="large" page />}
        {failure?.form && <Alert role="alert">{failure.form}</Alert>}
        {state.kind === 'found' && <PersonalDataReportView report={state.report} onErase={() => setErasing(true)} />}
      </div>
      {erasing && state.kind === 'found' && (
        <ErasePersonalDataDialog
          report={state.report}
          erase={() => erase(state.report.email)}
          onClose={() => setErasing(false)}
          onErased={(message) => {
            setErasing(false);
            toast(message, 'success');
          }}
        />
      )}
    </AdminOnly>
  );
}
