// The two versions `npm run compare-pages` compares: an earlier commit, checked out in a temporary
// git worktree under .cache/ and built there, and this tree, built unless its build is current.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, realpathSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';

const git = (root: string, ...args: string[]) => {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr.trim()}`);
  return result.stdout.trim();
};

/** The commit a ref names in the repository at root, and its subject. */
export function commitOf(root: string, ref: string): { commit: string; subject: string } {
  const commit = git(root, 'rev-parse', '--verify', '--end-of-options', `${ref}^{commit}`);
  return { commit, subject: git(root, 'log', '-1', '--format=%s', commit) };
}

/** Whether the tree at root has changes not committed (then its version is "HEAD plus changes"). */
export const hasLocalChanges = (root: string) => git(root, 'status', '--porcelain', '--untracked-files=no') !== '';

/**
 * Checks the commit out in a new worktree under root's .cache/ (git-ignored) sharing root's
 * node_modules; returns its folder. removeCheckout takes it away again.
 */
export function checkout(root: string, commit: string): string {
  const dir = join(root, '.cache/compare', `${commit.slice(0, 10)}-${process.pid}`);
  mkdirSync(join(root, '.cache/compare'), { recursive: true });
  git(root, 'worktree', 'add', '--detach', '--quiet', dir, commit);
  symlinkSync(realpathSync(join(root, 'node_modules')), join(dir, 'node_modules'));
  return dir;
}

export function removeCheckout(root: string, dir: string): void {
  try {
    git(root, 'worktree', 'remove', '--force', dir);
  } catch {
    // Half made (or already gone): the folder goes, then git forgets it.
    rmSync(dir, { recursive: true, force: true });
    git(root, 'worktree', 'prune');
  }
}

/** Builds a checkout as `npm run build` does (its Prisma client, then the web app), with its own scripts; its output goes to `log`. */
export async function build(dir: string, log: number): Promise<void> {
  for (const script of ['api/scripts/prisma-generate.ts', 'api/scripts/build-web.ts']) {
    const child = spawn(process.execPath, ['--import', 'tsx', script], { cwd: dir, stdio: ['ignore', log, log] });
    const code = await new Promise<number | null>((done, fail) => child.once('error', fail).once('exit', done));
    if (code !== 0) throw new Error(`${script} failed in ${dir} (exit ${code}): see the build log`);
  }
}
