import { encodeGlobalID } from '@pothos/plugin-relay';
import type { ContactMessage, OutboxStatus } from '../../db/generated/client.ts';
import { latestFirst } from '../../db/keyset.ts';
import {
  deleteContactMessage,
  exportContactMessagesCsv,
  getContactMessage,
  inboxWhere,
  setContactMessageStatus,
  unreadCount,
} from '../../services/contact/inbox.ts';
import { enquiryLimit, submitContactMessage } from '../../services/contact/submit.ts';
import { limitInWords } from '../../services/limits/rateLimit.ts';
import { staffOnlyWhere } from '../../services/auth/permissions.ts';
import { contactLimits } from '../../../../web/src/api/contactRules.ts';
import { maxSearchLength } from '../../../../web/src/api/searchRules.ts';
import { builder } from '../builder.ts';
import { resolvePrismaConnection } from '../connections.ts';
import { LocaleEnum } from './scalars.ts';

// Enquiries: the public contact form (submitContactMessage) and the staff inbox (list, detail,
// status, delete, CSV export). The rules live in services/contact.

export const ContactMessageStatusEnum = builder.enumType('ContactMessageStatus', {
  description: 'Where an enquiry stands in the staff inbox',
  values: {
    NEW: { description: 'Not read yet (counted in unreadCount)' },
    READ: { description: 'Read by a staff member' },
    ARCHIVED: { description: 'Dealt with and put away' },
  } as const,
});

const NotificationStatusEnum = builder.enumType('NotificationStatus', {
  description: 'Where an outgoing notification stands in the outbox',
  values: {
    PENDING: { description: 'Waiting to be sent, or to be tried again after a failure' },
    SENT: { description: 'Handed to the mail service' },
    FAILED: { description: 'Given up on: refused for good, or failed too many times' },
  } as const,
});

interface NotificationShape {
  status: OutboxStatus;
  attempts: number;
  lastError: string;
  nextAttemptAt: Date;
  sentAt: Date | null;
}

const ContactNotificationRef = builder.objectRef<NotificationShape>('ContactNotification').implement({
  description: 'The email that told staff of an enquiry, as the outbox tracks it',
  fields: (t) => ({
    status: t.field({ type: NotificationStatusEnum, description: 'Pending, sent or failed', resolve: (n) => n.status }),
    attempts: t.exposeInt('attempts', { description: 'Attempts made so far' }),
    lastError: t.string({
      nullable: true,
      description: 'Why the last attempt failed (no secrets), or null; addresses in it (the recipients, which only admins see) show as [address] to editors',
      resolve: (n, _args, ctx) => (ctx.viewer?.role === 'ADMIN' ? n.lastError : n.lastError.replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '[address]')) || null,
    }),
    nextAttemptAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the next attempt is due, while it is pending',
      resolve: (n) => (n.status === 'PENDING' ? n.nextAttemptAt : null),
    }),
    sentAt: t.field({ type: 'DateTime', nullable: true, description: 'When it was sent', resolve: (n) => n.sentAt }),
  }),
});

export const ContactMessageRef = builder.prismaNode('ContactMessage', {
  description: 'An enquiry sent through the contact form (staff only)',
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, ctx) => ({ id: Number(id), AND: [staffOnlyWhere(ctx)] }),
  authScopes: { staff: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The message's number (REST uses numbers)" }),
    fullName: t.exposeString('fullName', { description: "The sender's full name" }),
    company: t.exposeString('company', { description: "The sender's company; empty when not given" }),
    email: t.exposeString('email', { description: 'The address to answer' }),
    subject: t.exposeString('subject', { description: 'The subject the sender gave' }),
    message: t.exposeString('message', { description: 'What the sender wrote: plain text, line breaks as \\n' }),
    language: t.field({ type: LocaleEnum, description: 'The language of the page it was sent from', resolve: (m) => m.language }),
    status: t.field({ type: ContactMessageStatusEnum, description: 'New, read or archived', resolve: (m) => m.status }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it arrived' }),
    readAt: t.expose('readAt', { type: 'DateTime', nullable: true, description: 'When it was first marked read; null while new' }),
    replyMailto: t.string({
      description: 'A mailto: link that answers the sender, subject "Re: <subject>"',
      resolve: (m) => replyMailto(m),
    }),
    notification: t.field({
      type: ContactNotificationRef,
      nullable: true,
      description: 'The email that told staff of it, with its delivery state; null when none was queued',
      select: {
        notifications: {
          orderBy: { id: 'desc' },
          take: 1,
          select: { status: true, attempts: true, lastError: true, nextAttemptAt: true, sentAt: true },
        },
      },
      resolve: (m) => m.notifications[0] ?? null,
    }),
  }),
});

