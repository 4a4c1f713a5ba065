import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PageRenderer, PageRendererOptions, PageRequest } from '../src/entry-server.tsx';
import { publicPagePaths } from '../src/paths.ts';
import { baseUrl } from './browser.ts';

// The server renders the header, the footer and the home page's static sections once and reuses
// them (ssr/fragments.tsx). A page put together from kept fragments must be the page rendered whole:
// the same HTML (ids apart: each fragment numbers its own), the same style rules, ids unique.

const root = resolve(import.meta.dirname, '../..');
const paths = [
  ...publicPagePaths,
  '/blog?q=sovereign',
  '/blog?tag=data-sovereignty',
  '/blog/data-sovereignty-uae-ai-infrastructure-guide',
  '/blog/private-llm-deployment-middle-east-enterprises',
  '/?ask=What%20does%20it%20cost',
  '/nope',
  '/blog/no-such-article',
  '/BLOG',
  '/Sovra-Core',
  '/sovra-core/more',
];

let whole: PageRenderer;
let reused: PageRenderer;
const settings: Record<string, PageRequest['settings']> = {};

beforeAll(async () => {
  const entry = pathToFileURL(join(root, 'dist/ssr/entry-server.js')).href;
  const module = (await import(entry)) as { createPageRenderer: (o: PageRendererOptions) => PageRenderer };
  const options = {
    template: readFileSync(join(root, 'dist/web/index.html'), 'utf8'),
    manifest: JSON.parse(readFileSync(join(root, 'dist/web/.vite/manifest.json'), 'utf8')),
  };
  whole = module.createPageRenderer({ ...options, fragments: false });
  reused = module.createPageRenderer(options);
  for (const language of ['en', 'ar']) {
    const html = await (await fetch(`${baseUrl()}/?lang=${language}`)).text();
    settings[language] = JSON.parse(/<script type="application\/json" id="[^"]+">([\s\S]*?)<\/script>/.exec(html)![1]).settings;
  }
});

/** The site's own GraphQL, as the server's renderer runs it in process (persisted operations by id). */
async function executeGraphQL(operation: { id?: string | null; text?: string | null }, variables: Record<string, unknown>) {
  const response = await fetch(`${baseUrl()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(operation.id ? { documentId: operation.id, variables } : { query: operation.text, variables }),
  });
  // A page whose data could not be read renders otherwise (the home page without its latest posts):
  // the two renders must have read the same, or they are not compared.
  const answer = await response.json();
  if (!response.ok || answer.errors) throw new Error(`GraphQL answered ${response.status}: ${JSON.stringify(answer).slice(0, 500)}`);
  return answer;
}

async function render(renderer: PageRenderer, path: string, language: 'en' | 'ar'): Promise<string> {
  const page = await renderer.render(new Request(`${baseUrl()}${path}`), { language, siteUrl: baseUrl(), settings: settings[language] }, executeGraphQL);
  if (page instanceof Response) throw new Error(`${path}: ${page.status}`);
  return page.html.join('');
}

const ids = (html: string) => [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
/** React's useId names (`_R_…_`, `_f3-R_…_` in a fragment) as one word: they only need to be unique and to match their labels. */
const withoutIds = (html: string) => html.replace(/_(?:f\d+-)?R_[\w]*?_/g, '_R_');
const body = (html: string) => withoutIds(/<div id="root"[\s\S]*<\/div>/.exec(html)![0]);
/** The page's style rules, one by one, in no order (styled-components groups them by component, in the order each was met). */
const rules = (html: string) =>
  [...html.matchAll(/<style data-page-styles="">([\s\S]*?)<\/style>/g)]
    .flatMap((match) => match[1].split('/*!sc*/'))
    .map((rule) => rule.trim())
    .filter((rule) => rule && !rule.startsWith('data-styled.g'))
    .sort();

describe('a page put together from kept fragments', () => {
  for (const language of ['en', 'ar'] as const) {
    it(`is the page rendered whole, in ${language === 'en' ? 'English' : 'Arabic'}, for every public page and odd addresses`, async () => {
      for (const path of paths) {
        const expected = await render(whole, path, language);
        for (const round of ['first', 'kept']) {
          const html = await render(reused, path, language);
          expect(body(html), `${path} (${round})`).toBe(body(expected));
          expect(rules(html), `${path} (${round}) styles`).toEqual(rules(expected));
          const all = ids(html);
          expect(
            all.filter((id, i) => all.indexOf(id) !== i),
            `${path}: ids used twice`,
          ).toEqual([]);
        }
      }
    });
  }

  it('fills each page’s own language switch into the shared header', async () => {
    const search = await render(reused, '/blog?q=data%20centres', 'en');
    const other = await render(reused, '/blog?q=gpu', 'en');
    expect(search).toContain('href="?q=data+centres&amp;lang=ar"');
    expect(other).toContain('href="?q=gpu&amp;lang=ar"');
    expect(other).not.toContain('\uE000');
  });
});
