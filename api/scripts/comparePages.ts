// `npm run compare-pages -- <git-ref>`: every public page of the site at <git-ref> ("before") and
// of this tree ("after"), in English and Arabic, on a phone and a desktop, side by side: their
// text, headings and links (JavaScript on and off), full-page screenshots and their pixel
// differences, and each version's first paint against its settled page (what moves or changes
// style once the code runs). Builds <git-ref> in a temporary worktree under .cache/ (removed after)
// and this tree if its build is stale, runs each version's own server over a fresh database, drives
// Debian's Chromium, and writes test-results/compare/<time>/report.md with the pictures. Exits
// non-zero only when it could not run: differences are for a person to look at (docs/testing.md).
// COMPARE_PAGES=/,/blog (comma-separated) compares only those paths.
import { mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../../web/e2e/browser.ts';
import { publicPagePaths } from '../../web/src/paths.ts';
import { capturePage, newCaptureContext, type Capture, type Mode, type Width } from './comparePages/capture.ts';
import { compareReadings } from './comparePages/diff.ts';
import { startPixelDiffer, type PixelDiffer } from './comparePages/pixels.ts';
import { progressLine, reportMarkdown, summaryLines, type Comparison, type PixelSummary } from './comparePages/report.ts';
import { buildIsStale } from './build-web.ts';
import { build, checkout, commitOf, hasLocalChanges, removeCheckout } from './comparePages/versions.ts';
import { startSiteServer, stopProcess, type SiteServer } from './siteServer.ts';

const root = resolve(import.meta.dirname, '../..');
const ref = process.argv[2];
if (!ref || ref.startsWith('-')) {
  console.error('Usage: npm run compare-pages -- <git-ref>   (compares the site at <git-ref> with this tree)');
  process.exit(2);
}

const seeded = JSON.parse(readFileSync(join(root, 'prisma/seed/posts.json'), 'utf8')) as { posts: { slug: string }[] };
const notFoundPath = '/compare-pages/no-such-page';
const allPaths = [...publicPagePaths, ...seeded.posts.map((post) => `/blog/${post.slug}`), notFoundPath];
const only = process.env.COMPARE_PAGES?.split(',')
  .map((path) => path.trim())
  .filter(Boolean);
const paths = only?.length ? allPaths.filter((path) => only.includes(path)) : allPaths;
const languages = ['en', 'ar'] as const;
const pageWidths: Width[] = ['phone', 'desktop'];
const modes: Mode[] = ['settled', 'firstPaint', 'noScript'];

const fileStem = (path: string) => (path === '/' ? 'home' : path === notFoundPath ? 'not-found' : path.slice(1).replaceAll('/', '-'));

const startedAt = new Date();
const outDir = join(root, 'test-results/compare', startedAt.toISOString().replace(/[:.]/g, '-'));
const dataDir = mkdtempSync(join(tmpdir(), 'sovra-compare-'));
let checkoutDir: string | undefined;
let servers: SiteServer[] = [];
let browser: Browser | undefined;

async function cleanUp() {
  await browser?.close().catch(() => undefined);
  await Promise.all(servers.map((server) => stopProcess(server.process)));
  if (checkoutDir) removeCheckout(root, checkoutDir);
  checkoutDir = undefined;
  rmSync(dataDir, { recursive: true, force: true });
}
// Ctrl-C (or a kill) leaves no worktree behind either.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void cleanUp().finally(() => process.exit(130)));

try {
  const before = commitOf(root, ref);
  const head = commitOf(root, 'HEAD');
  const after = `this tree (${head.commit.slice(0, 10)}${hasLocalChanges(root) ? ' with uncommitted changes' : ''})`;
  mkdirSync(outDir, { recursive: true });
  checkoutDir = checkout(root, before.commit);
  const stale = buildIsStale(root);
  console.log(
    `Building ${ref} (${before.commit.slice(0, 10)} ${before.subject.slice(0, 60)}) in ${relative(root, checkoutDir)}${stale ? ', and this tree' : ''}…`,
  );
  const buildLog = openSync(join(outDir, 'build.log'), 'w');
  await Promise.all([build(checkoutDir, buildLog), stale ? build(root, buildLog) : null]);

  // Started together, so both seed at the same moment; no limit on renders or page views for a tool that loads page after page.
  const env = { PUBLIC_MISS_MS_PER_SECOND: '0', ANALYTICS_VIEWS_PER_MINUTE: '1000000' };
  servers = await Promise.all(
    [checkoutDir, root].map((dir, i) =>
      startSiteServer({
        root: dir,
        databaseFile: join(dataDir, `${i ? 'after' : 'before'}.db`),
        env,
        stdout: openSync(join(outDir, `${i ? 'after' : 'before'}-server.log`), 'w'),
      }),
    ),
  );
  browser = await launchBrowser();
  console.log(`Comparing ${paths.length} paths × 2 languages × 2 widths: before on ${servers[0].origin}, after on ${servers[1].origin}`);
  const comparisons = await compareAll(browser);
  const seconds = (Date.now() - startedAt.getTime()) / 1000;
  const heading = { before: `${ref} (${before.commit.slice(0, 10)})`, after, startedAt, seconds };
  writeFileSync(join(outDir, 'report.md'), reportMarkdown(heading, comparisons));
  console.log(['', ...summaryLines(comparisons), '', `Report: ${relative(process.cwd(), join(outDir, 'report.md'))} (${Math.round(seconds)} s)`].join('\n'));
} catch (error) {
  console.error(`compare-pages could not run: ${(error as Error).stack ?? String(error)}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}

async function compareAll(browser: Browser): Promise<Comparison[]> {
  const differ = await startPixelDiffer(browser);
  const comparisons: Comparison[] = [];
  // One page's pictures are compared while the next page loads.
  let comparing: Promise<void> = Promise.resolve();
  for (const width of pageWidths) {
    for (const language of languages) {
      // A profile per version and mode, its pages one after another.
      const contexts = await Promise.all(servers.map(() => Promise.all(modes.map((mode) => newCaptureContext(browser, mode, width)))));
      for (const path of paths) {
        const captures = await Promise.all(
          modes.map((mode, m) => Promise.all(servers.map((server, v) => capturePage(contexts[v][m], `${server.origin}${path}?lang=${language}`, mode)))),
        );
        await comparing;
        comparing = compareCaptures(differ, { path, language, width }, captures).then((comparison) => {
          comparisons.push(comparison);
          console.log(`  ${progressLine(comparison)}`);
        });
        comparing.catch(() => undefined); // awaited above, or below: not an unhandled rejection meanwhile
      }
      await comparing;
      await Promise.all(contexts.flat().map((context) => context.close()));
    }
  }
  await differ.close();
  return comparisons;
}

/** The comparison of one page's captures (by mode, then version); the pictures saved beside the report. */
async function compareCaptures(differ: PixelDiffer, page: Pick<Comparison, 'path' | 'language' | 'width'>, captures: Capture[][]): Promise<Comparison> {
  const [settled, firstPaint, noScript] = captures;
  const stem = `${fileStem(page.path)}.${page.language}.${page.width}`;
  const save = (name: string, png: Buffer) => (writeFileSync(join(outDir, `${stem}.${name}.png`), png), `${stem}.${name}.png`);
  const compare = async (before: Buffer, after: Buffer, name: string, firstPaint?: Buffer): Promise<PixelSummary> => {
    const diff = await differ.compare(before, after);
    // A first paint is kept only when it differs from its settled page: otherwise it is that picture.
    if (firstPaint && diff.png) save(name, firstPaint);
    return { share: diff.share, regions: diff.regions, file: diff.png ? save(`${name}.diff`, diff.png) : null };
  };
  return {
    ...page,
    status: [settled[0].status, settled[1].status],
    text: compareReadings(settled[0].reading, settled[1].reading),
    noScriptText: compareReadings(noScript[0].reading, noScript[1].reading),
    pixels: await compare(settled[0].png!, settled[1].png!, 'before-after'),
    firstPaint: [
      await compare(firstPaint[0].png!, settled[0].png!, 'before-first-paint', firstPaint[0].png!),
      await compare(firstPaint[1].png!, settled[1].png!, 'after-first-paint', firstPaint[1].png!),
    ],
    files: [save('before', settled[0].png!), save('after', settled[1].png!)],
    heights: [firstPaint[0].heights!, firstPaint[1].heights!],
    notes: [...settled, ...firstPaint].flatMap((capture, i) =>
      capture.notes.map((note) => `${i % 2 ? 'after' : 'before'}, ${i < 2 ? 'settled' : 'first paint'}: ${note}`),
    ),
  };
}
