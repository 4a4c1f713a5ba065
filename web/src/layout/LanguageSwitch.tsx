import type { MouseEvent } from 'react';
import { useTranslation } from '../i18n/useTranslation.ts';
import { useLocation, useNavigate, type Location } from 'react-router';
import styled from 'styled-components';
import { Tooltip } from '../components/Tooltip.tsx';
import { toLanguage, type Language } from '../i18n/languages.ts';
import { pageSearch } from '../paths.ts';
import { useFragmentSlot } from '../ssr/fragments.tsx';

const Switch = styled.a`
  display: inline-flex;
  align-items: center;
  min-block-size: 40px;
  padding-inline: 0.9em;
  border: 1px solid rgba(230, 241, 248, 0.35);
  border-radius: ${({ theme }) => theme.radius.pill};
  color: inherit;
  font-weight: 600;
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.color.glow};
  }
`;

const isPlainClick = (event: MouseEvent) => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The switch's link: this page in the other language. Only what the page reads, and relative to the
 * page: the server renders one copy of a page (a missing page too) for every address that shows it alike.
 */
export function languageSwitchHref(location: Pick<Location, 'pathname' | 'search' | 'hash'>, next: Language): string {
  const search = pageSearch(location.pathname, new URLSearchParams(location.search));
  search.set('lang', next);
  return `?${search}${location.hash}`;
}

/**
 * Switches between English and Arabic; the choice is remembered by the language detector. A link to
 * this page in the other language (`?lang=`, relative to the page), so it works before the app has
 * started and without JavaScript; once the app runs, it switches in place, and a `lang` already in the address follows.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation('navigation');
  const location = useLocation();
  const navigate = useNavigate();
  const next = toLanguage(i18n.language) === 'ar' ? 'en' : 'ar';
  const hadLanguage = pageSearch(location.pathname, new URLSearchParams(location.search)).has('lang');
  const href = languageSwitchHref(location, next);
  // On the server the header is shared by pages: each fills in its own link (PublicLayout).
  const shownHref = useFragmentSlot('languageSwitch', href);

  const switchInPlace = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return; // a new tab or window loads the link
    event.preventDefault();
    if (hadLanguage) void navigate(`${location.pathname}${href}`, { replace: true, preventScrollReset: true });
    void i18n.changeLanguage(next);
  };

  return (
    <Tooltip label={t('switchToHint')}>
      <Switch id="language-switch" href={shownHref} hrefLang={next} lang={next} onClick={switchInPlace} aria-label={`${t('switchLanguage')}: ${t('switchTo')}`}>
        {t('switchTo')}
      </Switch>
    </Tooltip>
  );
}
