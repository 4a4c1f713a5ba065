import { graphql, usePaginationFragment } from 'react-relay';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { UserList_query$key } from '../../../__generated__/UserList_query.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { useToast } from '../../../components/Toast.tsx';
import { toLanguage } from '../../../i18n/languages.ts';
import { staffName } from '../staffName.ts';
import { DeleteUserDialog } from './DeleteUserDialog.tsx';
import { ResetFactorsDialog } from './ResetFactorsDialog.tsx';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';
import { UserFormDialog } from './UserFormDialog.tsx';
import { UserSessionsDialog } from './UserSessionsDialog.tsx';
import { formErrors } from '../fieldErrors.ts';
import { useUserMutations } from './useUserMutations.ts';
import { UserRow, type UserRowData } from './UserRow.tsx';

const TableWrap = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  table {
    inline-size: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
    text-align: start;
    vertical-align: middle;
  }
  th {
    font-size: 0.8125rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.color.muted};
    border-block-end: 1px solid ${({ theme }) => theme.color.line};
  }
  tbody tr + tr td {
    border-block-start: 1px solid ${({ theme }) => theme.color.line};
  }
  small {
    color: ${({ theme }) => theme.color.muted};
  }
  [dir='rtl'] & td.email,
  [dir='rtl'] & small {
    text-align: end;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    thead {
      display: none;
    }
    tr {
      display: grid;
      gap: ${({ theme }) => theme.space(2)};
      padding: ${({ theme }) => theme.space(4)};
    }
    td {
      padding: 0;
      border: 0 !important;
    }
    tbody tr + tr {
      border-block-start: 1px solid ${({ theme }) => theme.color.line};
    }
  }
`;

const Empty = styled.p`
  padding: ${({ theme }) => theme.space(10)};
  text-align: center;
  color: ${({ theme }) => theme.color.muted};
`;

type Dialog = { kind: 'create' } | { kind: 'edit' | 'reset' | 'resetFactors' | 'sessions' | 'delete'; user: UserRowData } | null;

export function UserList({
  query,
  selfId,
  dialog,
  setDialog,
}: {
  query: UserList_query$key;
  selfId: string | null;
  dialog: Dialog;
  setDialog: (dialog: Dialog) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const toast = useToast();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(
    graphql`
      fragment UserList_query on Query
      @refetchable(queryName: "UserListPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 20 }, cursor: { type: "String" }, search: { type: "String" }, role: { type: "Role" }) {
        users(first: $count, after: $cursor, search: $search, role: $role) @connection(key: "UserList_users", filters: ["search", "role"]) {
          __id
          totalCount
          edges {
            node {
              id
              ...UserRow_user
            }
          }
        }
      }
    `,
    query,
  );
  const connectionId = data.users.__id;
  const { update } = useUserMutations();
  // Deactivating signs the user out everywhere; activating lets them sign in again.
  const toggleActive = (user: UserRowData) =>
    update({ id: user.id, active: !user.active }).then(
      (done) => done && toast(t(user.active ? 'users.deactivated' : 'users.activated', { name: staffName(user, toLanguage(i18n.language)) }), 'success'),
      (error: unknown) => toast(formErrors(error, t).form, 'error'),
    );
  const done = (message: string) => {
    setDialog(null);
    toast(message, 'success');
  };

  return (
    <>
      <p role="status">{t('users.count', { count: data.users.totalCount })}</p>
      {data.users.edges.length === 0 ? (
        <Empty>{t('users.empty')}</Empty>
      ) : (
        <TableWrap>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('users.name')}</th>
                <th scope="col">{t('users.email')}</th>
                <th scope="col">{t('users.role')}</th>
                <th scope="col">{t('users.status')}</th>
                <th scope="col">{t('users.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {data.users.edges.map(({ node }) => (
                <UserRow
                  key={node.id}
                  user={node}
                  isSelf={node.id === selfId}
                  onEdit={(user) => setDialog({ kind: 'edit', user })}
                  onToggleActive={toggleActive}
                  onResetPassword={(user) => setDialog({ kind: 'reset', user })}
                  onResetFactors={(user) => setDialog({ kind: 'resetFactors', user })}
                  onSessions={(user) => setDialog({ kind: 'sessions', user })}
                  onDelete={(user) => setDialog({ kind: 'delete', user })}
                />
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
      {hasNext && (
        <p style={{ textAlign: 'center' }}>
          <Button type="button" $variant="secondary" disabled={isLoadingNext} onClick={() => loadNext(20)}>
            {t('users.loadMore')}
          </Button>
        </p>
      )}
      {dialog?.kind === 'create' && <UserFormDialog user={null} isSelf={false} connectionId={connectionId} onClose={() => setDialog(null)} onSaved={done} />}
      {dialog?.kind === 'edit' && (
        <UserFormDialog user={dialog.user} isSelf={dialog.user.id === selfId} connectionId={connectionId} onClose={() => setDialog(null)} onSaved={done} />
      )}
      {dialog?.kind === 'reset' && <ResetPasswordDialog user={dialog.user} onClose={() => setDialog(null)} onSaved={done} />}
      {dialog?.kind === 'resetFactors' && <ResetFactorsDialog user={dialog.user} onClose={() => setDialog(null)} onDone={done} />}
      {dialog?.kind === 'sessions' && <UserSessionsDialog user={dialog.user} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && <DeleteUserDialog user={dialog.user} connectionId={connectionId} onClose={() => setDialog(null)} onDeleted={done} />}
    </>
  );
}

export type UserDialog = Dialog;
