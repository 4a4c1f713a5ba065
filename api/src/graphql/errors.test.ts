import { PothosValidationError } from '@pothos/core';
import { buildSchema, execute, GraphQLError, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { apiError } from '../errors.ts';
import { apiErrorOf } from './errors.ts';

// Which errors of an operation are the caller's, told by where they come from and never by the
// libraries' words (issue 21: a graphql-js upgrade rewording its messages changes nothing here).

const schema = buildSchema('type Query { count: Int, post(slug: String!): String, posts(after: String): String, broken: String, refused: String }');
const root = {
  count: () => 2 ** 31,
  post: () => 'a post',
  posts: () => {
    throw new PothosValidationError('Invalid cursor');
  },
  broken: () => {
    throw new GraphQLError('Something of ours went wrong');
  },
  refused: () => {
    throw apiError('FORBIDDEN', 'Not yours');
  },
};

async function firstError(query: string, variableValues: Record<string, unknown> = {}) {
  const result = await execute({ schema, document: parse(query), rootValue: root, variableValues });
  return result.errors![0];
}

describe('apiErrorOf', () => {
  it('takes a variable that does not fit its type (no path: before any resolver ran) as bad input', async () => {
    const error = await firstError('query ($n: String!) { post(slug: $n) }', { n: 5 });
    expect(error.path).toBeUndefined();
    expect(apiErrorOf(error)?.code).toBe('BAD_USER_INPUT');
  });

  it("takes an argument's value refused as the field runs (located at the value) as bad input", async () => {
    const error = await firstError('query ($s: String = "a") { post(slug: $s) }', { s: null });
    expect(error.path).toEqual(['post']);
    expect(apiErrorOf(error)?.code).toBe('BAD_USER_INPUT');
  });

  it('takes what Pothos cannot read (an id, a cursor) as bad input', async () => {
    expect(apiErrorOf(await firstError('{ posts(after: "x") }'))?.code).toBe('BAD_USER_INPUT');
  });

  it('keeps an ApiError as it is', async () => {
    expect(apiErrorOf(await firstError('{ refused }'))).toMatchObject({ code: 'FORBIDDEN', message: 'Not yours' });
  });

  it('takes a value the server produced that its type cannot represent, or any other error at a path, as a fault of ours', async () => {
    expect(apiErrorOf(await firstError('{ count }'))).toBeNull();
    expect(apiErrorOf(await firstError('{ broken }'))).toBeNull();
  });
});
