import { z } from 'zod';
import { contactLimits } from '../../../../web/src/api/contactRules.ts';
import { component, count, dateTime, locale, Pagination, pageQuery, recordId, searchQuery } from './common.ts';

// The contact form's enquiries as POST /api/contact takes them and the staff inbox
// (/api/contact-messages…) shows them (rest/contactRoutes.ts).

const messageStatus = z.enum(['NEW', 'READ', 'ARCHIVED']);

/** Lengths in characters, counted after trimming. */
const text = ({ min, max }: { min: number; max: number }) => z.string().min(min).max(max);

export const contactBody = z.object({
  fullName: text(contactLimits.fullName),
  company: text(contactLimits.company).optional(),
  email: z.email().max(contactLimits.email.max),
  subject: text(contactLimits.subject),
  message: text(contactLimits.message),
  consent: z.literal(true).meta({ description: 'The visitor agreed to the privacy policy and terms' }),
  language: locale.optional().meta({ description: "The form's language: refusals are worded in it (default en)" }),
  // No maxLength: a filled one is answered like any other form (a bot must not learn it was found out).
  website: z
    .string()
    .optional()
    .meta({ description: "The hidden field people never fill in: leave it out or empty. Filled, the form is taken for a bot's (answered alike, not kept)" }),
});

export const ContactReceived = z.object({ ok: z.literal(true) });

export const ContactMessage = component(
  'ContactMessage',
  z.object({
    id: recordId,
    fullName: z.string(),
    company: z.string(),
    email: z.string(),
    subject: z.string(),
    message: z.string(),
    language: locale,
    status: messageStatus,
    createdAt: dateTime,
    readAt: dateTime.nullable(),
    replyMailto: z.string().meta({ description: 'A mailto: link that answers the sender' }),
    notification: z
      .object({
        status: z.enum(['PENDING', 'SENT', 'FAILED']),
        attempts: count,
        lastError: z.string().nullable(),
        nextAttemptAt: dateTime.nullable(),
        sentAt: dateTime.nullable(),
      })
      .nullable()
      .meta({ description: 'The email that told staff of it, with its delivery state; null when none was queued' }),
  }),
);

export const ContactMessagePage = component('ContactMessagePage', z.object({ messages: z.array(ContactMessage), unreadCount: count, pagination: Pagination }));

const statusWord = z.enum(['new', 'read', 'archived', 'NEW', 'READ', 'ARCHIVED']);

const inboxFilter = { status: statusWord.optional().meta({ description: 'Only enquiries with this status' }), ...searchQuery };

export const inboxQuery = z.object({ ...pageQuery(20), ...inboxFilter });
export const inboxExportQuery = z.object(inboxFilter);

export const contactCsv = z.string().meta({ description: 'UTF-8 with a byte order mark, one enquiry a row' });

export const updateContactMessageBody = z.object({ status: statusWord });
