import { graphql, useFragment } from 'react-relay';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { UserRow_user$data, UserRow_user$key } from '../../../__generated__/UserRow_user.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { toLanguage } from '../../../i18n/languages.ts';
import { staffName } from '../staffName.ts';

export type UserRowData = UserRow_user$data;

const Badge = styled.span<{ $tone: 'accent' | 'muted' | 'danger' }>`
  display: inline-block;
  padding: 0.1em 0.6em;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.8125rem;
  font-weight: 600;
  background: ${({ theme, $tone }) => ($tone === 'accent' ? theme.color.accentSoft : $tone === 'danger' ? theme.color.dangerSoft : theme.color.canvas)};
  color: ${({ theme, $tone }) => ($tone === 'accent' ? theme.color.accentStrong : $tone === 'danger' ? theme.color.danger : theme.color.inkSoft)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  button {
    min-block-size: 36px;
    padding-inline: 0.8em;
    font-size: 0.875rem;
  }
`;

export function UserRow({
  user,
  isSelf,
  onEdit,
  onToggleActive,
  onResetPassword,
  onResetFactors,
  onSessions,
  onDelete,
}: {
  user: UserRow_user$key;
  isSelf: boolean;
  onEdit: (user: UserRowData) => void;
  onToggleActive: (user: UserRowData) => void;
  onResetPassword: (user: UserRowData) => void;
  onResetFactors: (user: UserRowData) => void;
  onSessions: (user: UserRowData) => void;
  onDelete: (user: UserRowData) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const data = useFragment(
    graphql`
      fragment UserRow_user on User {
        id
        username
        email
        displayName
        bio
        displayNameAr
        bioAr
        role
        active
        twoFactorEnabled
      }
    `,
    user,
  );
  return (
    <tr>
      <td>
        <strong>{staffName(data, toLanguage(i18n.language))}</strong>
        <br />
        <small dir="ltr">@{data.username}</small>
      </td>
      <td dir="ltr" className="email">
        {data.email}
      </td>
      <td>
        <Badge $tone={data.role === 'ADMIN' ? 'accent' : 'muted'}>{t(`roles.${data.role}`)}</Badge>
      </td>
      <td>
        <Badge $tone={data.active ? 'accent' : 'danger'}>{data.active ? t('users.active') : t('users.inactive')}</Badge>
        {data.twoFactorEnabled && (
          <>
            {' '}
            <Badge $tone="muted">{t('users.twoStepOn')}</Badge>
          </>
        )}
      </td>
      <td>
        <Actions>
          <Button type="button" $variant="secondary" onClick={() => onEdit(data)}>
            {t('users.edit')}
          </Button>
          {!isSelf && (
            <Button type="button" $variant="secondary" onClick={() => onToggleActive(data)}>
              {data.active ? t('users.deactivate') : t('users.activate')}
            </Button>
          )}
          {/* Your own password is changed on your profile, with the current one. */}
          {!isSelf && (
            <Button type="button" $variant="secondary" onClick={() => onResetPassword(data)}>
              {t('users.resetPassword')}
            </Button>
          )}
          {/* Your own codes are turned off on your profile, with your password or a code. */}
          {!isSelf && data.twoFactorEnabled && (
            <Button type="button" $variant="secondary" onClick={() => onResetFactors(data)}>
              {t('users.resetFactors')}
            </Button>
          )}
          {/* Your own sessions are on your profile, this one marked. */}
          {!isSelf && (
            <Button type="button" $variant="secondary" onClick={() => onSessions(data)}>
              {t('sessions.title')}
            </Button>
          )}
          {!isSelf && (
            <Button type="button" $variant="secondary" onClick={() => onDelete(data)}>
              {t('users.delete')}
            </Button>
          )}
        </Actions>
      </td>
    </tr>
  );
}
