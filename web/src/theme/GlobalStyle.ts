import { createGlobalStyle } from 'styled-components';
import { belowTheFold } from './belowTheFold.ts';
import { fontFaces } from './fonts.ts';

export const GlobalStyle = createGlobalStyle`
  ${fontFaces.join('\n')}
  *, *::before, *::after { box-sizing: border-box; }
  /* An island's element (islands/Island.tsx) takes no part in the layout. */
  [data-island] { display: contents; }
  /* Targets of #links and focused controls stay clear of the sticky header. */
  html { -webkit-text-size-adjust: 100%; scroll-padding-block-start: 80px; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.body};
    font-size: 1rem;
    line-height: 1.6;
    color: ${({ theme }) => theme.color.ink};
    background: ${({ theme }) => theme.color.canvas};
    text-rendering: optimizeLegibility;
  }
  html[lang='ar'] body { font-family: ${({ theme }) => theme.font.arabic}; }
  html[lang='en'] [lang='ar'], html[lang='ar'] [lang='en'] { font-family: ${({ theme }) => theme.font.system}; }
  h1, h2, h3, h4 { line-height: 1.2; margin-block: 0 0.5em; }
  p { margin-block: 0 1em; }
  a { color: ${({ theme }) => theme.color.accent}; }
  img { max-inline-size: 100%; block-size: auto; }
  button, input, select, textarea { font: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.color.glow}; outline-offset: 2px; }
  ${belowTheFold}
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
