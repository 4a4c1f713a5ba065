import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useTranslation } from '../i18n/useTranslation.ts';
import { toLanguage } from '../i18n/languages.ts';
import { localized, useSiteSettings } from '../settings/siteSettings.ts';
import type { ShownMenuItem } from '../api/menuRules.ts';
import { groupsOf, linksOf, shownItems } from './Header.tsx';
import { Container } from './Container.tsx';
import { Logo } from './Logo.tsx';

const Foot = styled.footer`
  margin-block-start: ${({ theme }) => theme.space(16)};
  padding-block: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(8)};
  background: ${({ theme }) => theme.color.ink};
  color: ${({ theme }) => theme.color.onDark};
  a {
    color: inherit;
    text-decoration: none;
    opacity: 0.85;
  }
  a:hover {
    opacity: 1;
    text-decoration: underline;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1.6fr repeat(4, 1fr);
  gap: ${({ theme }) => theme.space(8)};
  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: repeat(3, 1fr);
    > :first-child {
      grid-column: 1 / -1;
    }
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: 1fr 1fr;
  }
  h2 {
    font-size: 0.875rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    opacity: 0.75;
  }
  [dir='rtl'] & h2 {
    letter-spacing: 0;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space(2)};
    font-size: 0.9375rem;
  }
`;

const Legal = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
  margin-block-start: ${({ theme }) => theme.space(10)};
  padding-block-start: ${({ theme }) => theme.space(6)};
  border-block-start: 1px solid rgba(230, 241, 248, 0.15);
  font-size: 0.875rem;
  opacity: 0.85;
  nav {
    display: flex;
    gap: ${({ theme }) => theme.space(4)};
  }
`;

/**
 * The footer menu's groups as columns, and on its last line, beside the rights, its links outside any
 * group and the legal ones (the group keyed `legal`).
 */
export function Footer({ menu }: { menu: readonly ShownMenuItem[] }) {
  const { t, i18n } = useTranslation('navigation');
  // The office as the settings write it (a street, a district, a city), on one line; none when cleared.
  const language = toLanguage(i18n.language);
  const office = localized(useSiteSettings(), 'officeAddress', language).replace(/\s*\n\s*/g, language === 'ar' ? '، ' : ', ');
  const groups = groupsOf(menu);
  const legal = groups.find((group) => group.key === 'legal');
  const links = linksOf(menu);
  return (
    <Foot>
      <Container>
        <Columns>
          <div>
            <Logo />
            <p>{t('footer.tagline')}</p>
            {office && <p>{office}</p>}
          </div>
          {groups
            .filter((group) => group !== legal)
            .map((group) => (
              <div key={group.id}>
                <h2>{group.label}</h2>
                <ul>
                  {shownItems(group).map((item) => (
                    <li key={item.id}>
                      <FooterLink href={item.link.href!}>{item.label}</FooterLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
        </Columns>
        <Legal>
          <span>{t('footer.rights', { year: new Date().getFullYear() })}</span>
          {links.length > 0 && (
            <nav aria-label={t('footer.links')}>
              {links.map((item) => (
                <FooterLink key={item.id} href={item.link.href!}>
                  {item.label}
                </FooterLink>
              ))}
            </nav>
          )}
          {legal && (
            <nav aria-label={legal.label}>
              {shownItems(legal).map((item) => (
                <FooterLink key={item.id} href={item.link.href!}>
                  {item.label}
                </FooterLink>
              ))}
            </nav>
          )}
        </Legal>
      </Container>
    </Foot>
  );
}

function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  return href.startsWith('/') && !href.startsWith('//') ? <Link to={href}>{children}</Link> : <a href={href}>{children}</a>;
}
