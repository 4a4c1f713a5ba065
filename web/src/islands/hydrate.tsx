import type { i18n as I18n } from 'i18next';
import { StrictMode, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from 'styled-components';
import { i18nIn } from '../i18n/instances.ts';
import { toLanguage } from '../i18n/languages.ts';
import { theme } from '../theme/theme.ts';
import { islands } from './registry.ts';

// React in a public page: each island hydrated alone, inside the providers the server rendered it
// with (theme, translations; the site settings come from the page's payload).

function Providers({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <StrictMode>
      <ThemeProvider theme={theme}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </ThemeProvider>
    </StrictMode>
  );
}

/** Marks the island's element once React runs it (what tests and the page's own code wait for). */
function Hydrated({ element }: { element: HTMLElement }) {
  useEffect(() => {
    element.dataset.hydrated = '';
  }, [element]);
  return null;
}

/** Hydrates the island in `element` once its code and words are here; null if the page moved on meanwhile. */
export async function hydrateIsland(element: HTMLElement): Promise<Root | null> {
  const entry = islands[element.dataset.island as keyof typeof islands];
  if (!entry) return null;
  const [Component, i18n] = await Promise.all([entry.load(), i18nIn(toLanguage(document.documentElement.lang), entry.namespaces)]);
  if (!element.isConnected) return null;
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  const Island = Component as ComponentType<object>;
  const root = hydrateRoot(
    element,
    <Providers i18n={i18n}>
      <Island {...props} />
      <Hydrated element={element} />
    </Providers>,
  );
  return root;
}

/** Renders a component of the browser's own (a dialog) at the end of the page; returns a way to remove it. */
export async function renderAlone(render: (close: () => void) => ReactNode, namespaces: string[]): Promise<() => void> {
  const i18n = await i18nIn(toLanguage(document.documentElement.lang), namespaces);
  const container = document.body.appendChild(document.createElement('div'));
  const root: Root = createRoot(container);
  // Not during the click that asked for it (React would be unmounting the root it is dispatching in).
  const close = () =>
    setTimeout(() => {
      root.unmount();
      container.remove();
    });
  root.render(<Providers i18n={i18n}>{render(close)}</Providers>);
  return close;
}
