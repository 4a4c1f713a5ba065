import type { ReactNode } from 'react';
// The edge build, not Node's: Node's runs each render inside an AsyncLocalStorage, which on Node 20
// turns on promise hooks for the whole process, and every promise of every request (Prisma's,
// GraphQL's) then costs more: a tenth of an uncached render's CPU (docs/site.md, "Server rendering").
import { renderToReadableStream, renderToString } from 'react-dom/server.edge';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouter, StaticRouterProvider } from 'react-router';
import { RelayEnvironmentProvider } from 'react-relay';
import { Environment, Network, RecordSource, Store, type GraphQLResponse } from 'relay-runtime';
import { ServerStyleSheet, ThemeProvider } from 'styled-components';
import { AppShell } from './AppShell.tsx';
import { HeadCollector, type PageHeadData } from './head/PageHead.tsx';
import { headTags } from './head/headTags.ts';
import { directionOf, type Language } from './i18n/languages.ts';
import { routes } from './routes.tsx';
import { localized, ServerSiteSettings, type PublicSiteSettings } from './settings/siteSettings.ts';
import { serverI18n } from './ssr/i18n.ts';
import { payloadElementId, serializePayload, type SsrPayload } from './ssr/payload.ts';
import { preloadsElementId } from './ssr/preloads.ts';
import { fillSlots, FragmentCollectorProvider, RenderingFragmentProvider, type RenderedFragment } from './ssr/fragments.tsx';
import { RememberedStyles } from './ssr/styles.tsx';
import { theme } from './theme/theme.ts';
import { PreviewNotice } from './features/preview/PreviewNotice.tsx';
import { ServerRelayEnvironment, type OperationDocument, type RouteContext } from './ssr/routeContext.ts';

// The server half of the web app: renders a public page to complete HTML (text, data, styles,
// head) in the language the server chose. The API server loads the built form of this module.

/** One chunk of Vite's build manifest (.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export interface PageRendererOptions {
  /** The built index.html: its scripts and styles are the app's entry. */
  template: string;
  manifest: Record<string, ManifestChunk>;
  /** False: every fragment rendered within its page, as the browser would (tests compare the two ways). */
  fragments?: boolean;
}

/** Runs a GraphQL operation (by its persisted id, or its text) against the API as an anonymous visitor, in-process. */
export type ExecuteGraphQL = (operation: OperationDocument, variables: Record<string, unknown>) => Promise<GraphQLResponse>;

export interface PageRequest {
  language: Language;
  /** The site's public origin, for canonical URLs (no trailing slash). */
  siteUrl: string;
  /** The public site settings (site name, contact details, booking calendar) as they are now. */
  settings: PublicSiteSettings;
  /** Rendered through a preview link (api/src/app.ts previewPage): when the link expires, which its notice says. */
  preview?: { expiresAt: string };
}

