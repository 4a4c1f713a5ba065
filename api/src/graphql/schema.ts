import { builder } from './builder.ts';
import './types/scalars.ts';
import './types/tag.ts';
import './types/post.ts';
import './types/postAdmin.ts';
import './types/postMutations.ts';
import './types/health.ts';
import './types/user.ts';
import './types/twoFactor.ts';
import './types/staffSession.ts';
import './types/passkeys.ts';
import './types/contactMessage.ts';
import './types/analytics.ts';
import './types/settings.ts';
import './types/activity.ts';
import './types/media.ts';
import './types/page.ts';
import './types/pageMutations.ts';
import './types/menu.ts';
import './types/personalData.ts';
import './types/singleSignOn.ts';
import './types/siteArchive.ts';
import './types/redirect.ts';
import './types/previewLink.ts';
import './types/translationStatus.ts';
import './types/pendingChanges.ts';
import './types/review.ts';
import './types/backup.ts';
import './types/webhook.ts';

builder.queryType({
  description:
    'What can be read. Fields not marked otherwise answer anyone. "Staff only" needs a signed-in editor or admin (contributors too where it says "signed-in staff") (`Authorization: Bearer <token>`, the token from `login`), else UNAUTHENTICATED; "admins only" answers an editor FORBIDDEN',
});
builder.mutationType({
  description:
    'What can be changed. A mutation takes its data as one `input` and returns a payload with what it changed; who may call it is in its description',
});

export const schema = builder.toSchema();
