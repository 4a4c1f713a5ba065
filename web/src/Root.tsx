import { useEffect } from 'react';
import { Outlet, useLocation, useNavigation } from 'react-router';
import styled, { keyframes } from 'styled-components';
import { reportPageView, startErrorReports } from './analytics/beacon.ts';
import { ScrollManager } from './components/ScrollManager.tsx';
import { ToastProvider } from './components/Toast.tsx';

const grow = keyframes`from { transform: scaleX(0.05); } to { transform: scaleX(0.9); }`;

/** A thin bar at the top while the next route's code or data loads. */
const Progress = styled.div`
  position: fixed;
  inset-block-start: 0;
  inset-inline: 0;
  z-index: 60;
  block-size: 3px;
  background: ${({ theme }) => theme.color.glow};
  transform-origin: left;
  [dir='rtl'] & {
    transform-origin: right;
  }
  animation: ${grow} 4s cubic-bezier(0.1, 0.7, 0.3, 1) forwards;
`;

/** Page views on every navigation of the public site, and error reports from every page. */
function useSiteBeacon(): void {
  const location = useLocation();
  // Added once (StrictMode's second run adds them again, and the beacon keeps each report single).
  useEffect(startErrorReports, []);
  useEffect(() => reportPageView(location.pathname), [location.pathname]);
}

export function Root() {
  const navigation = useNavigation();
  // Page views of the public site and error reports, from effects (never while rendering on the server).
  useSiteBeacon();
  return (
    <ToastProvider>
      <ScrollManager />
      {navigation.state === 'loading' && <Progress role="progressbar" aria-label="Loading" />}
      <Outlet />
    </ToastProvider>
  );
}
