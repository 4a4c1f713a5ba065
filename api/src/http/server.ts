import { createServer, STATUS_CODES, type IncomingMessage, type Server } from 'node:http';
import { createServerAdapter } from '@whatwg-node/server';
import type { App } from '../app.ts';

/** The site's HTTP server around the app's one handler: timeouts, and Node's own refusals in the API's shape. */
export function createSiteServer(app: App): Server {
  const adapter = createServerAdapter<{ req: IncomingMessage }>(async (request, { req }) =>
    withReasonPhrase(await app.fetch(request, { ip: req.socket.remoteAddress })),
  );
  const server = createServer((req, res) => {
    // Node keeps the first of several Host headers; a proxy may have routed by another (RFC 9112 §3.2: 400).
    if (hostHeaders(req) > 1) {
      const body = refusal(400, 'BAD_USER_INPUT', 'The request has more than one Host header');
      res.writeHead(400, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body), connection: 'close' }).end(body);
      return;
    }
    void adapter(req, res);
  });
  server.keepAliveTimeout = 5000;
  // A client has 30 s to send a whole request; a slow body or slow headers do not hold a connection longer.
  server.requestTimeout = 30_000;
  server.headersTimeout = 20_000;
  // Requests Node refuses before the app sees them (headers too large, too slow, malformed) still get
  // the API's error shape, with a code.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
    const [status, code, message] =
      error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'BAD_USER_INPUT', 'The request headers (or the address) are too large']
        : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? [408, 'REQUEST_TIMEOUT', 'The request took too long to arrive']
          : [400, 'BAD_USER_INPUT', 'The request is malformed'];
    const body = refusal(status, code, message);
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  });
  return server;
}

/** The status line's words (`200 OK`), which a Response made without them would leave empty. */
function withReasonPhrase(response: Response): Response {
  if (response.statusText) return response;
  return new Response(response.body, { status: response.status, statusText: STATUS_CODES[response.status], headers: response.headers });
}

/** The API's error shape, for the refusals Node's server sends itself. */
function refusal(status: number, code: string, message: string): string {
  return JSON.stringify({ success: false, message, error: code, details: null, status });
}

function hostHeaders(req: IncomingMessage): number {
  let count = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i].toLowerCase() === 'host') count++;
  return count;
}
