import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { prepareDatabase } from '../db/prepare.ts';

/** Migrates one template database; each test file starts from a copy of it. */
export default async function setup() {
  const dir = mkdtempSync(join(tmpdir(), 'sovra-test-'));
  const file = join(dir, 'template.db');
  await prepareDatabase({ provider: 'sqlite', file }, pino({ level: 'silent' }));
  process.env.SOVRA_TEST_TEMPLATE_DB = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
