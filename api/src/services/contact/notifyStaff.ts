import { brand } from '../../../../web/src/brand.ts';
import { languageNamesInEnglish } from '../../../../web/src/i18n/languages.ts';
import type { ContactMessage } from '../../db/generated/client.ts';
import { DeliveryError, type Mail } from '../outbox/mail.ts';
import type { Composer } from '../outbox/worker.ts';
import { readSetting } from '../settings/read.ts';
import { notificationRecipients } from './settings.ts';

// The email that tells staff of a new enquiry: plain text only (nothing a visitor typed can become
// markup), answered straight to the visitor through Reply-To. It is built when it is sent, from the
// stored message, so the outbox row holds no copy of what the visitor wrote.

export const notifyStaffKind = 'contact.notify_staff';

/** `siteName`: the English site name of the settings (the brand's by default). */
export function staffNotificationMail(message: ContactMessage, to: string[], siteUrl?: string, siteName: string = brand.name.en): Mail {
  const received = message.createdAt
    .toISOString()
    .replace('T', ' ')
    .replace(/\.\d+Z$/, ' UTC');
  const company = message.company || '(none given)';
  const language = languageNamesInEnglish[message.language];
  const text = [
    `A new enquiry arrived through the ${siteName} website's contact form (#${message.id}).`,
    '',
    `Name:     ${message.fullName}`,
    `Company:  ${company}`,
    `Email:    ${message.email}`,
    `Language: ${language}`,
    `Received: ${received}`,
    `Subject:  ${message.subject}`,
    '',
    'Message:',
    message.message,
    '',
    '-- ',
    `Reply to this email to answer ${message.fullName} directly.`,
    `The enquiry is in the admin inbox${siteUrl ? `: ${siteUrl}/admin/inbox/${message.id}` : ''}.`,
    '',
  ].join('\n');
  return {
    to,
    subject: `[${siteName}] New enquiry from ${message.fullName}: ${message.subject}`,
    text,
    replyTo: { name: message.fullName, address: message.email },
    templateParams: {
      to_email: to.join(', '),
      from_name: message.fullName,
      from_email: message.email,
      reply_to: message.email,
      company: message.company,
      subject: message.subject,
      message: message.message,
      language,
      received_at: message.createdAt.toISOString(),
      message_id: String(message.id),
      ...(siteUrl ? { inbox_url: `${siteUrl}/admin/inbox/${message.id}` } : {}),
    },
  };
}

/** The composer of `contact.notify_staff` notifications: payload `{ contactMessageId }`. */
export function composeStaffNotification(options: { fallbackRecipients: readonly string[]; siteUrl?: string }): Composer {
  return async (db, payload) => {
    const id = (payload as { contactMessageId?: unknown } | null)?.contactMessageId;
    if (typeof id !== 'number') throw new DeliveryError('The notification names no contact message', { permanent: true });
    const message = await db.contactMessage.findUnique({ where: { id } });
    if (!message) return null;
    const env = { contactNotify: options.fallbackRecipients };
    const [to, siteName] = await Promise.all([notificationRecipients(db, options.fallbackRecipients), readSetting(db, 'siteName', env)]);
    return staffNotificationMail(message, to, options.siteUrl, siteName);
  };
}
