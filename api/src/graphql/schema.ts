import { builder } from './builder.ts';
import './types/scalars.ts';
import './types/tag.ts';
import './types/post.ts';
import './types/postAdmin.ts';
import './types/postMutations.ts';
import './types/health.ts';
import './types/user.ts';
import './types/contactMessage.ts';
import './types/analytics.ts';
import './types/settings.ts';
import './types/activity.ts';
import './types/media.ts';

builder.queryType({});
builder.mutationType({});

export const schema = builder.toSchema();
