import { RelayEnvironmentProvider } from 'react-relay';
import { Outlet } from 'react-router';
import { environment } from './environment.ts';

/** A pathless layout route for the screens that read data through Relay. */
export function Component() {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Outlet />
    </RelayEnvironmentProvider>
  );
}
