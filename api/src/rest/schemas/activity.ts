import { z } from 'zod';
import { activityActions } from '../../services/activity.ts';
import type { AuditAction } from '../../services/audit.ts';
import { menuNames } from '../../../../web/src/api/menuRules.ts';
import { component, count, dateTime, langQuery, recordId } from './common.ts';

// The staff's recent activity as GET /api/activity gives it (rest/activityRoutes.ts): the audit log's
// own action names, subjects with numeric ids and a `type`.

const actions = Object.keys(activityActions) as [AuditAction, ...AuditAction[]];
const action = z.enum(actions);
const contactStatus = z.enum(['NEW', 'READ', 'ARCHIVED']);
const staffName = { username: z.string(), displayName: z.string(), displayNameAr: z.string() };

const subject = z
  .union([
    z.object({
      type: z.literal('post'),
      id: recordId,
      slug: z.string(),
      status: z.enum(['DRAFT', 'PUBLISHED', 'ARCHIVED']),
      publishedAt: dateTime.nullable(),
      title: z.string(),
    }),
    z.object({ type: z.literal('page'), id: recordId, path: z.string(), status: z.enum(['DRAFT', 'PUBLISHED']), publishedAt: dateTime.nullable() }),
    z.object({ type: z.literal('menu'), name: z.enum(menuNames) }),
    z.object({ type: z.literal('contactMessage'), id: recordId, fullName: z.string(), subject: z.string(), status: contactStatus }),
    z.object({ type: z.literal('user'), id: recordId, ...staffName }),
    z.object({ type: z.literal('media'), id: recordId, name: z.string() }),
    z.object({
      type: z.enum(['post', 'page', 'contactMessage', 'user', 'media']),
      id: recordId,
      name: z
        .string()
        .nullable()
        .meta({ description: "A post's title (else its slug), a page's path, an account's username, an image's file name; null for enquiries" }),
      removed: z.literal(true),
    }),
    z.object({ type: z.literal('export'), count, status: contactStatus.nullable(), searched: z.boolean() }),
    z.object({ type: z.literal('signInAttempt'), username: z.string() }),
  ])
  .nullable()
  .meta({ description: 'What it was done to, as it is now (`removed` when since deleted); null when nothing' });

export const ActivityEntry = component(
  'ActivityEntry',
  z.object({
    id: recordId,
    action,
    createdAt: dateTime,
    count: z.int().min(1).meta({ description: 'How many log lines it stands for: 1, or the saves of one editing session' }),
    actor: z
      .object({ id: recordId, ...staffName })
      .nullable()
      .meta({ description: 'Null when the account was deleted, or for the command line' }),
    fromCommandLine: z.boolean(),
    subject,
    ownProfile: z.boolean(),
    scheduledFor: dateTime.nullable(),
    contactStatus: contactStatus.nullable(),
    ip: z.string().nullable().meta({ description: 'For admins; null for editors and when unknown' }),
  }),
);

export const ActivityPage = component(
  'ActivityPage',
  z.object({
    activity: z.array(ActivityEntry),
    hasMore: z.boolean(),
    nextBefore: recordId.nullable().meta({ description: 'The `before` of the next page; null on the last' }),
  }),
);

export const activityQuery = z.object({
  limit: z.int().min(1).max(50).optional().meta({ description: 'Entries per page (default 10)' }),
  before: recordId.optional().meta({ description: "The previous page's nextBefore" }),
  actions: z.array(action).max(20).optional().meta({ description: 'Only these actions, separated by commas (sign-ins are left out unless named)' }),
  ...langQuery,
});
