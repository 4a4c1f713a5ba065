// `npm run generate`: the Prisma client, schema.graphql and the Relay artifacts, in that order.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(join(root, 'node_modules/.bin/tsx'), [join(root, 'api/scripts/prisma-generate.ts')]);
// Imported after the client exists: the schema module needs it.
const { printSortedSchema } = await import('../src/graphql/print.ts');
const { mayPublish } = await import('../src/graphql/contract.ts');
const { schema } = await import('../src/graphql/schema.ts');
// schema.graphql is the published contract: no unmarked breaking change replaces it.
const schemaFile = join(root, 'schema.graphql');
if (!mayPublish(existsSync(schemaFile) ? readFileSync(schemaFile, 'utf8') : null, schema)) process.exit(1);
writeFileSync(schemaFile, printSortedSchema());
console.log('Wrote schema.graphql');
// The compiler only adds to its persisted-documents map: started empty and re-persisting every
// operation, it holds exactly the operations the web app sends today (the server's allowlist).
writeFileSync(join(root, 'web/src/__generated__/persistedDocuments.json'), '{}\n');
run(join(root, 'node_modules/.bin/relay-compiler'), ['--repersist']);
