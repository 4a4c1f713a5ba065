import { createApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createDb } from './db/client.ts';
import { prepareDatabase } from './prepare.ts';
import { whileStartingAlone } from './db/startupLock.ts';
import { parseDatabaseUrl } from './db/url.ts';
import { createSiteServer } from './http/server.ts';
import { createLogger } from './logger.ts';
import { ensureFirstAdmin } from './services/bootstrap.ts';
import { startOffThread } from './services/offThread/pool.ts';
import { createConfiguredOutboxWorker } from './services/outbox/transport.ts';
import { seedContent } from './services/seed.ts';

const started = performance.now();
const config = loadConfig();
const log = createLogger(config);
const target = parseDatabaseUrl(config.DATABASE_URL);

const db = createDb(target);
await whileStartingAlone(target, async () => {
  await prepareDatabase(target, log);
  try {
    await ensureFirstAdmin(db, { username: config.ADMIN_USERNAME, password: config.ADMIN_PASSWORD }, log);
  } catch (error) {
    // A setting the server refuses (a weak ADMIN_PASSWORD): one clear line, no stack.
    log.fatal((error as Error).message);
    process.exit(1);
  }
  if (config.SEED_CONTENT) await seedContent(db, log);
});

const app = createApp(config, { db, log });
// Long renders and SVG uploads run in worker threads (services/offThread): one is ready before the first.
startOffThread().catch((error: unknown) => log.error({ err: error }, 'could not start a worker thread'));
const server = createSiteServer(app);
// Sends the notifications requests queue (new enquiries); without a mail transport it says so and keeps them.
const outbox = createConfiguredOutboxWorker(config, db, log);
outbox.start();

server.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  log.info(
    { port, host: config.HOST, startupMs: Math.round(performance.now() - started) },
    `serving on http://${config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST}:${port}`,
  );
  void app.warmUp(config.SITE_URL ?? `http://localhost:${port}`);
});

let stopping = false;
function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'shutting down: finishing requests in flight');
  // Stop accepting connections; close() waits for requests in flight, idle keep-alive sockets go now.
  server.close(async () => {
    await outbox.stop();
    await app.close();
    log.info('stopped');
    process.exit(0);
  });
  server.closeIdleConnections();
  setTimeout(() => {
    log.warn('requests still running after 10 s: exiting');
    process.exit(1);
  }, 10_000).unref();
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));