export interface RenderedPage {
  status: number;
  /**
   * The page's HTML in pieces, in order, cut at markup (never inside a character): the server
   * encodes them one after another into the answer's bytes. A home page whole is 100K characters,
   * two bytes each once one is not Latin-1: a string V8 allocates apart from the rest of its heap,
   * at a cost of about a millisecond (a sixth of a render) on this server.
   */
  html: string[];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function createPageRenderer(options: PageRendererOptions) {
  const handler = createStaticHandler(routes);
  const fragmentStore = new Map<string, RenderedFragment>();
  let fragmentsRendered = 0;

  /**
   * The fragments one page meets (ssr/fragments.tsx), by key under the page's language and settings:
   * those this process has rendered are reused, the others rendered apart after the page and kept
   * (the least recently used leave first past `fragmentLimit`).
   */
  function pageFragments(scope: string) {
    const met: { key: string; element: ReactNode; slots: Record<string, string> }[] = [];
    return {
      use(key: string, element: ReactNode, slots: Record<string, string>) {
        met.push({ key: scope + key, element, slots });
        return met.length - 1;
      },
      rendered(render: (element: ReactNode, identifierPrefix: string) => Promise<RenderedFragment>): Promise<RenderedFragment[]> {
        return Promise.all(
          met.map(async ({ key, element }) => {
            const kept = fragmentStore.get(key);
            if (kept) {
              // Last used, last to leave: the header outlives cards a crawl of old pages brings in.
              fragmentStore.delete(key);
              fragmentStore.set(key, kept);
              return kept;
            }
            // Its own prefix for useId: two fragments rendered apart would otherwise both count from the start.
            const fragment = await render(element, `f${++fragmentsRendered}-`);
            if (fragmentStore.size >= fragmentLimit) fragmentStore.delete(fragmentStore.keys().next().value!);
            fragmentStore.set(key, fragment);
            return fragment;
          }),
        );
      },
      /** The page's HTML in pieces: each placeholder replaced by its fragment, the fragment's slots by this page's values. */
      fill(body: string, rendered: RenderedFragment[]): string[] {
        // split() with a capturing group: the page's own HTML at even places, a fragment's number at odd ones.
        return body
          .split(/<template data-fragment="(\d+)"><\/template>/)
          .map((piece, at) => (at % 2 === 0 ? piece : fillSlots(rendered[Number(piece)].html, (slot) => escapeHtml(met[Number(piece)].slots[slot] ?? ''))));
      },
    };
  }
  // The template's own preloads (what boot.ts starts) are left out: a page lists only its start
  // (public/start.ts), inside an inert <template> that boot.ts adds to the document after the first
  // paint (preloaded from the head, scripts download at high priority in front of that paint on a
  // slow phone; the page is complete without them).
  const template = options.template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
  const appChunks = chunkFiles(options.manifest, 'src/main.tsx');
  const islandPageChunks = chunkFiles(options.manifest, 'src/public/start.ts');

  // The template cut where a page's parts go: its <html> tag, the end of its head, its root element.
  const [beforeHtml, afterHtml] = cut(template, /<html[^>]*>/);
  const [beforeHead, afterHead] = cut(afterHtml, '</head>');
  const [beforeRoot, afterRoot] = cut(afterHead, '<div id="root"></div>');

  /** The document around the app, in pieces: language and direction, head, the app's markup and its payload. */
  function documentHtml(parts: { language: Language; head: string; body: string[]; payload: SsrPayload; preloads: string; islands?: boolean }): string[] {
    return [
      `${beforeHtml}<html lang="${parts.language}" dir="${directionOf(parts.language)}">${beforeHead}  ${parts.head}\n  </head>${beforeRoot}<div id="root"${parts.islands ? ' data-islands=""' : ''}>`,
      ...parts.body,
      `</div>\n    <script type="application/json" id="${payloadElementId}">${serializePayload(parts.payload)}</script>\n    ${parts.preloads}${afterRoot}`,
    ];
  }

  return {
    /** A public page, fully rendered; a Response when a loader redirects. */
    async render(request: Request, page: PageRequest, executeGraphQL: ExecuteGraphQL): Promise<RenderedPage | Response> {
      const relayEnvironment = new Environment({
        network: Network.create((operation, variables) => executeGraphQL(operation, variables)),
        store: new Store(new RecordSource()),
        isServer: true,
      });
      relayEnvironment.getStore().holdGC();
      const requestContext: RouteContext = { language: page.language, relayEnvironment, executeGraphQL };
      const context = await handler.query(request, { requestContext });
      if (context instanceof Response) return context;

      const i18n = serverI18n(page.language);
      const collector: { head: PageHeadData | null } = { head: null };
      const providers = (children: ReactNode) => (
        <I18nextProvider i18n={i18n}>
          <ServerRelayEnvironment.Provider value={relayEnvironment}>
            <ServerSiteSettings.Provider value={page.settings}>{children}</ServerSiteSettings.Provider>
          </ServerRelayEnvironment.Provider>
        </I18nextProvider>
      );
      const fragments = pageFragments(`${page.language}\u0000${JSON.stringify(page.settings)}\u0000`);
      const sheet = new ServerStyleSheet();
      let body: string[];
      let styles: string;
      try {
        const markup = await renderComplete(
          sheet.collectStyles(
            <RememberedStyles>
              <FragmentCollectorProvider value={options.fragments === false ? null : fragments}>
                {providers(
                  <HeadCollector.Provider value={collector}>
                    <AppShell>
                      <StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />
                      {page.preview && <PreviewNotice expiresAt={page.preview.expiresAt} />}
                    </AppShell>
                  </HeadCollector.Provider>,
                )}
              </FragmentCollectorProvider>
            </RememberedStyles>,
          ),
        );
        const url = new URL(request.url);
        const rendered = await fragments.rendered((element, identifierPrefix) =>
          renderFragment(
            providers(
              <ThemeProvider theme={theme}>
                {/* A fragment may read what the page's queries stored (a blog card), all of it in its `vary`. */}
                <RelayEnvironmentProvider environment={relayEnvironment}>
                  <StaticRouter location={url.pathname + url.search}>{element}</StaticRouter>
                </RelayEnvironmentProvider>
              </ThemeProvider>,
            ),
            identifierPrefix,
          ),
        );
        for (const fragment of rendered)
          for (const [id, name, rules] of fragment.styles) if (!sheet.instance.hasNameForId(id, name)) sheet.instance.insertRules(id, name, rules);
        body = fragments.fill(markup, rendered);
        // Not `data-styled`, which the browser's styled-components would parse and copy into its own
        // sheet at start (the whole page's rules): an island adds the few rules it draws itself.
        styles = sheet.getStyleTags().replace(/<style data-styled="true" data-styled-version="[^"]*"/g, '<style data-page-styles=""');
      } finally {
        sheet.seal();
      }

      const siteName = localized(page.settings, 'siteName', page.language);
      const head = collector.head ?? { title: i18n.t('common:meta.title', { brand: siteName }), description: i18n.t('common:meta.description') };
      // Every page is a page of islands: it sends what its islands need (their props travel in their own elements).
      const payload: SsrPayload = { language: page.language, settings: page.settings };
      return {
        status: Math.max(context.statusCode, head.status ?? 200),
        html: documentHtml({
          language: page.language,
          head: [
            headTags(head, { siteUrl: page.siteUrl, url: new URL(request.url), language: page.language, siteName }),
            // A preview is no page of the site's: never indexed, and its address (the token) never sent on.
            ...(page.preview ? ['<meta name="robots" content="noindex">', '<meta name="referrer" content="no-referrer">'] : []),
            styles,
          ].join('\n    '),
          body,
          payload,
          islands: true,
          preloads: `<template id="${preloadsElementId}">${preloadLinks(islandPageChunks).join('')}</template>`,
        }),
      };
    },

    /**
     * The client-rendered app (the admin panel) in the chosen language; never indexed. Without the
     * settings (the page failed to render), the browser asks for them.
     */
    shell(page: { language: Language; settings?: PublicSiteSettings }): string {
      const i18n = serverI18n(page.language);
      const title = i18n.t('common:meta.title', page.settings ? { brand: localized(page.settings, 'siteName', page.language) } : {});
      return documentHtml({
        language: page.language,
        // Nothing to paint before the app runs: its code is preloaded from the head.
        head: [`<title>${escapeHtml(title)}</title>`, '<meta name="robots" content="noindex, nofollow">', ...preloadLinks(appChunks)].join('\n    '),
        body: [],
        payload: { language: page.language, settings: page.settings },
        preloads: '',
      }).join('');
    },
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;

/**
 * The app's markup once every Suspense boundary has resolved. Crawlers and link previews read the
 * page whole, and the CSP forbids the inline scripts React would stream late boundaries with: so
 * nothing is written before all is ready.
 */
async function renderComplete(element: ReactNode, identifierPrefix?: string): Promise<string> {
  // A page's data is all loaded before it renders (its routes' loaders), so nothing should suspend:
  // the synchronous renderer then gives the same HTML as a string, without the stream's bytes (each
  // piece encoded, then decoded here: a twentieth of a render). What suspended all the same (its
  // boundary left to the browser, or none to catch it) is rendered again, waited for.
  try {
    const html = renderToString(element, { identifierPrefix });
    if (!html.includes(clientRenderedBoundary)) return html;
  } catch {
    // Suspended outside any boundary, or failed: the stream below waits, or fails as it would.
  }
  let failure: unknown;
  const stream = await renderToReadableStream(element, {
    identifierPrefix,
    // React outlines large boundaries (to reveal them progressively) behind an inline script; never.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => {
      failure ??= error;
    },
  });
  await stream.allReady;
  if (failure !== undefined) {
    await stream.cancel();
    throw failure;
  }
  let html = '';
  const decoder = new TextDecoder();
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) html += decoder.decode(chunk, { stream: true });
  return html + decoder.decode();
}

/** How React marks a Suspense boundary it left for the browser to render (an aborted or failed one). */
const clientRenderedBoundary = '<!--$!-->';

/** The most fragments a process keeps: the chrome of each page, its sections and blog cards, in two languages (a few MB). */
const fragmentLimit = 1_000;

/** A fragment rendered on its own, with the styles it inserted (replayed into each page that uses it). */
async function renderFragment(element: ReactNode, identifierPrefix: string): Promise<RenderedFragment> {
  const sheet = new ServerStyleSheet();
  const styles: RenderedFragment['styles'] = [];
  const insertRules = sheet.instance.insertRules.bind(sheet.instance);
  sheet.instance.insertRules = (id, name, rules) => {
    styles.push([id, name, rules]);
    insertRules(id, name, rules);
  };
  try {
    const html = await renderComplete(
      sheet.collectStyles(
        <RememberedStyles>
          <RenderingFragmentProvider value={true}>{element}</RenderingFragmentProvider>
        </RememberedStyles>,
      ),
      identifierPrefix,
    );
    return { html, styles };
  } finally {
    sheet.seal();
  }
}

/** `text` before and after the first match of `mark` (a template without it is a broken build). */
function cut(text: string, mark: string | RegExp): [string, string] {
  const match = typeof mark === 'string' ? { index: text.indexOf(mark), 0: mark } : mark.exec(text);
  if (!match || match.index < 0) throw new Error(`The built index.html has no ${String(mark)}`);
  return [text.slice(0, match.index), text.slice(match.index + match[0].length)];
}

/** A chunk's file and the files it imports, transitively. */
const preloadLinks = (files: string[]) => files.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}">`);

function chunkFiles(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((imported) => chunkFiles(manifest, imported, seen))];
}
