// What the outbox sends and how a transport reports a failure, whatever the transport.

/** One plain-text email. Nothing in it is HTML: what a visitor typed cannot become markup. */
export interface Mail {
  to: string[];
  subject: string;
  text: string;
  /** Answering the email writes to this address (the visitor's). */
  replyTo?: { name: string; address: string };
  /** The same content for a template-based email API: its template decides the layout. Values are text. */
  templateParams: Record<string, string>;
}

export interface MailTransport {
  /** `smtp` or `email-api`, for the log. */
  readonly name: string;
  /** Sends or throws; a DeliveryError says whether trying again may help. */
  send(mail: Mail): Promise<void>;
  close(): Promise<void>;
}

/** A failed delivery. `permanent`: trying again cannot help (the outbox gives up at once). */
export class DeliveryError extends Error {
  readonly permanent: boolean;
  constructor(message: string, options: { permanent: boolean }) {
    super(message);
    this.name = 'DeliveryError';
    this.permanent = options.permanent;
  }
}

const maxErrorLength = 500;

/**
 * An error's text fit to store and log: every secret replaced, credentials in any URL removed,
 * line breaks flattened, cut to 500 characters.
 */
export function safeErrorText(error: unknown, secrets: readonly (string | undefined)[]): string {
  let text = error instanceof Error ? error.message : String(error);
  for (const secret of secrets) {
    // Short values (a port, "smtp") would blank innocent words; real secrets are longer.
    if (secret && secret.length >= 4) text = text.split(secret).join('[redacted]');
  }
  text = text
    .replace(/\/\/[^/\s@]*@/g, '//[redacted]@')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > maxErrorLength ? `${text.slice(0, maxErrorLength - 1)}…` : text || 'Unknown error';
}
