import { useContext } from 'react';
import { RelayEnvironmentProvider } from 'react-relay';
import { Outlet } from 'react-router';
import { ServerRelayEnvironment } from '../ssr/routeContext.ts';
import { clientEnvironment } from './environment.ts';

/** A pathless layout route for the screens that read data through Relay. */
export function Component() {
  const environment = useContext(ServerRelayEnvironment) ?? clientEnvironment();
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Outlet />
    </RelayEnvironmentProvider>
  );
}
