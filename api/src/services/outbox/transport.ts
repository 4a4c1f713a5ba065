import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { composeNewSignIn, newSignInKind } from '../auth/newSignIns.ts';
import { composeStaffNotification, notifyStaffKind } from '../contact/notifyStaff.ts';
import { composeReviewNotice, reviewNoticeKind } from '../publishing/reviewMail.ts';
import { createEmailApiTransport } from './emailApiTransport.ts';
import type { MailTransport } from './mail.ts';
import { createSmtpTransport } from './smtpTransport.ts';
import { createOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from './worker.ts';
import { parseUrl } from '../parseUrl.ts';
import { systemResolver, type Resolver } from '../webhooks/addresses.ts';
import { composeEndpointDisabled, createWebhookSender, endpointDisabledKind } from '../webhooks/deliver.ts';
import { webhookDeliverKind } from '../webhooks/events.ts';

// The outbox worker as the server runs it, from the configuration (api/src/config.ts).

/** The transport MAIL_TRANSPORT chose, or null for none. */
export function createMailTransport(config: Config): MailTransport | null {
  switch (config.MAIL_TRANSPORT) {
    case 'smtp':
      return createSmtpTransport({ url: config.SMTP_URL!, from: config.MAIL_FROM! });
    case 'email-api':
      return createEmailApiTransport({
        baseUrl: config.EMAIL_API_URL,
        publicKey: config.EMAIL_PUBLIC_KEY,
        serviceId: config.EMAIL_SERVICE_ID,
        templateId: config.EMAIL_TEMPLATE_ID,
        accessToken: config.EMAIL_ACCESS_TOKEN,
      });
    default:
      return null;
  }
}

/** The secrets of the configuration a stored error or a log line must never show. */
export function mailSecrets(config: Config): string[] {
  const smtp = config.SMTP_URL ? parseUrl(config.SMTP_URL) : null;
  return [smtp?.password, smtp?.password && decodeURIComponent(smtp.password), config.EMAIL_PUBLIC_KEY, config.EMAIL_ACCESS_TOKEN].filter((s): s is string =>
    Boolean(s),
  );
}

/** The worker main.ts starts; tests may replace the clock, the transport or the backoff. */
export function createConfiguredOutboxWorker(
  config: Config,
  db: Db,
  log: Logger,
  overrides: Partial<Pick<OutboxWorkerOptions, 'transport' | 'now' | 'baseDelayMs' | 'maxDelayMs' | 'leaseMs'>> & { webhookResolver?: Resolver } = {},
): OutboxWorker {
  const { webhookResolver, ...workerOverrides } = overrides;
  return createOutboxWorker({
    db,
    log,
    transport: 'transport' in overrides ? (overrides.transport ?? null) : createMailTransport(config),
    secrets: mailSecrets(config),
    pollMs: config.OUTBOX_POLL_SECONDS * 1000,
    maxAttempts: config.OUTBOX_MAX_ATTEMPTS,
    composers: {
      [notifyStaffKind]: composeStaffNotification({ fallbackRecipients: config.CONTACT_NOTIFY, siteUrl: config.SITE_URL }),
      [reviewNoticeKind]: composeReviewNotice({ siteUrl: config.SITE_URL }),
      [endpointDisabledKind]: composeEndpointDisabled({ siteUrl: config.SITE_URL }),
      [newSignInKind]: composeNewSignIn({ siteUrl: config.SITE_URL }),
    },
    senders: {
      [webhookDeliverKind]: createWebhookSender({ allowLoopback: config.WEBHOOK_ALLOW_LOOPBACK, resolve: webhookResolver ?? systemResolver }),
    },
    ...workerOverrides,
  });
}
