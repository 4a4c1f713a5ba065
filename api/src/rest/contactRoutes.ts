import { apiError } from '../errors.ts';
import { parseContactInput } from '../services/contact/input.ts';
import { globalIdFromParam, numericId } from './ids.ts';
import { pageParams, pagination } from './query.ts';
import { Deleted } from './schemas/common.ts';
import {
  contactBody,
  contactCsv,
  ContactMessage,
  ContactMessagePage,
  ContactReceived,
  inboxExportQuery,
  inboxQuery,
  updateContactMessageBody,
} from './schemas/contact.ts';
import type { RestRoute } from './types.ts';

// The contact form's door (POST /api/contact, public) and the staff inbox (/api/contact-messages…),
// each running one GraphQL operation of graphql/types/contactMessage.ts.

export const messageFields = /* GraphQL */ `
  fragment RestContactMessage on ContactMessage {
    id
    fullName
    company
    email
    subject
    message
    language
    status
    createdAt
    readAt
    replyMailto
    notification {
      status
      attempts
      lastError
      nextAttemptAt
      sentAt
    }
  }
`;

interface RestMessageData {
  id: string;
  [field: string]: unknown;
}

export function restMessage(message: RestMessageData) {
  return { ...message, id: numericId(message.id) };
}

const inboxPageSize = 20;

/** ?status=new|read|archived (any letter case), or none. */
function statusParam(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  const upper = typeof value === 'string' ? value.toUpperCase() : '';
  if (upper !== 'NEW' && upper !== 'READ' && upper !== 'ARCHIVED')
    throw apiError('BAD_USER_INPUT', 'status must be new, read or archived', { status: 'invalid' });
  return upper;
}

const filterVariables = (query: URLSearchParams) => ({ status: statusParam(query.get('status')), search: query.get('search') || null });

export const contactRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/contact',
    status: 201,
    document: 'mutation RestContact($input: SubmitContactMessageInput!) { submitContactMessage(input: $input) { ok } }',
    // The service's field rules run first, so a value of the wrong type (a number for a name) is
    // refused like any other, in the form's language with `details`, not by the schema in English.
    variables: ({ body }) => {
      parseContactInput(body ?? {});
      const { fullName, company, email, subject, message, consent, language, website } = body ?? {};
      return { input: { fullName, company, email, subject, message, consent, language, website } };
    },
    respond: (data) => ({ ok: data.submitContactMessage.ok }),
    doc: {
      summary: 'Send the contact form',
      description:
        "Refusals are worded in the form's `language`, each field at fault in `details`. An address on the block list is refused (403), a sender over the limit too (429).",
      tag: 'Contact',
      access: 'public',
      body: contactBody,
      data: ContactReceived,
      refusals: ['RATE_LIMITED'],
    },
  },
  {
    method: 'GET',
    path: '/api/contact-messages',
    document: /* GraphQL */ `
      query RestContactMessages($first: Int!, $after: String, $status: ContactMessageStatus, $search: String) {
        contactMessages(first: $first, after: $after, status: $status, search: $search) {
          totalCount
          unreadCount
          edges {
            node {
              ...RestContactMessage
            }
          }
        }
      }
      ${messageFields}
    `,
    variables: ({ query }) => {
      const { first, after } = pageParams(query, inboxPageSize);
      return { first, after, ...filterVariables(query) };
    },
    respond: (data, { query }) => ({
      messages: data.contactMessages.edges.map((edge: { node: RestMessageData }) => restMessage(edge.node)),
      unreadCount: data.contactMessages.unreadCount,
      pagination: pagination(query, inboxPageSize, data.contactMessages.totalCount),
    }),
    doc: { summary: 'The inbox of enquiries, newest first, a page at a time', tag: 'Contact', access: 'staff', query: inboxQuery, data: ContactMessagePage },
  },
  {
    method: 'GET',
    path: '/api/contact-messages.csv',
    document: 'query RestContactMessagesCsv($status: ContactMessageStatus, $search: String) { contactMessagesCsv(status: $status, search: $search) }',
    variables: ({ query }) => filterVariables(query),
    // A byte order mark first: spreadsheets then read the file as UTF-8 (Arabic names and messages).
    respond: (data) => `\ufeff${data.contactMessagesCsv}`,
    file: { contentType: 'text/csv; charset=utf-8', filename: 'contact-messages.csv' },
    doc: { summary: 'The inbox as a CSV file', tag: 'Contact', access: 'staff', query: inboxExportQuery, data: contactCsv },
  },
  {
    method: 'GET',
    path: '/api/contact-messages/:id',
    document: `query RestContactMessage($id: ID!) { contactMessage(id: $id) { ...RestContactMessage } } ${messageFields}`,
    variables: ({ params }) => ({ id: globalIdFromParam('ContactMessage', params.id) }),
    respond: (data) => restMessage(data.contactMessage),
    doc: { summary: 'An enquiry', tag: 'Contact', access: 'staff', data: ContactMessage },
  },
  {
    method: 'PATCH',
    path: '/api/contact-messages/:id',
    document: `mutation RestUpdateContactMessage($input: UpdateContactMessageInput!) { updateContactMessage(input: $input) { contactMessage { ...RestContactMessage } } } ${messageFields}`,
    variables: ({ params, body }) => {
      const status = body?.status;
      return { input: { id: globalIdFromParam('ContactMessage', params.id), status: typeof status === 'string' ? status.toUpperCase() : status } };
    },
    respond: (data) => restMessage(data.updateContactMessage.contactMessage),
    doc: { summary: 'Mark an enquiry new, read or archived', tag: 'Contact', access: 'staff', body: updateContactMessageBody, data: ContactMessage },
  },
  {
    method: 'DELETE',
    path: '/api/contact-messages/:id',
    document: 'mutation RestDeleteContactMessage($id: ID!) { deleteContactMessage(input: { id: $id }) { deletedContactMessageId } }',
    variables: ({ params }) => ({ id: globalIdFromParam('ContactMessage', params.id) }),
    respond: (data) => ({ id: numericId(data.deleteContactMessage.deletedContactMessageId), message: 'Contact message deleted' }),
    doc: { summary: 'Delete an enquiry for good', tag: 'Contact', access: 'admin', data: Deleted },
  },
];
