import { erasePersonalData, findPersonalData, type ErasureCounts, type PersonalDataReport } from '../../services/personalData.ts';
import { builder } from '../builder.ts';
import { ContactMessageRef } from './contactMessage.ts';

// Personal-data requests (docs/security.md#personal-data): admins find what the site holds about
// an email address, export it (this report, as JSON) and erase it. Rules: services/personalData.ts.

const PersonalDataMessageRef = builder.objectRef<PersonalDataReport['messages'][number]>('PersonalDataMessage').implement({
  description: 'An outgoing message (email or webhook delivery) whose content names the address, or that told staff of its enquiry',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The message's number in the outbox" }),
    kind: t.exposeString('kind', { description: 'What it is, e.g. contact.notify_staff' }),
    status: t.exposeString('status', { description: 'PENDING, SENT or FAILED' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was queued' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true, description: 'When it was sent; null: not yet' }),
  }),
});

const PersonalDataAuditEntryRef = builder.objectRef<PersonalDataReport['auditEntries'][number]>('PersonalDataAuditEntry').implement({
  description: 'A line of the audit log naming the address (a sign-in typed with it, an account changed to it)',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The line's number in the log" }),
    action: t.exposeString('action', { description: 'What was done, as the log records it (e.g. auth.login_failed)' }),
    target: t.exposeString('target', { description: 'What it was done to' }),
    detail: t.exposeString('detail', { description: 'Its details as the log keeps them (JSON text, or empty)' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When' }),
  }),
});

const PersonalDataStaffAccountRef = builder.objectRef<NonNullable<PersonalDataReport['staffAccount']>>('PersonalDataStaffAccount').implement({
  description: 'A staff account with the address: not erased here (change or delete it under Users)',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The account's number" }),
    username: t.exposeString('username', { description: 'Its username' }),
    role: t.exposeString('role', { description: 'ADMIN, EDITOR or CONTRIBUTOR' }),
  }),
});

const PersonalDataReportRef = builder.objectRef<PersonalDataReport>('PersonalDataReport').implement({
  description: 'Everything the site holds about one email address',
  fields: (t) => ({
    email: t.exposeString('email', { description: 'The address, trimmed and lowercased, as it was matched (case does not matter)' }),
    enquiries: t.field({ type: [ContactMessageRef], description: 'Enquiries sent from the address, oldest first', resolve: (r) => r.enquiries as never }),
    messages: t.field({ type: [PersonalDataMessageRef], description: 'Outgoing messages naming it or about its enquiries', resolve: (r) => r.messages }),
    auditEntries: t.field({ type: [PersonalDataAuditEntryRef], description: 'Lines of the audit log naming it', resolve: (r) => r.auditEntries }),
    staffAccount: t.field({
      type: PersonalDataStaffAccountRef,
      nullable: true,
      description: 'A staff account with the address, if any',
      resolve: (r) => r.staffAccount,
    }),
  }),
});

const ErasePersonalDataPayload = builder.objectRef<ErasureCounts>('ErasePersonalDataPayload').implement({
  description: 'What the erasure removed',
  fields: (t) => ({
    erasedEnquiries: t.exposeInt('enquiries', { description: 'Enquiries deleted' }),
    erasedMessages: t.exposeInt('messages', { description: 'Outgoing messages deleted' }),
    anonymisedAuditEntries: t.exposeInt('auditEntries', { description: 'Audit lines whose mention of the address now reads [erased]' }),
  }),
});

const PersonalDataInput = builder.inputType('PersonalDataInput', {
  description: 'An email address. Not a valid one: BAD_USER_INPUT with `extensions.details.email`',
  fields: (t) => ({ email: t.string({ required: true, description: 'The address asked about (any case; trimmed)' }) }),
});

builder.queryField('personalData', (t) =>
  t.field({
    description: 'Everything the site holds about an email address, to show or export (admins only; audited without the address)',
    type: PersonalDataReportRef,
    authScopes: { admin: true },
    args: { input: t.arg({ type: PersonalDataInput, required: true, description: 'The address' }) },
    resolve: (_root, { input }, ctx) => findPersonalData(ctx, input.email),
  }),
);

builder.mutationField('erasePersonalData', (t) =>
  t.field({
    description:
      'Erases what the site holds about an email address: its enquiries and the messages naming it deleted, the address blanked in the audit log; a staff account is left alone (admins only; audited without the address)',
    type: ErasePersonalDataPayload,
    args: { input: t.arg({ type: PersonalDataInput, required: true, description: 'The address' }) },
    resolve: (_root, { input }, ctx) => erasePersonalData(ctx, input.email),
  }),
);
