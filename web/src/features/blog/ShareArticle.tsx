import styled from 'styled-components';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { Button } from '../../components/Button.tsx';
import { Island } from '../../islands/Island.tsx';
import { shareHref, shareNetworks } from './shareLinks.ts';

export interface SharedArticle {
  url: string;
  title: string;
}

/** What the share button's island (share.ts) is given: the article, and the words of its toasts. */
export interface ShareProps {
  article: SharedArticle;
  words: { copied: string; copyFailed: string };
}

/**
 * "Share article", drawn by the server: its island (share.ts) opens the device's share sheet where
 * the browser has one, else copies the link to the clipboard.
 */
export function ShareIsland({ article }: { article: SharedArticle }) {
  const { t } = useTranslation('blog');
  return (
    <Island name="Share" props={{ article, words: { copied: t('copied'), copyFailed: t('copyFailed') } } satisfies ShareProps}>
      <Button type="button" $variant="secondary">
        <svg
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
          focusable="false"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        {t('share')}
      </Button>
    </Island>
  );
}

const Networks = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-flex;
    align-items: center;
    min-block-size: 44px;
    padding-inline: 1em;
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.ink};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover {
    border-color: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accentStrong};
  }
`;

/** Links to share the article on LinkedIn, X and WhatsApp, each in a new tab. */
export function ShareLinks({ article, labelledBy }: { article: SharedArticle; labelledBy: string }) {
  const { t } = useTranslation('blog');
  return (
    <Networks aria-labelledby={labelledBy}>
      {shareNetworks.map((network) => {
        const name = t(`networks.${network}`);
        return (
          <li key={network}>
            <a href={shareHref(network, article)} target="_blank" rel="noopener noreferrer" aria-label={`${t('shareOn', { name })} (${t('opensInNewTab')})`}>
              {name}
            </a>
          </li>
        );
      })}
    </Networks>
  );
}
