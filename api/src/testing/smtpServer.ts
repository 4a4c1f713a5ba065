import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

// A real SMTP server in the test process (the smtp-server package), to send the outbox's mail to:
// plain SMTP with AUTH on loopback (no STARTTLS), keeping every message it accepts.

export const smtpUser = 'mailer';
export const smtpPassword = 'S3cret-smtp-pass';

export interface ReceivedMail {
  envelope: { from: string; to: string[] };
  headers: Record<string, string>;
  /** The plain-text body, decoded (quoted-printable or base64), line breaks as \n. */
  text: string;
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** A port nothing listens on (for now): connecting to it is refused. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === smtpUser && auth.password === smtpPassword) callback(null, { user: smtpUser });
      else callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({ envelope: { from, to: session.envelope.rcptTo.map((rcpt) => rcpt.address) }, ...parseMessage(raw), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as { port: number };
  return { port: address.port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

function parseMessage(raw: string): { headers: Record<string, string>; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = raw.slice(split + 4);
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  const decoded = encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { headers, text: decoded.replace(/\r\n/g, '\n') };
}

function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
