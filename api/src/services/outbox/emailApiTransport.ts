import { DeliveryError, safeErrorText, type Mail, type MailTransport } from './mail.ts';

// Mail through the specification's email-sending provider: one JSON call per message,
// POST {EMAIL_API_URL}/api/v1.0/email/send, which renders the provider-side template with our
// template params. Its rules: public key, service id and template id are required and the params
// must be an object. Its statuses: 2xx sent; 400, 403 (block list) and 451 (refused for a headless
// client) will not change on a retry; 429 (throttle), 5xx and a network error (status 0) may.

/** The provider's client library version the calls declare. */
export const emailApiLibVersion = '4.4.1';

export interface EmailApiOptions {
  baseUrl: string;
  publicKey?: string;
  serviceId?: string;
  templateId?: string;
  /** The account's private key, for accounts that refuse calls signed by the public key alone. */
  accessToken?: string;
  timeoutMs?: number;
}

export interface EmailApiRequest {
  lib_version: string;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: Record<string, unknown>;
  accessToken?: string;
}

/** The JSON body of one send, checked against the provider's rules (a failure is permanent: config or code is wrong). */
export function emailApiRequest(options: EmailApiOptions, templateParams: unknown): EmailApiRequest {
  if (!options.publicKey) throw new DeliveryError('The public key is required', { permanent: true });
  if (!options.serviceId) throw new DeliveryError('The service ID is required', { permanent: true });
  if (!options.templateId) throw new DeliveryError('The template ID is required', { permanent: true });
  if (typeof templateParams !== 'object' || templateParams === null || Array.isArray(templateParams)) {
    throw new DeliveryError('The template params have to be an object', { permanent: true });
  }
  return {
    lib_version: emailApiLibVersion,
    user_id: options.publicKey,
    service_id: options.serviceId,
    template_id: options.templateId,
    template_params: templateParams as Record<string, unknown>,
    ...(options.accessToken ? { accessToken: options.accessToken } : {}),
  };
}

/** The provider's words for the statuses the specification names. */
const statusText: Record<number, string> = {
  0: 'Network Error',
  403: 'Forbidden',
  429: 'Too Many Requests',
  451: 'Unavailable For Headless Browser',
};

/** Whether a status is worth another attempt later. */
export function isRetryableStatus(status: number): boolean {
  return status === 0 || status === 408 || status === 429 || status >= 500;
}

export function createEmailApiTransport(options: EmailApiOptions): MailTransport {
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/api/v1.0/email/send`;
  const secrets = [options.publicKey, options.accessToken];

  return {
    name: 'email-api',
    async send(mail: Mail) {
      const body = JSON.stringify(emailApiRequest(options, mail.templateParams));
      let response: Response;
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
          redirect: 'error',
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
      } catch (error) {
        const cause = (error as { cause?: unknown }).cause;
        throw new DeliveryError(`HTTP 0: ${statusText[0]} (${safeErrorText(cause ?? error, secrets)})`, { permanent: false });
      }
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const said = safeErrorText((await response.text().catch(() => '')).slice(0, 200), secrets);
      const words = statusText[response.status] ?? response.statusText;
      throw new DeliveryError(`HTTP ${response.status}: ${[words, said !== 'Unknown error' && said !== words ? said : ''].filter(Boolean).join(' — ')}`, {
        permanent: !isRetryableStatus(response.status),
      });
    },
    async close() {},
  };
}
