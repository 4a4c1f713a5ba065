// The load generator of `npm run bench:load` (benchLoad.ts), in its own process so its event loop
// is not the one that measures: autocannon streams of public reads or staff writes, run together.
// Reads a LoadPlan (JSON) from argv[2]; runs for `seconds`, or until a line "stop" on stdin; prints
// one LoadReport (JSON) on stdout. Latencies are kept per request label in time slices, each a
// histogram with 1% buckets, so the caller can merge any process, label or time window.
import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { createInterface } from 'node:readline';

export interface StreamPlan {
  name: string;
  origin: string;
  connections: number;
  /** reads: the public list, an article and a GraphQL posts query in turn; writes: create a draft, then update it. */
  kind: 'reads' | 'writes';
  /** Staff bearer token, for writes. */
  token?: string;
  /** Published posts the article reads go round. */
  slugs?: string[];
}

export interface LoadPlan {
  streams: StreamPlan[];
  /** null: until "stop" arrives on stdin. */
  seconds: number | null;
  sliceMs: number;
}

export interface Slice {
  /** Index of the slice from the start of the run. */
  i: number;
  count: number;
  non2xx: number;
  max: number;
  /** Bucket → answers; the bucket's latency is 1.01^bucket µs. */
  buckets: Record<number, number>;
}

export interface LabelReport {
  statuses: Record<string, number>;
  /** Answers that said `X-Cache: hit`. */
  cacheHits: number;
  /** The first few answers that were not 2xx, as sent. */
  failures: string[];
  slices: Slice[];
}

export interface StreamReport {
  labels: Record<string, LabelReport>;
  /** Connection errors and timeouts (autocannon's 10 s), each with when it happened. */
  errors: { at: number; message: string }[];
  /** Silences over 100 ms between two answers, while the stream ran. */
  gaps: { from: number; to: number }[];
}

export interface LoadReport {
  startedAt: number;
  endedAt: number;
  sliceMs: number;
  streams: Record<string, StreamReport>;
}

interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (request: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest | null;
  onResponse?: (status: number, body: string, context: Record<string, unknown>, headers: Record<string, unknown>) => void;
}

interface AutocannonInstance {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
  on(event: 'reqError', listener: (error: Error) => void): void;
  stop(): void;
}

type Autocannon = (
  options: { url: string; connections: number; duration: number; timeout: number; requests: AutocannonRequest[] },
  done: (error: Error | null) => void,
) => AutocannonInstance;

// autocannon ships no types: its programmatic interface, as far as this file uses it.
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export const bucketOf = (ms: number) => Math.max(0, Math.round(Math.log(Math.max(ms, 0.001) * 1000) / Math.log(1.01)));
export const latencyOf = (bucket: number) => 1.01 ** bucket / 1000;

/** A draft's body: unique title per key, both languages, a few hundred bytes of Markdown. */
export function draftBody(key: string, edited = false) {
  const mark = edited ? ' (edited)' : '';
  return {
    status: 'draft',
    tags: ['load-test'],
    translations: {
      en: {
        title: `Load test draft ${key}${mark}`,
        excerpt: 'Written under load',
        body: `# Under load${mark}\n\nA draft written by **bench:load**, key ${key}.\n\n- one\n- two\n`,
      },
      ar: { title: `مسودة اختبار الحمل ${key}${mark}`, excerpt: 'كتبت تحت الحمل', body: `# تحت الحمل${mark}\n\nمسودة كتبها **bench:load**.\n` },
    },
  };
}

const postsQuery = JSON.stringify({
  query:
    'query LoadPosts { posts(first: 10) { totalCount edges { node { id slug publishedAt translation(locale: en) { title excerpt readTimeMinutes } tags { slug name(locale: en) } } } } }',
});

