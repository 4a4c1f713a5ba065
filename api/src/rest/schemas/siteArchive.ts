import { z } from 'zod';
import { archiveLimits } from '../../services/siteArchive/format.ts';
import { component, count } from './common.ts';

// Export and import as POST /api/export and /api/import take and answer them (rest/siteArchiveRoutes.ts).

export const siteArchiveFile = z.string().meta({
  description: 'A zip archive: site.json (the format is in docs/operations.md#export-and-import) and each image’s files under media/',
  format: 'binary',
});

export const importSiteBody = z.object({
  archive: z.file().meta({ description: `A site archive (a zip of at most ${archiveLimits.uploadBytes / 1024 / 1024} MB), as POST /api/export makes it` }),
});

export const SiteImport = component(
  'SiteImport',
  z.object({
    posts: count.meta({ description: 'Posts' }),
    pages: count.meta({ description: 'Pages' }),
    tags: count.meta({ description: 'Tags' }),
    media: count.meta({ description: 'Images' }),
    redirects: count.meta({ description: 'Redirects' }),
    peopleAdded: count.meta({ description: 'Inactive accounts added for writers the site did not have' }),
    message: z.literal('Site imported'),
  }),
);
