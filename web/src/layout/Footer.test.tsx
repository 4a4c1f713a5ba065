import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance } from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import type { ShownMenuItem } from '../api/menuRules.ts';
import { languages } from '../i18n/languages.ts';
import { sharedOptions } from '../i18n/options.ts';
import { theme } from '../theme/theme.ts';
import { Footer } from './Footer.tsx';

// The footer shows every link of the footer menu visitors may follow, wherever an admin put it: in a
// group (a column, or the legal line), or outside any (the menu editor offers "Add link" there too).

const words = (language: string, namespace: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, `../i18n/locales/${language}/${namespace}.json`), 'utf8')) as Record<string, unknown>;

const link = (id: string, label: string, href: string | null) => ({ type: 'link', id, label, link: { kind: 'url', href } }) as ShownMenuItem;
const menu = [
  { type: 'group', id: 'company', key: 'company', label: 'Company', items: [link('about', 'About us', '/about')] },
  link('careers', 'Careers', '/careers'),
  link('hidden', 'A draft', null),
  { type: 'group', id: 'legal', key: 'legal', label: 'Legal', items: [link('privacy', 'Privacy Policy', '/privacy')] },
] as ShownMenuItem[];

describe('the footer', () => {
  it.each(languages)('shows the links outside any group on its last line, with the legal ones (%s)', async (language) => {
    const i18n = createInstance();
    await i18n.init({ ...sharedOptions(i18n), lng: language, resources: { [language]: { navigation: words(language, 'navigation') } } });
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter>
            <Footer menu={menu} />
          </MemoryRouter>
        </I18nextProvider>
      </ThemeProvider>,
    );
    const navigation = words(language, 'navigation') as { footer: { links: string } };
    expect(html).toContain(`<nav aria-label="${navigation.footer.links}"><a href="/careers"`);
    expect(html).toContain('<h2>Company</h2>');
    expect(html).toContain('<nav aria-label="Legal"><a href="/privacy"');
    expect(html).not.toContain('A draft');
  });
});
