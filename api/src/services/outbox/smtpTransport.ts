import { createTransport } from 'nodemailer';
import { DeliveryError, safeErrorText, type Mail, type MailTransport } from './mail.ts';
import { parseUrl } from '../parseUrl.ts';

// Mail through an SMTP server (nodemailer), one connection per message: notifications are few.

export interface SmtpOptions {
  /** smtp://user:pass@host:port (smtps:// for TLS from the start) */
  url: string;
  from: string;
  /** Connection, greeting and idle-socket limits, so a silent server fails an attempt instead of holding it. */
  timeoutMs?: number;
}

export function createSmtpTransport(options: SmtpOptions): MailTransport {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const transporter = createTransport(
    {
      url: options.url,
      connectionTimeout: timeoutMs,
      greetingTimeout: timeoutMs,
      socketTimeout: timeoutMs * 2,
      disableFileAccess: true,
      disableUrlAccess: true,
    },
    { from: options.from },
  );
  const url = parseUrl(options.url);
  const secrets = [url?.password, url?.password && decodeURIComponent(url.password), url?.username && decodeURIComponent(url.username)];

  return {
    name: 'smtp',
    async send(mail: Mail) {
      if (mail.to.length === 0) {
        throw new DeliveryError('No recipients: list them in the contact.notify setting or CONTACT_NOTIFY', { permanent: false });
      }
      try {
        await transporter.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, replyTo: mail.replyTo });
      } catch (error) {
        const { code, responseCode } = error as { code?: string; responseCode?: number };
        // A 5xx reply refuses this message for good (a rejected recipient, a policy); a wrong
        // password (EAUTH) is the operator's to fix, so the message waits for it.
        const permanent = typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 && code !== 'EAUTH';
        const prefix = code ? `${code}: ` : '';
        throw new DeliveryError(`${prefix}${safeErrorText(error, secrets)}`, { permanent });
      }
    },
    async close() {
      transporter.close();
    },
  };
}
