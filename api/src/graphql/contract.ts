import { buildSchema, findBreakingChanges, findDangerousChanges, type BreakingChange, type DangerousChange, type GraphQLSchema } from 'graphql';
import { acceptedBreakingChanges, type AcceptedBreakingChange } from './breakingChanges.ts';

// schema.graphql is what API consumers build against; the running schema may differ from it only
// by additions, or by breaking changes marked in breakingChanges.ts.

export interface ContractCheck {
  /** Breaking changes nobody marked: the schema may not be published with them. */
  unmarked: BreakingChange[];
  /** Breaking changes marked in breakingChanges.ts. */
  marked: BreakingChange[];
  /** Changes that may change what an existing client gets (a new enum value, a new default): warnings only. */
  dangerous: DangerousChange[];
}

export function checkContract(
  publishedSdl: string,
  running: GraphQLSchema,
  accepted: readonly AcceptedBreakingChange[] = acceptedBreakingChanges,
): ContractCheck {
  const published = buildSchema(publishedSdl);
  const isMarked = (change: BreakingChange) => accepted.some((mark) => mark.type === change.type && mark.description === change.description);
  const breaking = findBreakingChanges(published, running);
  return {
    unmarked: breaking.filter((change) => !isMarked(change)),
    marked: breaking.filter(isMarked),
    dangerous: findDangerousChanges(published, running),
  };
}

/** What is broken, and how to keep the contract or mark the break: for the test's failure and for `npm run generate`. */
export function explainBreakingChanges(changes: readonly BreakingChange[], today = new Date()): string {
  const date = today.toISOString().slice(0, 10);
  return [
    'schema.graphql is the published contract of the GraphQL API, and the running schema breaks it:',
    ...changes.map((change) => `  ${change.type}: ${change.description}`),
    'A client written against schema.graphql may fail. Keep the old shape if you can: add the new one beside it',
    'and deprecate the old (`deprecationReason`). If the break is intended, add each change to',
    'api/src/graphql/breakingChanges.ts with a reason for consumers, then run `npm run generate`:',
    ...changes.map((change) => `  { type: '${change.type}', description: ${JSON.stringify(change.description)}, date: '${date}', reason: '…' },`),
  ].join('\n');
}

/** Dangerous changes as warnings, one a line. */
export function explainDangerousChanges(changes: readonly DangerousChange[]): string {
  return [
    'Warning: these changes may alter what existing clients get (not refused):',
    ...changes.map((change) => `  ${change.type}: ${change.description}`),
  ].join('\n');
}

/**
 * For `npm run generate`, before it rewrites schema.graphql (`published`, null when there is none
 * yet): warns of dangerous changes; says why and returns false on an unmarked breaking change.
 */
export function mayPublish(published: string | null, running: GraphQLSchema, log: Pick<Console, 'warn' | 'error'> = console): boolean {
  if (published === null) return true;
  let check: ContractCheck;
  try {
    check = checkContract(published, running);
  } catch (error) {
    log.error(
      `schema.graphql does not parse, so it cannot be compared: ${(error as Error).message}\nRestore it from git, then run \`npm run generate\` again.`,
    );
    return false;
  }
  if (check.dangerous.length) log.warn(explainDangerousChanges(check.dangerous));
  if (check.unmarked.length) {
    log.error(`Not writing schema.graphql.\n${explainBreakingChanges(check.unmarked)}`);
    return false;
  }
  return true;
}
