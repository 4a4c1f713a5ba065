// Preloaded (--import) by .ci/node-lts.sh into every process of the LTS run: better-sqlite3,
// whoever imports it (our code, Prisma's adapter), is loaded from the copy compiled for that Node
// (LTS_BETTER_SQLITE3), so node_modules keeps the build the machine's own Node needs.
import { realpathSync } from 'node:fs';
import { registerHooks } from 'node:module';
import process from 'node:process';
import { URL, pathToFileURL } from 'node:url';

if (!process.env.LTS_BETTER_SQLITE3) throw new Error('LTS_BETTER_SQLITE3 names no folder');

// Resolved paths are real ones: where node_modules is a link (a git worktree sharing another
// checkout's), the installed copy is named by its real path.
const installed = pathToFileURL(`${realpathSync(new URL('../node_modules/better-sqlite3/', import.meta.url))}/`).href;
const compiledForLts = pathToFileURL(`${process.env.LTS_BETTER_SQLITE3}/`).href;

registerHooks({
  resolve(specifier, context, nextResolve) {
    const resolved = nextResolve(specifier, context);
    if (!resolved.url.startsWith(installed)) return resolved;
    return { ...resolved, url: compiledForLts + resolved.url.slice(installed.length) };
  },
});
