import { useState, type FormEvent } from 'react';
import { fetchQuery, graphql, useFragment, useRelayEnvironment } from 'react-relay';
import styled from 'styled-components';
import { panelStyle } from './panelStyle.ts';
import { ApiError } from '../../../api/ApiError.ts';
import { passkeyNameMaxLength, passkeyNameProblem } from '../../../api/userRules.ts';
import { Button } from '../../../components/Button.tsx';
import { Alert, TextField } from '../../../components/Field.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { formatDate } from '../../../format/formatDate.ts';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { PasskeysPanelAddMutation } from '../../../__generated__/PasskeysPanelAddMutation.graphql.ts';
import type { PasskeysPanelRemoveMutation } from '../../../__generated__/PasskeysPanelRemoveMutation.graphql.ts';
import type { PasskeysPanelRenameMutation } from '../../../__generated__/PasskeysPanelRenameMutation.graphql.ts';
import type { PasskeysPanelStartMutation } from '../../../__generated__/PasskeysPanelStartMutation.graphql.ts';
import type { PasskeysPanel_user$key } from '../../../__generated__/PasskeysPanel_user.graphql.ts';
import { runMutation } from '../../../relay/runMutation.ts';
import { useConfirmedAction } from '../auth/ConfirmIdentityDialog.tsx';
import { formErrors } from '../fieldErrors.ts';
import { isCancelledCeremony } from '../auth/passkeyCeremony.ts';

const Panel = styled.section`
  ${panelStyle}
  p {
    margin: 0;
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.md};
  }
  strong {
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Row = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space(3)};
  & > :first-child {
    flex: 1 1 12rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

const userFragment = graphql`
  fragment PasskeysPanel_user on User {
    id
    hasPasskey
    passkeys {
      id
      name
      createdAt
      lastUsedAt
    }
  }
`;

const startMutation = graphql`
  mutation PasskeysPanelStartMutation {
    startPasskeyRegistration {
      options
    }
  }
`;

const addMutation = graphql`
  mutation PasskeysPanelAddMutation($input: AddPasskeyInput!) {
    addPasskey(input: $input) {
      passkey {
        id
      }
    }
  }
`;

const renameMutation = graphql`
  mutation PasskeysPanelRenameMutation($input: RenamePasskeyInput!) {
    renamePasskey(input: $input) {
      passkey {
        id
        name
      }
    }
  }
`;

const removeMutation = graphql`
  mutation PasskeysPanelRemoveMutation($input: RemovePasskeyInput!) {
    removePasskey(input: $input) {
      removedPasskeyId
      user {
        ...PasskeysPanel_user
      }
    }
  }
`;

const refetchQuery = graphql`
  query PasskeysPanelRefetchQuery {
    viewer {
      ...PasskeysPanel_user
    }
  }