function replyMailto(message: Pick<ContactMessage, 'email' | 'subject'>): string {
  const address = encodeURIComponent(message.email).replace(/%40/g, '@');
  return `mailto:${address}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
}

interface InboxConnectionExtras {
  totalCount: number;
  unreadCount: number;
}

const ContactMessageConnection = builder.connectionObject(
  {
    type: ContactMessageRef,
    name: 'ContactMessageConnection',
    description: 'A page of enquiries',
    fields: (t) => ({
      totalCount: t.int({
        description: 'How many enquiries match, across all pages',
        resolve: (connection) => (connection as unknown as InboxConnectionExtras).totalCount,
      }),
      unreadCount: t.int({
        description: 'How many enquiries are NEW in the whole inbox, whatever the filters',
        resolve: (connection) => (connection as unknown as InboxConnectionExtras).unreadCount,
      }),
    }),
  },
  { name: 'ContactMessageEdge', description: 'One enquiry in a page of them' },
);

const inboxFilterArgs = (t: Parameters<Parameters<typeof builder.queryFields>[0]>[0]) => ({
  status: t.arg({ type: ContactMessageStatusEnum, description: 'Only enquiries in this state' }),
  search: t.arg.string({ description: `Text found in the name, company, email, subject or message (at most ${maxSearchLength} characters)` }),
});

const newestMessages = latestFirst('contactMessages', 'createdAt');

builder.queryFields((t) => ({
  contactMessages: t.field({
    description: 'Enquiries from the contact form, newest first, 20 a page unless `first` or `last` says otherwise (staff only)',
    type: ContactMessageConnection,
    authScopes: { staff: true },
    args: { ...t.arg.connectionArgs(), ...inboxFilterArgs(t) },
    resolve: async (_root, args, ctx, info) => {
      const where = await inboxWhere(ctx, args);
      const [connection, unread] = await Promise.all([
        resolvePrismaConnection(
          { args, ctx, info, typeName: 'ContactMessage', defaultSize: 20, order: newestMessages, where },
          (query) => ctx.db.contactMessage.findMany(query),
          () => ctx.db.contactMessage.count({ where }),
        ),
        unreadCount(ctx),
      ]);
      return { ...connection, unreadCount: unread };
    },
  }),
  contactMessage: t.prismaField({
    description: 'One enquiry (staff only); NOT_FOUND when there is none with this id',
    type: 'ContactMessage',
    authScopes: { staff: true },
    args: { id: t.arg.globalID({ required: true, for: ContactMessageRef, description: "The enquiry's global id" }) },
    resolve: async (query, _root, args, ctx) => {
      const message = await getContactMessage(ctx, Number(args.id.id));
      return ctx.db.contactMessage.findUniqueOrThrow({ ...query, where: { id: message.id } });
    },
  }),
  contactMessagesCsv: t.string({
    description:
      'The enquiries a filter selects as CSV (RFC 4180, every cell quoted, formulas neutralised), newest first, at most 10,000 (staff only; audited)',
    authScopes: { staff: true },
    args: inboxFilterArgs(t),
    resolve: (_root, args, ctx) => exportContactMessagesCsv(ctx, args),
  }),
}));

const { fullName, company, email, subject, message } = contactLimits;

const SubmitContactMessageInput = builder.inputType('SubmitContactMessageInput', {
  description:
    "The contact form. The server checks it with the form's own rules (web/src/api/contactRules.ts): a problem is BAD_USER_INPUT with `extensions.details` naming every field at fault (required, too_short, too_long or invalid)",
  fields: (t) => ({
    fullName: t.string({ description: `${fullName.min} to ${fullName.max} characters, with letters` }),
    company: t.string({ description: `Optional; at most ${company.max} characters` }),
    email: t.string({ description: `The address to answer; at most ${email.max} characters` }),
    subject: t.string({ description: `${subject.min} to ${subject.max} characters` }),
    message: t.string({ description: `${message.min} to ${message.max.toLocaleString('en')} characters` }),
    consent: t.boolean({ description: 'The sender agrees to the privacy policy and terms: must be true' }),
    language: t.field({ type: LocaleEnum, description: 'The language of the page the form is on (en when left out)' }),
    website: t.string({ description: 'Must be left empty' }),
  }),
});

const SubmitContactMessagePayload = builder.objectRef<{ ok: boolean }>('SubmitContactMessagePayload').implement({
  description: 'The answer to a sent contact form',
  fields: (t) => ({ ok: t.exposeBoolean('ok', { description: 'True: the enquiry was received' }) }),
});

const UpdateContactMessageInput = builder.inputType('UpdateContactMessageInput', {
  description: "A change of an enquiry's state",
  fields: (t) => ({
    id: t.globalID({ required: true, for: ContactMessageRef, description: "The enquiry's global id" }),
    status: t.field({ type: ContactMessageStatusEnum, required: true, description: 'Its new state' }),
  }),
});

const DeleteContactMessageInput = builder.inputType('DeleteContactMessageInput', {
  description: 'The enquiry to delete',
  fields: (t) => ({ id: t.globalID({ required: true, for: ContactMessageRef, description: "The enquiry's global id" }) }),
});

const ContactMessagePayload = builder.objectRef<{ contactMessage: ContactMessage }>('ContactMessagePayload').implement({
  description: 'The enquiry after the change',
  fields: (t) => ({
    contactMessage: t.field({ type: ContactMessageRef, description: 'The changed enquiry', resolve: (payload) => payload.contactMessage as never }),
  }),
});

const DeleteContactMessagePayload = builder.objectRef<{ deletedContactMessageId: string }>('DeleteContactMessagePayload').implement({
  description: 'What was deleted',
  fields: (t) => ({ deletedContactMessageId: t.exposeID('deletedContactMessageId', { description: 'The global id of the deleted enquiry' }) }),
});

builder.mutationFields((t) => ({
  submitContactMessage: t.field({
    description: `Sends an enquiry through the contact form (anyone). Stored at once; staff are notified by email from the outbox. FORBIDDEN ("Forbidden") for a blocked address, RATE_LIMITED ("Too Many Requests", with retryAfterSeconds) over ${limitInWords(enquiryLimit, 'enquiries')} from one address`,
    type: SubmitContactMessagePayload,
    args: { input: t.arg({ type: SubmitContactMessageInput, required: true, description: "The form's fields" }) },
    resolve: async (_root, { input }, ctx) => {
      await submitContactMessage(ctx, input);
      return { ok: true };
    },
  }),
  updateContactMessage: t.field({
    description: 'Marks an enquiry new, read or archived (staff only; audited)',
    type: ContactMessagePayload,
    args: { input: t.arg({ type: UpdateContactMessageInput, required: true, description: 'Which enquiry, and its new state' }) },
    resolve: async (_root, { input }, ctx) => ({ contactMessage: await setContactMessageStatus(ctx, Number(input.id.id), input.status) }),
  }),
  deleteContactMessage: t.field({
    description: 'Deletes an enquiry for good, with its notification (admins only; audited)',
    type: DeleteContactMessagePayload,
    args: { input: t.arg({ type: DeleteContactMessageInput, required: true, description: 'Which enquiry' }) },
    resolve: async (_root, { input }, ctx) => {
      await deleteContactMessage(ctx, Number(input.id.id));
      return { deletedContactMessageId: encodeGlobalID('ContactMessage', input.id.id) };
    },
  }),
}));
