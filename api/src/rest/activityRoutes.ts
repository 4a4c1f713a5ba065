import { apiError } from '../errors.ts';
import { isRecordId, maxRecordId } from '../../../web/src/api/recordIds.ts';
import { activityActions, activityCursor, parseActivityCursor } from '../services/activity.ts';
import type { AuditAction } from '../services/audit.ts';
import { numericId } from './ids.ts';
import { localeParam, wholeNumber } from './query.ts';
import { ActivityPage, activityQuery } from './schemas/activity.ts';
import type { RestRoute } from './types.ts';

// The staff's recent activity (GET /api/activity), the REST face of graphql/types/activity.ts's
// recentActivity: the same rules (admins everyone's, editors their own, no sign-ins unless asked).

const activityPageSize = 10;
const maxActivityLimit = 50;

/** ?actions=post.published,auth.login_failed: the log's own names, as the schema's enum names them. */
const logNames = Object.fromEntries(Object.entries(activityActions).map(([log, { name }]) => [name, log]));

function actionsParam(value: string | null): string[] | null {
  if (!value) return null;
  const names = value.split(',').map((action) => action.trim());
  if (names.length > 20 || names.some((action) => !Object.hasOwn(activityActions, action))) {
    throw apiError('BAD_USER_INPUT', 'actions must be names of the audit log, separated by commas (post.published,auth.login_failed)', { actions: 'invalid' });
  }
  return names.map((action) => activityActions[action as AuditAction].name);
}

/** ?before=<id>: the page after the entry with this number (the previous page's `nextBefore`). */
function beforeParam(value: string | null): string | null {
  if (value === null || value === '') return null;
  if (!isRecordId(value)) throw apiError('BAD_USER_INPUT', `before must be a whole number from 1 to ${maxRecordId}`, { before: 'invalid' });
  return activityCursor(Number(value));
}

const document = /* GraphQL */ `
  query RestActivity($first: Int!, $after: String, $actions: [ActivityAction!], $locale: Locale!) {
    recentActivity(first: $first, after: $after, actions: $actions) {
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        node {
          id
          action
          createdAt
          count
          fromCommandLine
          ownProfile
          scheduledFor
          contactStatus
          ip
          actor {
            id
            username
            displayName
            displayNameAr
          }
          subject {
            __typename
            ... on Post {
              id
              slug
              postStatus: status
              publishedAt
              translation(locale: $locale) {
                title
              }
            }
            ... on Page {
              id
              path
              pageStatus: status
              publishedAt
            }
            ... on Menu {
              menuName: name
            }
            ... on ContactMessage {
              id
              fullName
              subject
              messageStatus: status
            }
            ... on User {
              id
              username
              displayName
              displayNameAr
            }
            ... on Media {
              id
              fileName: name
            }
            ... on RemovedActivitySubject {
              kind
              databaseId
              name(locale: $locale)
            }
            ... on ContactMessageExport {
              count
              exportStatus: status
              searched
            }
            ... on SignInAttempt {
              username
            }
          }
        }
      }
    }
  }
`;

type Node = Record<string, any>;

const removedKinds: Record<string, string> = { POST: 'post', PAGE: 'page', CONTACT_MESSAGE: 'contactMessage', USER: 'user', MEDIA: 'media' };

/** The subject as REST names things: numeric ids, a `type`, removed ones marked. */
function restSubject(subject: Node | null) {
  if (!subject) return null;
  const { __typename: typename, ...fields } = subject;
  switch (typename) {
    case 'Post':
      return {
        type: 'post',
        id: numericId(fields.id),
        slug: fields.slug,
        status: fields.postStatus,
        publishedAt: fields.publishedAt,
        title: fields.translation.title,
      };
    case 'Page':
      return { type: 'page', id: numericId(fields.id), path: fields.path, status: fields.pageStatus, publishedAt: fields.publishedAt };
    case 'Menu':
      // As /api/menus/{name} names it.
      return { type: 'menu', name: fields.menuName.toLowerCase() };
    case 'ContactMessage':
      return { type: 'contactMessage', id: numericId(fields.id), fullName: fields.fullName, subject: fields.subject, status: fields.messageStatus };
    case 'User':
      return { type: 'user', ...fields, id: numericId(fields.id) };
    case 'Media':
      return { type: 'media', id: numericId(fields.id), name: fields.fileName };
    case 'RemovedActivitySubject':
      return { type: removedKinds[fields.kind], id: fields.databaseId, name: fields.name, removed: true };
    case 'ContactMessageExport':
      return { type: 'export', count: fields.count, status: fields.exportStatus, searched: fields.searched };
    default:
      return { type: 'signInAttempt', ...fields };
  }
}

function restEntry(node: Node) {
  return {
    id: numericId(node.id),
    action: logNames[node.action],
    createdAt: node.createdAt,
    count: node.count,
    actor: node.actor ? { ...node.actor, id: numericId(node.actor.id) } : null,
    fromCommandLine: node.fromCommandLine,
    subject: restSubject(node.subject),
    ownProfile: node.ownProfile,
    scheduledFor: node.scheduledFor,
    contactStatus: node.contactStatus,
    ip: node.ip,
  };
}

export const activityRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/api/activity',
    document,
    variables: ({ query }) => ({
      first: wholeNumber(query, 'limit', activityPageSize, maxActivityLimit),
      after: beforeParam(query.get('before')),
      actions: actionsParam(query.get('actions')),
      locale: localeParam(query),
    }),
    respond: ({ recentActivity }) => {
      const { hasNextPage, endCursor } = recentActivity.pageInfo;
      return {
        activity: recentActivity.edges.map((edge: { node: Node }) => restEntry(edge.node)),
        hasMore: hasNextPage,
        // The `before` of the next page.
        nextBefore: hasNextPage && endCursor ? parseActivityCursor(endCursor) : null,
      };
    },
    doc: {
      summary: 'What staff did recently, newest first',
      description: "Admins see everyone's actions, editors their own; sign-ins and sign-outs only when `actions` names them.",
      tag: 'Activity',
      access: 'staff',
      query: activityQuery,
      data: ActivityPage,
    },
  },
];
