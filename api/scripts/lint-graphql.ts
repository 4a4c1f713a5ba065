// `npm run lint:graphql`: the GraphQL schema linter (api/src/graphql/schemaLint.ts) on the running
// schema, with what it counted; `npm test` runs the same rules in schemaLint.test.ts.
import { schema } from '../src/graphql/schema.ts';
import { formatCounts, formatViolations, lintSchema } from '../src/graphql/schemaLint.ts';

const { violations, excused, counts } = lintSchema(schema);
if (violations.length) console.error(formatViolations(violations));
for (const violation of excused) console.log(`allowed: ${violation.coordinate} [${violation.rule}]: ${violation.reason}`);
console.log(`Described: ${formatCounts(counts)}`);
console.log(violations.length ? `${violations.length} problems` : 'No problems');
process.exitCode = violations.length ? 1 : 0;
