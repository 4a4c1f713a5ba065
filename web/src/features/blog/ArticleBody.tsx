import { useMemo } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../i18n/useTranslation.ts';
import { directionOf } from '../../i18n/languages.ts';

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The server's sanitised HTML, made ready to scroll: each table in a region that scrolls sideways
 * on a narrow screen, and each code block focusable, so keyboards can scroll both. The API's
 * sanitiser writes these tags bare (text "<table>" arrives escaped), so matching them is exact.
 */
export function scrollableHtml(html: string, tableLabel: string): string {
  return html
    .replace(/<table>/g, `<div class="table-scroll" role="region" tabindex="0" aria-label="${escapeAttribute(tableLabel)}"><table>`)
    .replace(/<\/table>/g, '</table></div>')
    .replace(/<pre>/g, '<pre tabindex="0">');
}

const Body = styled.div`
  font-size: 1.0625rem;
  line-height: 1.8;
  overflow-wrap: break-word;

  h2,
  h3,
  h4,
  h5,
  h6 {
    position: relative;
    margin-block: 1.8em 0.6em;
    /* Clear of the sticky header when reached through a #link: the document's scroll-padding (GlobalStyle). */
  }
  h2 {
    font-size: 1.5rem;
  }
  h3 {
    font-size: 1.25rem;
    margin-block-start: 1.5em;
  }
  h4,
  h5,
  h6 {
    font-size: 1.0625rem;
  }
  .heading-anchor {
    color: ${({ theme }) => theme.color.muted};
    font-weight: 400;
    text-decoration: none;
    opacity: 0;
    transition: opacity ${({ theme }) => theme.motion.fast};
  }
  :is(h2, h3, h4, h5, h6):hover .heading-anchor,
  :is(h2, h3, h4, h5, h6):target .heading-anchor,
  .heading-anchor:focus-visible {
    opacity: 1;
  }
  .heading-anchor:hover {
    color: ${({ theme }) => theme.color.accent};
  }
  /* No hover on touch screens: a faint mark shows the heading can be linked to. */
  @media (hover: none) {
    .heading-anchor {
      opacity: 0.4;
    }
  }

  ul,
  ol {
    padding-inline-start: 1.5em;
    margin-block: 0 1em;
  }
  li {
    margin-block-end: 0.4em;
  }
  li > ul,
  li > ol {
    margin-block: 0.4em 0;
  }

  blockquote {
    margin-inline: 0;
    margin-block: 1.5em;
    padding-block: 0.25em;
    padding-inline: 1.25em 0;
    border-inline-start: 4px solid ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.inkSoft};
  }
  blockquote p:last-child {
    margin-block-end: 0;
  }

  hr {
    border: 0;
    border-block-start: 1px solid ${({ theme }) => theme.color.line};
    margin-block: 2.5em;
  }

  img {
    display: block;
    max-inline-size: 100%;
    /* A tall picture never fills more than a screen. */
    max-block-size: min(80vh, 36rem);
    inline-size: auto;
    block-size: auto;
    margin-block: 1.5em;
    margin-inline: auto;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  /* An uploaded image's blurred placeholder (its style) fills its box until the picture arrives. */
  img.stored-image {
    background-size: cover;
    background-position: center;
  }

  /* Code reads left to right, in an Arabic article too. */
  code {
    direction: ltr;
    unicode-bidi: isolate;
    padding: 0.1em 0.35em;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.canvas};
    border: 1px solid ${({ theme }) => theme.color.line};
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.9em;
  }
  pre {
    direction: ltr;
    text-align: left;
    margin-block: 1.5em;
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};
    overflow-x: auto;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.ink};
    color: ${({ theme }) => theme.color.onDark};
    font-size: 0.9rem;
    line-height: 1.6;
    tab-size: 2;
  }
  pre code {
    padding: 0;
    border: 0;
    background: none;
    color: inherit;
    font-size: inherit;
  }

  .table-scroll {
    margin-block: 1.5em;
    overflow-x: auto;
    border: 1px solid ${({ theme }) => theme.color.line};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface};
  }
  table {
    inline-size: 100%;
    border-collapse: collapse;
    font-size: 0.9375rem;
    line-height: 1.5;
  }
  th,
  td {
    padding: 0.6em 0.9em;
    border-block-end: 1px solid ${({ theme }) => theme.color.line};
    text-align: start;
    vertical-align: top;
    /* On a phone the table scrolls sideways rather than squeezing a column to a word per line. */
    min-inline-size: 8rem;
  }
  th {
    background: ${({ theme }) => theme.color.canvas};
    font-weight: 600;
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-block-end: 0;
  }
  tbody tr:nth-child(even) td {
    background: ${({ theme }) => theme.color.canvas};
  }
  /* Markdown's ":--" and "--:" mark where a column starts and ends, read in the article's direction. */
  .align-left {
    text-align: start;
  }
  .align-center {
    text-align: center;
  }
  .align-right {
    text-align: end;
  }
`;

/**
 * The article's text, as the API rendered it from the post's Markdown (sanitised on the server).
 * Its links to the site's pages are followed without a page load like every link of a page of
 * islands (public/navigation.ts); its heading anchors show on hover, by CSS alone.
 */
export function ArticleBody({ html, language }: { html: string; language: string }) {
  const { t } = useTranslation('blog');
  const tableLabel = t('scrollableTable');
  // Pure functions of the HTML: the server and the browser produce the same markup.
  const markup = useMemo(() => ({ __html: scrollableHtml(html, tableLabel) }), [html, tableLabel]);
  return <Body className="body" lang={language} dir={directionOf(language)} dangerouslySetInnerHTML={markup} />;
}
