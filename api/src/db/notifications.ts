import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Logger } from 'pino';

// Messages between the server processes sharing one PostgreSQL database: NOTIFY on a channel,
// heard by a LISTEN connection in every process (its own included, which it skips). The listening
// connection is one per process, outside the query pool, made in the background; whenever it
// (re)connects it calls `onConnected`, so the process can treat what it may have missed as changed.

export interface Notifications {
  /** Sends `message` to every other process listening on `channel`. */
  send(channel: string, message?: string): Promise<void>;
  /** Settles once the process first listens (`onConnected` has run): what is read after it is heard of when it changes. */
  listening: Promise<void>;
  close(): Promise<void>;
}

export interface NotificationOptions {
  url: string;
  channels: string[];
  onMessage(channel: string, message: string): void;
  /** Listening (again): messages sent before were not heard. */
  onConnected(): void;
  log: Logger;
}

export function listenForNotifications(options: NotificationOptions): Notifications {
  const self = randomUUID();
  let client: pg.Client | null = null;
  let closed = false;
  let retryMs = 250;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: options.url });
    next.on('notification', ({ channel, payload = '' }) => {
      const [sender, ...rest] = payload.split(' ');
      if (sender !== self) options.onMessage(channel, rest.join(' '));
    });
    next.on('error', (error) => {
      if (!closed) options.log.warn({ err: error }, 'the notification connection failed: reconnecting');
    });
    next.on('end', () => {
      if (client === next) client = null;
      if (!closed) setTimeout(reconnect, retryMs).unref();
    });
    await next.connect();
    for (const channel of options.channels) await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (closed) {
      await next.end();
      return;
    }
    client = next;
    retryMs = 250;
  };

  let connecting: Promise<void> | null = null;
  let listened: () => void = () => {};
  const listening = new Promise<void>((resolve) => (listened = resolve));
  const reconnect = () => {
    if (closed || client || connecting) return;
    connecting = connect()
      .then(() => {
        if (!closed) options.onConnected();
        listened();
      })
      .catch((error) => {
        retryMs = Math.min(retryMs * 2, 10_000);
        if (!closed) options.log.warn({ err: error, retryMs }, 'cannot reach the database for notifications yet');
        setTimeout(reconnect, retryMs).unref();
      })
      .finally(() => (connecting = null));
  };

  reconnect();
  // Sending goes through a connection of its own too, so a notice never waits behind the pool.
  const sender = new pg.Pool({ connectionString: options.url, max: 1 });
  sender.on('error', () => {});
  return {
    listening,
    async send(channel, message = '') {
      await sender.query('SELECT pg_notify($1, $2)', [channel, `${self} ${message}`]);
    },
    async close() {
      closed = true;
      listened();
      await connecting;
      const listener = client;
      client = null;
      await Promise.allSettled([listener?.end(), sender.end()]);
    },
  };
}
