import { Suspense, useMemo } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner.tsx';
import { createEnvironment } from '../../relay/environment.ts';
import { AuthProvider, useAuth } from './auth/AuthProvider.tsx';
import { LoginPage } from './auth/LoginPage.tsx';
import { AdminLayout } from './layout/AdminLayout.tsx';

/** The protection wrapper: a large spinner while auth loads, the panel when signed in, else the login screen. */
function ProtectedArea() {
  const { state } = useAuth();
  // Each signed-in user gets a fresh Relay store: nothing of the previous user's data survives.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the user is why there is a new store, not an input to it
  const environment = useMemo(() => createEnvironment(), [state.user?.id]);
  if (state.status === 'loading') return <Spinner size="large" page />;
  if (state.status === 'anonymous') return <LoginPage />;
  return (
    <RelayEnvironmentProvider environment={environment}>
      <AdminLayout>
        <Suspense fallback={<Spinner size="large" page />}>
          <Outlet />
        </Suspense>
      </AdminLayout>
    </RelayEnvironmentProvider>
  );
}

export function AdminRoot() {
  // The admin texts live in their own namespace, loaded with the admin chunk only.
  useTranslation('admin');
  return (
    <AuthProvider>
      <ProtectedArea />
    </AuthProvider>
  );
}
