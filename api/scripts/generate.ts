// `npm run generate`: the Prisma client, schema.graphql and the Relay artifacts, in that order.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(join(root, 'node_modules/.bin/tsx'), [join(root, 'api/scripts/prisma-generate.ts')]);
// Imported after the client exists: the schema module needs it.
const { printSortedSchema } = await import('../src/graphql/print.ts');
writeFileSync(join(root, 'schema.graphql'), printSortedSchema());
console.log('Wrote schema.graphql');
run(join(root, 'node_modules/.bin/relay-compiler'), []);
