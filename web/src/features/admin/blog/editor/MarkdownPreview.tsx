import { useEffect, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay';
import styled from 'styled-components';
import { useTranslation } from '../../../../i18n/useTranslation.ts';
import type { MarkdownPreviewQuery } from '../../../../__generated__/MarkdownPreviewQuery.graphql.ts';
import { Spinner } from '../../../../components/Spinner.tsx';
import type { Locale } from '../postErrors.ts';

/** The preview follows the text once typing pauses this long. */
export const previewDelayMs = 400;

const previewQuery = graphql`
  query MarkdownPreviewQuery($markdown: String!, $locale: Locale!) {
    markdownPreview(markdown: $markdown, locale: $locale)
  }
`;

type Preview = { html: string; state: 'idle' | 'loading' | 'ready' | 'error' };

/**
 * The body as the site will show it: the server's own rendering and sanitising (markdownPreview),
 * debounced; stored images as <picture>, with the library's alt text in the text's language.
 */
function useMarkdownPreview(markdown: string, locale: Locale): Preview {
  const environment = useRelayEnvironment();
  const [preview, setPreview] = useState<Preview>({ html: '', state: 'idle' });
  // The text already there (opening the post, switching language) is shown at once; typing is debounced.
  const first = useRef(true);
  useEffect(() => {
    const delay = first.current ? 0 : previewDelayMs;
    first.current = false;
    if (!markdown.trim()) {
      setPreview({ html: '', state: 'idle' });
      return;
    }
    let subscription: { unsubscribe: () => void } | undefined;
    const timer = setTimeout(() => {
      setPreview((current) => ({ ...current, state: 'loading' }));
      subscription = fetchQuery<MarkdownPreviewQuery>(environment, previewQuery, { markdown, locale }, { fetchPolicy: 'network-only' }).subscribe({
        next: (data) => setPreview({ html: data.markdownPreview, state: 'ready' }),
        error: () => setPreview((current) => ({ ...current, state: 'error' })),
      });
    }, delay);
    return () => {
      clearTimeout(timer);
      subscription?.unsubscribe();
    };
  }, [environment, markdown, locale]);
  return preview;
}

export const Prose = styled.div`
  font-size: 1.0625rem;
  line-height: 1.75;
  color: ${({ theme }) => theme.color.ink};
  overflow-wrap: anywhere;
  &:lang(ar) {
    font-family: ${({ theme }) => theme.font.arabic};
    line-height: 1.9;
  }
  & > :first-child {
    margin-block-start: 0;
  }
  h2,
  h3,
  h4,
  h5,
  h6 {
    line-height: 1.3;
    margin-block: 1.6em 0.6em;
  }
  h2 {
    font-size: 1.5rem;
  }
  h3 {
    font-size: 1.25rem;
  }
  h4,
  h5,
  h6 {
    font-size: 1.0625rem;
  }
  a {
    color: ${({ theme }) => theme.color.accentStrong};
  }
  a.heading-anchor {
    display: none;
  }
  blockquote {
    margin-inline: 0;
    padding-inline-start: 1em;
    border-inline-start: 4px solid ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.inkSoft};
  }
  ul,
  ol {
    padding-inline-start: 1.4em;
  }
  code {
    font-family: ${({ theme }) => theme.font.mono};
    font-size: 0.9em;
    padding: 0.1em 0.3em;
    border-radius: 4px;
    background: ${({ theme }) => theme.color.canvas};
  }
  pre {
    direction: ltr;
    text-align: left;
    overflow-x: auto;
    padding: 1em;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.ink};
    color: ${({ theme }) => theme.color.onDark};
  }
  pre code {
    background: none;
    padding: 0;
    color: inherit;
  }
  img {
    max-inline-size: 100%;
    block-size: auto;
    border-radius: ${({ theme }) => theme.radius.md};
  }
  picture {
    display: block;
  }
  img.stored-image {
    display: block;
    background-size: cover;
    background-position: center;
  }
  table {
    border-collapse: collapse;
    display: block;
    overflow-x: auto;
  }
  th,
  td {
    border: 1px solid ${({ theme }) => theme.color.line};
    padding: 0.4em 0.7em;
    text-align: start;
  }
  .align-center {
    text-align: center;
  }
  .align-right {
    text-align: right;
  }
  .align-left {
    text-align: left;
  }
  hr {
    border: 0;
    border-block-start: 1px solid ${({ theme }) => theme.color.line};
  }
`;

const Frame = styled.div`
  position: relative;
  min-block-size: 100%;
  padding: ${({ theme }) => theme.space(7)} ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.color.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  .corner {
    position: absolute;
    inset-block-start: ${({ theme }) => theme.space(2)};
    inset-inline-end: ${({ theme }) => theme.space(2)};
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  .tag {
    padding: 0 0.5em;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.canvas};
    color: ${({ theme }) => theme.color.muted};
    font-size: 0.75rem;
    font-weight: 600;
    letter-spacing: 0.02em;
  }
  .note {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
  }
`;

export function MarkdownPreview({ markdown, locale, id }: { markdown: string; locale: Locale; id?: string }) {
  const { t, i18n } = useTranslation('admin');
  const preview = useMarkdownPreview(markdown, locale);
  const ui = i18n.language.startsWith('ar') ? { lang: 'ar', dir: 'rtl' } : { lang: 'en', dir: 'ltr' };
  return (
    <Frame id={id} aria-busy={preview.state === 'loading'}>
      <span className="corner" {...ui}>
        {preview.state === 'loading' && <Spinner size="small" />}
        <span className="tag" aria-hidden="true">
          {t('blog.editor.preview')}
        </span>
      </span>
      {preview.state === 'error' && (
        <p className="note" role="alert" {...ui}>
          {t('blog.editor.previewError')}
        </p>
      )}
      {!markdown.trim() ? (
        <p className="note" {...ui}>
          {t('blog.editor.previewEmpty')}
        </p>
      ) : (
        // The server rendered and sanitised this HTML (allow-listed tags, no script, no style): the site shows the same.
        <Prose lang={locale} dir={locale === 'ar' ? 'rtl' : 'ltr'} dangerouslySetInnerHTML={{ __html: preview.html }} />
      )}
    </Frame>
  );
}
