import { Suspense, type ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { ErrorBoundary } from './components/ErrorBoundary.tsx';
import { Spinner } from './components/Spinner.tsx';
import { GlobalStyle } from './theme/GlobalStyle.ts';
import { theme } from './theme/theme.ts';

/** What surrounds the router in the browser and on the server alike, so hydration finds the same tree. */
export function AppShell({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ErrorBoundary>
        <Suspense fallback={<Spinner size="large" page />}>{children}</Suspense>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
