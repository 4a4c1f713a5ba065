import { exportSiteArchive } from '../../services/siteArchive/exportSite.ts';
import { importSiteArchive, type ImportCounts } from '../../services/siteArchive/importSite.ts';
import { builder } from '../builder.ts';

// Export and import (docs/operations.md#export-and-import): admins take the site's content as one
// archive and bring an archive into a site, replacing its content. Rules: services/siteArchive/.

const SiteArchiveRef = builder.objectRef<{ fileName: string; bytes: Uint8Array }>('SiteArchive').implement({
  description: 'The whole content of the site as one zip archive (docs/operations.md#export-and-import)',
  fields: (t) => ({
    fileName: t.exposeString('fileName', { description: 'A name for the file, with the day it was made' }),
    size: t.int({ description: 'Its size in bytes', resolve: (archive) => archive.bytes.length }),
    contentBase64: t.string({
      description: 'The archive, in base64 (REST sends the bytes themselves: POST /api/export)',
      resolve: (archive) => Buffer.from(archive.bytes).toString('base64'),
    }),
  }),
});

const SiteImportRef = builder.objectRef<ImportCounts>('SiteImport').implement({
  description: 'What an import brought in',
  fields: (t) => ({
    posts: t.exposeInt('posts', { description: 'Posts' }),
    pages: t.exposeInt('pages', { description: 'Pages' }),
    tags: t.exposeInt('tags', { description: 'Tags' }),
    media: t.exposeInt('media', { description: 'Images' }),
    redirects: t.exposeInt('redirects', { description: 'Redirects' }),
    peopleAdded: t.exposeInt('peopleAdded', { description: 'Inactive accounts added for writers the site did not have' }),
  }),
});

const ImportSiteInput = builder.inputType('ImportSiteInput', {
  description: 'A site archive, as `exportSite` or `npm run export` made it',
  fields: (t) => ({ archive: t.field({ type: 'File', required: true, description: 'The zip archive, as a part of the multipart request' }) }),
});

builder.mutationFields((t) => ({
  exportSite: t.field({
    description:
      'The whole content of the site as one archive: posts, pages, menus, tags, media, redirects and settings; no accounts’ secrets (admins only; audited)',
    type: SiteArchiveRef,
    authScopes: { admin: true },
    resolve: (_root, _args, ctx) => exportSiteArchive(ctx),
  }),
  importSite: t.field({
    description:
      'Replaces the site’s content with an archive’s, all or nothing: accounts, enquiries, analytics and the log stay (admins only; audited). A damaged, hostile or unknown archive: BAD_USER_INPUT with `extensions.details.archive`',
    type: SiteImportRef,
    authScopes: { admin: true },
    args: { input: t.arg({ type: ImportSiteInput, required: true, description: 'The archive' }) },
    resolve: async (_root, { input }, ctx) => importSiteArchive(ctx, new Uint8Array(await (input.archive as File).arrayBuffer())),
  }),
}));
