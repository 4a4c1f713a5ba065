import { Suspense, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { ErrorBoundary } from './components/ErrorBoundary.tsx';
import { Spinner } from './components/Spinner.tsx';
import { routes } from './routes.tsx';
import { GlobalStyle } from './theme/GlobalStyle.ts';
import { theme } from './theme/theme.ts';

export function App() {
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <ErrorBoundary>
        <Suspense fallback={<Spinner size="large" page />}>
          <RouterProvider router={router} />
        </Suspense>
      </ErrorBoundary>
    </ThemeProvider>
  );
}
