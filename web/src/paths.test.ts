import { describe, expect, it } from 'vitest';
import { classifyPath, infoPageOf } from './paths.ts';

describe('the app’s paths', () => {
  it.each(['/', '/blog', '/blog/', '/sovra-core', '/sovra-setup-suite', '/hybrid-solutions', '/ai-powered-business-transformation'])(
    '%s is a public page',
    (path) => expect(classifyPath(path).kind).toBe('page'),
  );

  it.each(['/admin', '/admin/', '/admin/users', '/admin/blog/new', '/admin/blog/edit/UG9zdDox', '/ADMIN', '/%61dmin', '/Admin/users'])('%s is a screen of the admin panel', (path) =>
    expect(classifyPath(path).kind).toBe('admin'),
  );

  it('recognises articles by slug', () => {
    expect(classifyPath('/blog/private-llm-deployment-middle-east-enterprises')).toEqual({ kind: 'article', slug: 'private-llm-deployment-middle-east-enterprises' });
  });

  it.each(['/nope', '/sovra-other', '/blog/a/b', '/blog/UPPER', '/admin/nope', '/index.html'])('%s is no route', (path) => {
    expect(classifyPath(path).kind).toBe('unknown');
  });

  it('maps product, deployment and solution pages to their copy', () => {
    expect(infoPageOf('/sovra-setup-suite')).toEqual({ section: 'products', key: 'setup-suite' });
    expect(infoPageOf('/air-gapped-environments')).toEqual({ section: 'deployments', key: 'air-gapped-environments' });
    expect(infoPageOf('/regional-ai-implementation')).toEqual({ section: 'solutions', key: 'regional-ai-implementation' });
    expect(infoPageOf('/blog')).toBeNull();
  });
});
