// The ceiling `npm run bench` measures the site against: a bare node:http server answering each
// path with bytes recorded from the site (status, headers, body), and doing nothing else.
// Usage: node --import tsx api/scripts/benchRawServer.ts ANSWERS.json  → prints {"port":N} once listening.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

interface RecordedAnswer {
  status: number;
  headers: Record<string, string>;
  /** base64 */
  body: string;
}

const recorded = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Record<string, RecordedAnswer>;
const answers = new Map(
  Object.entries(recorded).map(([path, answer]) => {
    const body = Buffer.from(answer.body, 'base64');
    return [path, { status: answer.status, headers: { ...answer.headers, 'content-length': String(body.byteLength) }, body }];
  }),
);

const server = createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  // Read the request to its end, as the site does, then answer.
  request.resume();
  request.on('end', () => {
    if (!answer) {
      response.writeHead(404, { 'content-length': '0' }).end();
      return;
    }
    response.writeHead(answer.status, answer.headers);
    response.end(answer.body);
  });
});
server.keepAliveTimeout = 5000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address ? address.port : 0 })}\n`);
});
process.on('SIGTERM', () => process.exit(0));
