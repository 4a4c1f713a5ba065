import { Suspense } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Outlet } from 'react-router';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { Spinner } from '../../components/Spinner.tsx';
import { adminEnvironment } from '../../relay/environment.ts';
import { AuthProvider, useAuth } from './auth/AuthProvider.tsx';
import { ConfirmIdentityProvider } from './auth/ConfirmIdentityDialog.tsx';
import { LoginPage } from './auth/LoginPage.tsx';
import { SecondFactorSetupPage } from './auth/SecondFactorSetupPage.tsx';
import { AdminLayout } from './layout/AdminLayout.tsx';

/** The protection wrapper: a large spinner while auth loads, the panel when signed in, else the login screen. */
function ProtectedArea() {
  const { state } = useAuth();
  if (state.status === 'loading') return <Spinner size="large" page />;
  if (state.status === 'anonymous') return <LoginPage />;
  // The session's store, which the screens' loaders filled (a fresh one for each signed-in session).
  // Held by the second-factor policy, setting one up is all there is until then.
  return (
    <RelayEnvironmentProvider environment={adminEnvironment(state.token)}>
      <ConfirmIdentityProvider>
        {state.user.secondFactorSetupRequired ? (
          <SecondFactorSetupPage />
        ) : (
          <AdminLayout>
            <Suspense fallback={<Spinner size="large" page />}>
              <Outlet />
            </Suspense>
          </AdminLayout>
        )}
      </ConfirmIdentityProvider>
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
