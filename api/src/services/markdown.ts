import MarkdownIt, { type RendererRule, type StateCore, type Token } from 'markdown-it';
import sanitizeHtml from 'sanitize-html';
import type { Language } from '../../../web/src/i18n/languages.ts';
import { storedImageAddress } from './media/formats.ts';
import type { ImageView } from './media/images.ts';
import { offThread } from './offThread/pool.ts';

// Blog posts are written in Markdown (CommonMark + GFM) and rendered to HTML on the server.
// Raw HTML in a post is shown as text, never rendered; the result then goes through an
// allow-list sanitiser, so a fault in one layer does not open the page to script.

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const schemePattern = /^([a-z][a-z0-9+.-]*):/i;
const linkSchemes = new Set(['http', 'https', 'mailto', 'tel']);
const imageSchemes = new Set(['http', 'https']);
const languagePattern = /^[a-z0-9+#-]+$/;

/** A URL with one of `schemes`, or one without a scheme (`/path`, `../x`, `#part`, `//host`). */
function hasAllowedScheme(url: string, schemes: ReadonlySet<string>): boolean {
  const scheme = schemePattern.exec(url)?.[1];
  if (scheme) return schemes.has(scheme.toLowerCase());
  // A colon before any '/', '?' or '#' is a scheme a browser might still honour (`java%09script:`).
  return !/^[^/?#]*:/.test(url);
}

function isExternal(url: string): boolean {
  return /^(https?:)?\/\//i.test(url);
}

// Links and images with another scheme are not made links at all: the Markdown stays text.
markdown.validateLink = (url) => hasAllowedScheme(url.trim(), linkSchemes);

const renderLinkOpen = markdown.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  if (isExternal(String(tokens[idx].attrGet('href') ?? ''))) tokens[idx].attrSet('rel', 'noopener noreferrer');
  return renderLinkOpen(tokens, idx, options, env, self);
};

/** What a render knows beyond the Markdown: the stored images it names, and the language of the text. */
export interface RenderEnv {
  images?: ReadonlyMap<string, ImageView>;
  locale?: Language;
}

// The article's text column (theme.width.text, 44rem) or the screen less its margins.
const bodyImageSizes = '(min-width: 46rem) 44rem, calc(100vw - 2.5rem)';

const renderImage = markdown.renderer.rules.image as RendererRule;
markdown.renderer.rules.image = (tokens, idx, options, env, self) => {
  const token = tokens[idx];
  const src = String(token.attrGet('src') ?? '');
  if (!hasAllowedScheme(src, imageSchemes)) {
    return markdown.utils.escapeHtml(self.renderInlineAsText(token.children ?? [], options, env));
  }
  const stored = storedImageAddress(src);
  const { images, locale } = (env ?? {}) as RenderEnv;
  const image = stored && images?.get(stored.hash);
  if (image) return pictureHtml(image, self.renderInlineAsText(token.children ?? [], options, env), token.attrGet('title'), locale ?? 'en');
  token.attrSet('loading', 'lazy');
  token.attrSet('decoding', 'async');
  return renderImage(tokens, idx, options, env, self);
};

/**
 * A stored image as <picture>: AVIF and WebP where the browser takes them, every width in srcset,
 * its size reserved (width and height) and its blurred placeholder behind it while it loads. The
 * Markdown's alt text wins; without one, the library's in the text's language.
 */
function pictureHtml(image: ImageView, markdownAlt: string, title: string | number | null, locale: Language): string {
  const escape = markdown.utils.escapeHtml;
  const alt = markdownAlt.trim() || (locale === 'ar' ? image.altAr : image.altEn);
  const sizes = image.srcset ? ` sizes="${bodyImageSizes}"` : '';
  const sources = image.sources.map((source) => `<source type="${source.type}" srcset="${escape(source.srcset)}"${sizes}>`).join('');
  const srcset = image.srcset ? ` srcset="${escape(image.srcset)}"` : '';
  const placeholder = image.placeholder ? ` style="background-image:url(${image.placeholder})"` : '';
  const titled = title ? ` title="${escape(String(title))}"` : '';
  return `<picture>${sources}<img src="${escape(image.src)}"${srcset}${sizes} width="${image.width}" height="${image.height}" alt="${escape(alt)}"${titled} loading="lazy" decoding="async" class="stored-image"${placeholder}></picture>`;
}

// Ids the article page itself uses: a heading must not take them (the page's payload, the skip link).
const pageIds = ['root', 'main', 'ssr-data', 'app-preloads', 'primary-nav', 'author-heading', 'related-heading'];

/** A readable fragment id: letters (Latin lowercased, Arabic without vowel marks) and digits, words joined by '-'. */
function headingSlug(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/(?=\p{Script_Extensions=Arabic})\p{Mn}|\u0640/gu, '') // vowel marks and tatweel
    .replace(/[^\p{L}\p{N}\p{M}\s-]/gu, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** `slug`, or `slug-2`, `slug-3`…: `used` maps each id taken to the last number its repeats got. */
function uniqueId(slug: string, used: Map<string, number>): string {
  const base = slug || 'section';
  let id = base;
  if (used.has(base)) {
    let n = used.get(base)!;
    do id = `${base}-${++n}`;
    while (used.has(id));
    used.set(base, n);
  }
  used.set(id, 1);
  return id;
}

function inlineText(tokens: Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'text' || token.type === 'code_inline') return token.content;
      if (token.type === 'softbreak' || token.type === 'hardbreak') return ' ';
      return token.children ? inlineText(token.children) : '';
    })
    .join('');
}

