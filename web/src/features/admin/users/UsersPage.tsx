import { Suspense, useDeferredValue, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import styled from 'styled-components';
import { useTranslation } from '../../../i18n/useTranslation.ts';
import type { UsersPageQuery } from '../../../__generated__/UsersPageQuery.graphql.ts';
import { Button } from '../../../components/Button.tsx';
import { controlStyle } from '../../../components/Field.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { AdminOnly } from '../layout/AdminOnly.tsx';
import { PageHeader } from '../layout/PageHeader.tsx';
import { UserList, type UserDialog } from './UserList.tsx';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-block-end: ${({ theme }) => theme.space(4)};
  /* Wide enough for the whole placeholder in either language; alone on its line on a phone. */
  input {
    ${controlStyle};
    flex: 1 1 20rem;
    max-inline-size: 30rem;
  }
  select {
    ${controlStyle};
    inline-size: auto;
  }
`;

// Loaded where it renders, not by the route's loader: the search and the role filter live in the
// screen's state (not the address), and the screen is for admins only, a role loaders do not know.
function UsersResults({ search, role, dialog, setDialog }: { search: string; role: string; dialog: UserDialog; setDialog: (d: UserDialog) => void }) {
  const data = useLazyLoadQuery<UsersPageQuery>(
    graphql`
      query UsersPageQuery($search: String, $role: Role) {
        viewer {
          id
        }
        ...UserList_query @arguments(search: $search, role: $role)
      }
    `,
    { search: search.trim() || null, role: role === 'ADMIN' || role === 'EDITOR' || role === 'CONTRIBUTOR' ? role : null },
    { fetchPolicy: 'store-and-network' },
  );
  return <UserList query={data} selfId={data.viewer?.id ?? null} dialog={dialog} setDialog={setDialog} />;
}

/** Staff accounts (admins only): search, filter by role, create, edit, deactivate, reset passwords, delete. */
export function UsersPage() {
  const { t } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('');
  const [dialog, setDialog] = useState<UserDialog>(null);
  const deferredSearch = useDeferredValue(search);
  return (
    <AdminOnly>
      <PageHeader
        title={t('users.title')}
        subtitle={t('users.subtitle')}
        actions={
          <Button type="button" onClick={() => setDialog({ kind: 'create' })}>
            {t('users.create')}
          </Button>
        }
      />
      <Filters role="search">
        <input
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder={t('users.searchPlaceholder')}
          aria-label={t('users.searchPlaceholder')}
          maxLength={100}
        />
        <select value={role} onChange={(e) => setRole(e.target.value)} aria-label={t('users.roleFilter')}>
          <option value="">{t('users.allRoles')}</option>
          <option value="ADMIN">{t('roles.ADMIN')}</option>
          <option value="EDITOR">{t('roles.EDITOR')}</option>
          <option value="CONTRIBUTOR">{t('roles.CONTRIBUTOR')}</option>
        </select>
      </Filters>
      <Suspense fallback={<Spinner size="large" page />}>
        <UsersResults search={deferredSearch} role={role} dialog={dialog} setDialog={setDialog} />
      </Suspense>
    </AdminOnly>
  );
}
