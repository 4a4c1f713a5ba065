// autocannon as `load()` (benchThroughput.ts) runs it, for a URL with `[<id>]` in its query: the
// command line cannot take one there (its argument parser reads `[` as the start of options), so
// this process runs autocannon itself, with a new random id in every request, and prints its result
// as `autocannon -j` does. argv[2]: { url, connections, seconds, method, headers }.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

const autocannon = createRequire(import.meta.url)('autocannon') as (options: object, done: (error: Error | null, result: unknown) => void) => void;
const { url, connections, seconds, method, headers } = JSON.parse(process.argv[2]) as {
  url: string;
  connections: number;
  seconds: number;
  method: string;
  headers: Record<string, string>;
};
const target = new URL(url);
const template = `${target.pathname}${target.search}`.replaceAll('%5B%3Cid%3E%5D', '[<id>]');

autocannon(
  {
    url: target.origin,
    connections,
    duration: seconds,
    method,
    headers,
    requests: [{ setupRequest: (request: object) => ({ ...request, path: template.replaceAll('[<id>]', () => randomBytes(6).toString('hex')) }) }],
  },
  (error, result) => {
    if (error) throw error;
    process.stdout.write(`${JSON.stringify(result)}\n`);
  },
);