/**
 * Shapes the parsed post for the article page: headings moved so the post's top level is h2 (the
 * page has its own h1; a post written with `##` keeps h2, one written with `#` moves down), with ids
 * and a self-link; code languages checked; table alignment as classes (no style attributes).
 */
function articleRule(state: StateCore): void {
  const usedIds = new Map(pageIds.map((id) => [id, 1]));
  const { tokens } = state;
  const levels = tokens.filter((token) => token.type === 'heading_open').map((token) => Number(token.tag.slice(1)));
  const shift = levels.length ? 2 - Math.min(...levels) : 0;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.type === 'heading_open') {
      const inline = tokens[i + 1];
      const close = tokens[i + 2];
      const id = uniqueId(headingSlug(inlineText(inline.children ?? [])), usedIds);
      token.tag = close.tag = `h${Math.min(Number(token.tag.slice(1)) + shift, 6)}`;
      token.attrSet('id', id);
      const anchorOpen = new state.Token('link_open', 'a', 1);
      anchorOpen.attrs = [
        ['class', 'heading-anchor'],
        ['href', `#${id}`],
        ['aria-hidden', 'true'],
        ['tabindex', '-1'],
      ];
      const anchorText = new state.Token('text', '', 0);
      anchorText.content = '#';
      const space = new state.Token('text', '', 0);
      space.content = ' ';
      inline.children = [...(inline.children ?? []), space, anchorOpen, anchorText, new state.Token('link_close', 'a', -1)];
    } else if (token.type === 'fence') {
      const language = markdown.utils.unescapeAll(token.info).trim().split(/\s+/)[0].toLowerCase();
      token.info = languagePattern.test(language) ? language : '';
    } else if (token.type === 'th_open' || token.type === 'td_open') {
      const align = /^text-align:(left|center|right)$/.exec(String(token.attrGet('style') ?? ''))?.[1];
      token.attrs = align ? [['class', `align-${align}`]] : null;
    }
  }
}
markdown.core.ruler.push('sovra_article', articleRule);

const headings = ['h2', 'h3', 'h4', 'h5', 'h6'];
const alignments = ['align-left', 'align-center', 'align-right'];

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    ...headings,
    'p',
    'br',
    'hr',
    'strong',
    'em',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'picture',
    'source',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    ...Object.fromEntries(headings.map((tag) => [tag, ['id']])),
    a: ['href', 'title', 'rel', 'aria-hidden', 'tabindex'],
    img: ['src', 'srcset', 'sizes', 'width', 'height', 'alt', 'title', 'loading', 'decoding', 'style'],
    source: ['type', 'srcset', 'sizes'],
    ol: ['start'],
  },
  allowedClasses: { a: ['heading-anchor'], code: ['language-*'], th: alignments, td: alignments, img: ['stored-image'] },
  // Only the placeholder of a stored image (written by pictureHtml, never by a post: raw HTML is text).
  allowedStyles: { img: { 'background-image': [/^url\(data:image\/webp;base64,[A-Za-z0-9+/=]+\)$/] } },
  allowedSchemes: [...linkSchemes],
  allowedSchemesByTag: { img: [...imageSchemes], source: [...imageSchemes] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
};

// Rendered bodies, kept by their text, least recently used first out: a list that asks for every
// post's HTML renders each body once, not on every request. At most about 16 MB of text.
const rendered = new Map<string, string>();
const maxKeptCharacters = 8_000_000;
let keptCharacters = 0;

/**
 * Longer Markdown renders in a worker thread: a render's cost follows what the text asks for, not
 * only its length (24,000 headings in 96,000 characters take about a second; this much of the
 * worst kind, about 15 ms).
 */
export const longMarkdown = 2_000;

/**
 * A post's Markdown as HTML that is safe to put in the article page as it is; the stored images it
 * names (`env.images`, by hash) become <picture> elements.
 */
export async function renderMarkdown(source: string, env: RenderEnv = {}): Promise<string> {
  // The images (their files and alt texts) are part of what was rendered.
  const key = env.images?.size ? `${source}\u0000${env.locale}\u0000${JSON.stringify([...env.images])}` : source;
  const kept = rendered.get(key);
  if (kept !== undefined) {
    rendered.delete(key);
    rendered.set(key, kept);
    return kept;
  }
  const html = source.length > longMarkdown ? await offThread('renderHtml', source, env) : renderHtml(source, env);
  rendered.set(key, html);
  keptCharacters += key.length + html.length;
  for (const [oldest, oldHtml] of rendered) {
    if (keptCharacters <= maxKeptCharacters) break;
    rendered.delete(oldest);
    keptCharacters -= oldest.length + oldHtml.length;
  }
  return html;
}

/** The render itself, uncached: what renderMarkdown runs here or in a worker thread. */
export function renderHtml(source: string, env: RenderEnv): string {
  return sanitizeHtml(markdown.render(source, { ...env }), sanitizeOptions);
}
