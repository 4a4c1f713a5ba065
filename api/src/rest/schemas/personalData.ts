import { z } from 'zod';
import { contactLimits } from '../../../../web/src/api/contactRules.ts';
import { component, count, dateTime, recordId } from './common.ts';
import { ContactMessage } from './contact.ts';

// Personal-data requests as /api/personal-data/… take and answer them (rest/personalDataRoutes.ts).
// The address travels in the body, never in a URL a log would keep.

export const personalDataBody = z.object({
  email: z.email().max(contactLimits.email.max).meta({ description: 'The address asked about (any case; trimmed)' }),
});

export const PersonalDataReport = component(
  'PersonalDataReport',
  z.object({
    email: z.string().meta({ description: 'The address as matched: trimmed and lowercased' }),
    enquiries: z.array(ContactMessage).meta({ description: 'Enquiries sent from it, oldest first' }),
    messages: z
      .array(z.object({ id: recordId, kind: z.string(), status: z.enum(['PENDING', 'SENT', 'FAILED']), createdAt: dateTime, sentAt: dateTime.nullable() }))
      .meta({ description: 'Outgoing messages naming it or about its enquiries' }),
    auditEntries: z
      .array(z.object({ id: recordId, action: z.string(), target: z.string(), detail: z.string(), createdAt: dateTime }))
      .meta({ description: 'Lines of the audit log naming it' }),
    staffAccount: z
      .object({ id: recordId, username: z.string(), role: z.enum(['ADMIN', 'EDITOR', 'CONTRIBUTOR']) })
      .nullable()
      .meta({ description: 'A staff account with the address: not erased here (change or delete it under Users)' }),
  }),
);

export const PersonalDataErased = component(
  'PersonalDataErased',
  z.object({
    erasedEnquiries: count,
    erasedMessages: count,
    anonymisedAuditEntries: count.meta({ description: 'Audit lines whose mention of the address now reads [erased]' }),
    message: z.string(),
  }),
);