`;

/**
 * The signed-in user's passkeys: list, add (the browser's ceremony), rename, remove (after "Confirm it's you").
 * `onFactorAdded` hears of a passkey added (the second-factor setup screen lets its user in then).
 */
export function PasskeysPanel({ user, onFactorAdded }: { user: PasskeysPanel_user$key; onFactorAdded?: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const data = useFragment(userFragment, user);
  const environment = useRelayEnvironment();
  const toast = useToast();
  const run = useConfirmedAction();
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: 'error' | 'success' | 'info'; text: string } | null>(null);
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);

  /** The server's rule for a name (userRules.ts), checked first: what to say at the field, or null. */
  function nameProblem(trimmed: string): string | null {
    const problem = passkeyNameProblem(trimmed.replace(/\s+/g, ' '));
    if (problem === 'required') return t('errors.fields.required');
    if (problem === 'too_long') return t('errors.fields.too_long');
    if (problem === 'bidi_control') return t('passkeys.nameBidi');
    return null;
  }

  async function refresh() {
    await fetchQuery(environment, refetchQuery, {}, { fetchPolicy: 'network-only' }).toPromise();
  }

  async function onAdd(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    const problem = nameProblem(trimmed);
    if (problem) {
      setNameError(problem);
      return;
    }
    setNameError(null);
    setMessage(null);
    setBusy('add');
    try {
      // A new passkey asks "Confirm it's you" when the session's last proof is old.
      const started = await run(() => runMutation<PasskeysPanelStartMutation>(environment, { mutation: startMutation, variables: {} }));
      if (!started) return;
      const { startRegistration } = await import('@simplewebauthn/browser');
      let answer;
      try {
        answer = await startRegistration({ optionsJSON: JSON.parse(started.startPasskeyRegistration.options) });
      } catch (ceremony) {
        if (isCancelledCeremony(ceremony)) {
          setMessage({ tone: 'info', text: t('passkeys.cancelled') });
          return;
        }
        throw ceremony;
      }
      await runMutation<PasskeysPanelAddMutation>(environment, {
        mutation: addMutation,
        variables: { input: { name: trimmed, response: JSON.stringify(answer) } },
      });
      await refresh();
      setAdding(false);
      setName('');
      toast(t('passkeys.added', { name: trimmed }), 'success');
      onFactorAdded?.();
    } catch (failure) {
      setMessage({ tone: 'error', text: failure instanceof ApiError ? formErrors(failure, t).form : t('passkeys.failed') });
    } finally {
      setBusy(null);
    }
  }

  function onRename(event: FormEvent) {
    event.preventDefault();
    if (!renaming) return;
    const trimmed = renaming.name.trim();
    const problem = nameProblem(trimmed);
    if (problem) {
      setNameError(problem);
      return;
    }
    setNameError(null);
    setBusy(renaming.id);
    runMutation<PasskeysPanelRenameMutation>(environment, {
      mutation: renameMutation,
      variables: { input: { id: renaming.id, name: trimmed } },
    }).then(
      () => {
        setBusy(null);
        setRenaming(null);
        toast(t('passkeys.renamed'), 'success');
      },
      (failure: unknown) => {
        setBusy(null);
        setNameError(formErrors(failure, t).form);
      },
    );
  }

  function onRemove(id: string, passkeyName: string) {
    setBusy(id);
    setMessage(null);
    run(() => runMutation<PasskeysPanelRemoveMutation>(environment, { mutation: removeMutation, variables: { input: { id } } })).then(
      (done) => {
        setBusy(null);
        if (done) toast(t('passkeys.removed', { name: passkeyName }), 'success');
      },
      (failure: unknown) => {
        setBusy(null);
        setMessage({ tone: 'error', text: formErrors(failure, t).form });
      },
    );
  }

  return (
    <Panel aria-labelledby="passkeys-heading">
      <h2 id="passkeys-heading">{t('passkeys.title')}</h2>
      <p>{t('passkeys.explain')}</p>
      {message && (
        <Alert role={message.tone === 'error' ? 'alert' : 'status'} $tone={message.tone === 'error' ? 'error' : 'success'}>
          {message.text}
        </Alert>
      )}
      {data.passkeys.length === 0 ? (
        <p>{t('passkeys.empty')}</p>
      ) : (
        <List aria-label={t('passkeys.title')}>
          {data.passkeys.map((passkey) => (
            <li key={passkey.id}>
              {renaming?.id === passkey.id ? (
                <Row onSubmit={onRename} noValidate>
                  <TextField
                    label={t('passkeys.name')}
                    value={renaming.name}
                    maxLength={passkeyNameMaxLength}
                    onChange={(e) => setRenaming({ id: passkey.id, name: e.target.value })}
                    error={nameError ?? undefined}
                    disabled={busy === passkey.id}
                    autoFocus
                  />
                  <Actions>
                    <Button type="submit" disabled={busy === passkey.id}>
                      {busy === passkey.id ? t('common.saving') : t('common.save')}
                    </Button>
                    <Button type="button" $variant="secondary" onClick={() => setRenaming(null)} disabled={busy === passkey.id}>
                      {t('common.cancel')}
                    </Button>
                  </Actions>
                </Row>
              ) : (
                <>
                  <strong>
                    <bdi>{passkey.name}</bdi>
                  </strong>
                  <small>
                    {t('passkeys.addedOn', { date: formatDate(passkey.createdAt, i18n.language) })}
                    {' · '}
                    {passkey.lastUsedAt ? t('passkeys.lastUsed', { date: formatDate(passkey.lastUsedAt, i18n.language) }) : t('passkeys.neverUsed')}
                  </small>
                  <Actions>
                    <Button
                      type="button"
                      $variant="secondary"
                      aria-label={t('passkeys.renameNamed', { name: passkey.name })}
                      onClick={() => {
                        setNameError(null);
                        setRenaming({ id: passkey.id, name: passkey.name });
                      }}
                      disabled={busy !== null}
                    >
                      {t('passkeys.rename')}
                    </Button>
                    <Button
                      type="button"
                      $variant="danger"
                      aria-label={t('passkeys.removeNamed', { name: passkey.name })}
                      onClick={() => onRemove(passkey.id, passkey.name)}
                      disabled={busy !== null}
                    >
                      {busy === passkey.id ? t('twoStep.working') : t('passkeys.remove')}
                    </Button>
                  </Actions>
                </>
              )}
            </li>
          ))}
        </List>
      )}
      {adding ? (
        <Row onSubmit={(e) => void onAdd(e)} noValidate>
          <TextField
            label={t('passkeys.name')}
            hint={t('passkeys.nameHint')}
            value={name}
            maxLength={passkeyNameMaxLength}
            onChange={(e) => setName(e.target.value)}
            error={renaming ? undefined : (nameError ?? undefined)}
            disabled={busy === 'add'}
            autoFocus
          />
          <Actions>
            <Button type="submit" disabled={busy === 'add'}>
              {busy === 'add' ? t('passkeys.waiting') : t('passkeys.create')}
            </Button>
            <Button type="button" $variant="secondary" onClick={() => setAdding(false)} disabled={busy === 'add'}>
              {t('common.cancel')}
            </Button>
          </Actions>
        </Row>
      ) : (
        <Button type="button" style={{ justifySelf: 'start' }} onClick={() => setAdding(true)} disabled={busy !== null}>
          {t('passkeys.add')}
        </Button>
      )}
    </Panel>
  );
}
