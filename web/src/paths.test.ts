import { describe, expect, it } from 'vitest';
import {
  classifyPath,
  isIslandPage,
  marketingPageOf,
  marketingPages,
  maxFreeParameterLength,
  mediaPath,
  messagePath,
  pageEditPath,
  pageSearch,
  postEditPath,
  publicPagePaths,
} from './paths.ts';

describe('the app’s paths', () => {
  it.each(['/', '/blog', '/blog/', '/sovra-core', '/sovra-setup-suite', '/hybrid-solutions', '/ai-powered-business-transformation'])(
    '%s is a public page',
    (path) => expect(classifyPath(path).kind).toBe('page'),
  );

  it.each([
    '/admin',
    '/admin/',
    '/admin/users',
    '/admin/blog/new',
    '/admin/blog/edit/UG9zdDox',
    '/admin/pages',
    '/admin/pages/new',
    '/admin/pages/edit/UGFnZToxMg==',
    '/admin/menus',
    '/admin/redirects',
    '/admin/inbox',
    '/admin/inbox/',
    '/admin/inbox/42',
    '/ADMIN',
    '/%61dmin',
    '/Admin/users',
  ])('%s is a screen of the admin panel', (path) => expect(classifyPath(path).kind).toBe('admin'));

  it('names the admin screens’ items: a post’s editor, an enquiry (keeping the list’s filters), an image of the library', () => {
    expect(postEditPath('UG9zdDox')).toBe('/admin/blog/edit/UG9zdDox');
    expect(classifyPath(postEditPath('UG9zdDox')).kind).toBe('admin');
    expect(pageEditPath('UGFnZToxMg==')).toBe('/admin/pages/edit/UGFnZToxMg%3D%3D');
    expect(classifyPath(pageEditPath('UGFnZToxMg==')).kind).toBe('admin');
    expect(messagePath(42)).toBe('/admin/inbox/42');
    expect(messagePath(42, '?status=new&q=gpu')).toBe('/admin/inbox/42?status=new&q=gpu');
    expect(mediaPath(12)).toBe('/admin/media?selected=12');
  });

  it('recognises articles by slug', () => {
    expect(classifyPath('/blog/private-llm-deployment-middle-east-enterprises')).toEqual({
      kind: 'article',
      slug: 'private-llm-deployment-middle-east-enterprises',
    });
  });

  it.each(['/about', '/case-studies/gulf-bank', '/nope'])('%s may be a page staff published (the server knows which are)', (path) =>
    expect(classifyPath(path).kind).toBe('page'),
  );

  it.each([
    '/blog/a/b',
    '/blog/UPPER',
    '/Sovra-Core',
    '/a/b/c/d/e',
    '/api/pages',
    '/admin/nope',
    '/admin/inbox/0',
    '/admin/inbox/abc',
    '/admin/inbox/1/2',
    '/index.html',
  ])('%s is no route', (path) => {
    expect(classifyPath(path).kind).toBe('unknown');
  });

  it('maps product, deployment, solution and legal pages to their copy', () => {
    expect(marketingPageOf('/sovra-setup-suite')).toEqual({ path: '/sovra-setup-suite', section: 'products', key: 'setup-suite' });
    expect(marketingPageOf('/air-gapped-environments/')).toMatchObject({ section: 'deployments', key: 'air-gapped-environments' });
    expect(marketingPageOf('/regional-ai-implementation')).toMatchObject({ section: 'solutions', key: 'regional-ai-implementation' });
    expect(marketingPageOf('/privacy')).toMatchObject({ section: 'legal', key: 'privacy' });
    expect(marketingPageOf('/blog')).toBeNull();
  });

  it('lists the 18 marketing pages of the spec (16 plus privacy and terms) once each', () => {
    expect(marketingPages).toHaveLength(18);
    expect(new Set(publicPagePaths).size).toBe(20);
    for (const path of ['/privacy', '/terms']) expect(classifyPath(path).kind).toBe('page');
  });

  it('names the pages of islands: the home and marketing pages, the blog and its articles, not the admin panel or a file', () => {
    for (const path of ['/', '/sovra-core', '/sovra-core/', '/privacy', '/air-gapped-environments', '/blog', '/blog/', '/blog/some-article'])
      expect(isIslandPage(path), path).toBe(true);
    for (const path of ['/admin', '/admin/blog', '/feed.xml', '/api/settings', '/index.html', '/blog/a/b']) expect(isIslandPage(path), path).toBe(false);
  });

  it('reads a later page of the blog list as a page number from 2, and nothing else', () => {
    const read = (query: string) => pageSearch('/blog', new URLSearchParams(query)).toString();
    expect(read('page=2&tag=roi&q=gpu&lang=ar&utm_source=x')).toBe('lang=ar&tag=roi&page=2&q=gpu');
    expect(read('page=9999')).toBe('page=9999');
    for (const page of ['1', '0', '02', '10000', '-2', '2.5', 'two', '']) expect(read(`page=${page}`), page).toBe('');
    expect(pageSearch('/', new URLSearchParams('page=2')).toString()).toBe('');
  });

  it("cuts a visitor's words to the longest a box takes, whole characters, so a long address is not repeated in every link", () => {
    const words = (name: string, value: string) => pageSearch(name === 'q' ? '/blog' : '/', new URLSearchParams({ [name]: value })).get(name);
    expect(words('q', 'x'.repeat(16_000))).toBe('x'.repeat(maxFreeParameterLength));
    expect(words('ask', 'س'.repeat(400))).toBe('س'.repeat(maxFreeParameterLength));
    expect(words('q', `${'a'.repeat(maxFreeParameterLength - 1)}😀😀`)).toBe(`${'a'.repeat(maxFreeParameterLength - 1)}😀`);
    expect(words('q', 'gpu')).toBe('gpu');
  });
});
