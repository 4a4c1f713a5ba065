import { archiveLimits } from '../services/siteArchive/format.ts';
import { importSiteBody, SiteImport, siteArchiveFile } from './schemas/siteArchive.ts';
import type { RestRoute } from './types.ts';

// Export and import (docs/operations.md#export-and-import), through graphql/types/siteArchive.ts.

export const siteArchiveRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/export',
    document: 'mutation RestExportSite { exportSite { fileName contentBase64 } }',
    respond: (data) => ({ filename: data.exportSite.fileName, bytes: Buffer.from(data.exportSite.contentBase64, 'base64') }),
    file: { contentType: 'application/zip', namePattern: 'sovra-site-\\d{4}-\\d{2}-\\d{2}\\.zip' },
    doc: {
      summary: 'The whole content of the site as one zip archive',
      description:
        'Posts (as their latest revision), pages, menus, tags, images with their files, redirects and settings. No account’s password, factor or session: only the names of the people who wrote. Audited.',
      tag: 'Site',
      access: 'admin',
      data: siteArchiveFile,
    },
  },
  {
    method: 'POST',
    path: '/api/import',
    upload: { maxBodyBytes: archiveLimits.uploadBytes, tooLarge: 'The archive is too large to send: import it with npm run import on the server' },
    document: 'mutation RestImportSite($input: ImportSiteInput!) { importSite(input: $input) { posts pages tags media redirects peopleAdded } }',
    variables: ({ body }) => ({ input: { archive: body?.archive } }),
    respond: (data) => ({ ...data.importSite, message: 'Site imported' }),
    doc: {
      summary: 'Replace the site’s content with an archive’s',
      description:
        'All or nothing: a damaged, hostile or unknown archive is refused (400, `details.archive`) and changes nothing. Accounts, enquiries, analytics and the audit log stay; writers the site does not have are added as inactive accounts. Audited.',
      tag: 'Site',
      access: 'admin',
      body: importSiteBody,
      data: SiteImport,
    },
  },
];
