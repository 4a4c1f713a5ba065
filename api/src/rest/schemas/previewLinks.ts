import { z } from 'zod';
import { defaultPreviewLinkDays, previewLinkDays } from '../../../../web/src/api/previewLinkRules.ts';
import { component, dateTime, recordId } from './common.ts';

// Preview links as /api/*/preview-links shows and takes them (rest/previewLinkRoutes.ts).

export const CreatedPreviewLink = component(
  'CreatedPreviewLink',
  z.object({
    id: recordId,
    createdAt: dateTime,
    expiresAt: dateTime,
    createdByName: z.string().meta({ description: 'Who made it' }),
    token: z.string().meta({ description: 'The token in its address (256 random bits, base64url): shown this once, only a hash is kept' }),
    urls: z.object({ en: z.url(), ar: z.url() }).meta({ description: "Its full address in each language: the site's /preview/<token>?lang=<locale>" }),
  }),
);

export const RevokedPreviewLink = component(
  'RevokedPreviewLink',
  z.object({ id: recordId, revokedAt: dateTime.meta({ description: 'When it was revoked: its address is a 404 from then on' }), message: z.string() }),
);

export const previewLinkBody = z.object({
  expiresInDays: z
    .union(previewLinkDays.map((days) => z.literal(days)))
    .optional()
    .meta({ description: `How long it opens, in days (${defaultPreviewLinkDays} when left out)` }),
});