function requestsOf(stream: StreamPlan, labelled: (label: string) => AutocannonRequest['onResponse']): AutocannonRequest[] {
  if (stream.kind === 'reads') {
    const slugs = stream.slugs ?? [];
    let next = 0;
    return [
      { method: 'GET', path: '/api/blogs', onResponse: labelled('list') },
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: `/api/blogs/${slugs[next++ % slugs.length]}` }),
        onResponse: labelled('article'),
      },
      {
        method: 'POST',
        path: '/graphql',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: postsQuery,
        onResponse: labelled('graphql'),
      },
    ];
  }
  const headers = { authorization: `Bearer ${stream.token}`, 'content-type': 'application/json' };
  const recordCreated = labelled('create')!;
  return [
    {
      method: 'POST',
      path: '/api/blogs?lang=en',
      headers,
      setupRequest: (request, context) => {
        context.key = `load-${randomUUID()}`;
        return { ...request, body: JSON.stringify({ ...draftBody(String(context.key)), createKey: context.key }) };
      },
      onResponse: (status, body, context, headers) => {
        recordCreated(status, body, context, headers);
        if (status !== 201) return;
        const { data } = JSON.parse(body) as { data: { id: number; version: number; slug: string } };
        Object.assign(context, { id: data.id, version: data.version, slug: data.slug });
      },
    },
    {
      method: 'PUT',
      headers,
      // No draft to update when the create failed: back to a create.
      setupRequest: (request, context) =>
        context.id === undefined
          ? null
          : {
              ...request,
              path: `/api/blogs/${context.id}?lang=en`,
              body: JSON.stringify({ ...draftBody(String(context.key), true), slug: context.slug, version: context.version }),
            },
      onResponse: labelled('update'),
    },
  ];
}

function runStream(stream: StreamPlan, plan: LoadPlan, startedAt: number, stops: (() => void)[]): Promise<StreamReport> {
  const report: StreamReport = { labels: {}, errors: [], gaps: [] };
  const slicesOf = new Map<string, Map<number, Slice>>();
  let label = '';
  let lastAnswer = 0;
  const labelled =
    (name: string): AutocannonRequest['onResponse'] =>
    (status, body, _context, headers) => {
      // autocannon calls this just before its 'response' event for the same answer.
      label = name;
      const entry = (report.labels[name] ??= { statuses: {}, cacheHits: 0, failures: [], slices: [] });
      entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
      if (Object.entries(headers).some(([header, value]) => header.toLowerCase() === 'x-cache' && value === 'hit')) entry.cacheHits++;
      if ((status < 200 || status > 299) && entry.failures.length < 3) entry.failures.push(`${status} ${body.slice(0, 600)}`);
    };
  return new Promise((done, fail) => {
    const instance = autocannon(
      { url: stream.origin, connections: stream.connections, duration: plan.seconds ?? 3600, timeout: 10, requests: requestsOf(stream, labelled) },
      (error) => {
        if (error) return fail(error);
        for (const [name, slices] of slicesOf) report.labels[name].slices = [...slices.values()];
        done(report);
      },
    );
    stops.push(() => instance.stop());
    instance.on('response', (_client, status, _bytes, ms) => {
      const now = Date.now();
      if (lastAnswer && now - lastAnswer > 100) report.gaps.push({ from: lastAnswer, to: now });
      lastAnswer = now;
      const slices = slicesOf.get(label) ?? slicesOf.set(label, new Map()).get(label)!;
      const i = Math.floor((now - startedAt) / plan.sliceMs);
      const slice = slices.get(i) ?? slices.set(i, { i, count: 0, non2xx: 0, max: 0, buckets: {} }).get(i)!;
      slice.count++;
      if (status < 200 || status > 299) slice.non2xx++;
      slice.max = Math.max(slice.max, ms);
      const bucket = bucketOf(ms);
      slice.buckets[bucket] = (slice.buckets[bucket] ?? 0) + 1;
    });
    instance.on('reqError', (error) => {
      if (report.errors.length < 10_000) report.errors.push({ at: Date.now(), message: error.message });
    });
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const plan = JSON.parse(process.argv[2]) as LoadPlan;
  const startedAt = Date.now();
  const stops: (() => void)[] = [];
  if (plan.seconds === null) {
    createInterface({ input: process.stdin }).on('line', (line) => {
      if (line.trim() === 'stop') for (const stop of stops) stop();
    });
  }
  const reports = await Promise.all(plan.streams.map((stream) => runStream(stream, plan, startedAt, stops)));
  const result: LoadReport = {
    startedAt,
    endedAt: Date.now(),
    sliceMs: plan.sliceMs,
    streams: Object.fromEntries(plan.streams.map((s, i) => [s.name, reports[i]])),
  };
  // Exit once the whole report is written: a pipe takes it in pieces, and exiting at once cuts it.
  process.stdout.write(`${JSON.stringify(result)}\n`, () => process.exit(0));
}
