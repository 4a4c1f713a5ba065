import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
  isUnionType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import type { RestRoute } from '../rest/types.ts';

// The hostile corpus of the attack suite (issue 6). It is generated from the REST route table and
// the GraphQL schema, so a new route or field is attacked without anyone listing it here.

export type Actor = 'anonymous' | 'editor' | 'admin';
export const actors: Actor[] = ['anonymous', 'editor', 'admin'];

/** What a request is built from when it is sent: live tokens and rows, fresh unique names. */
export interface Fixtures {
  token(actor: Actor): string | undefined;
  /** The password of every staff fixture (the actors and the target user). */
  password: string;
  /** A staff account that is none of the actors: what ids in paths and inputs point at. */
  userId: number;
  /** Another such account, for races between writes to two users. */
  secondUserId: number;
  /** A published post, its slug and one of its tags. */
  postId: number;
  slug: string;
  tagId: number;
  /** A name never used before in this run: lowercase letters and digits. */
  unique(prefix: string): string;
}

export type HostileInit = RequestInit & { token?: string; duplex?: 'half' };

export interface HostileRequest {
  api: 'rest' | 'graphql';
  /** Names the request in every violation: door, method, path or field, actor, what is hostile. */
  label: string;
  actor: Actor;
  /** Built just before it is sent; `copy` numbers the copies of a concurrent batch. */
  build(fx: Fixtures, copy: number): { path: string; init: HostileInit };
  /** Sent this many times at once (unique-constraint races); 1 for everything else. */
  copies: number;
  /** The body is over the 1 MiB limit: the only right answer is 413. */
  oversized?: boolean;
  /** Sent without a session (no token, or a broken one) to a route for staff: the only right answer is 401, whatever else is wrong. */
  signedOut?: boolean;
}

export type Thunk = (fx: Fixtures) => unknown;
interface Case {
  label: string;
  value: Thunk;
}

const constant =
  (value: unknown): Thunk =>
  () =>
    value;
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const longText = (n: number) => 'x'.repeat(n);
const mebibyte = 1024 * 1024;

/** A valid value for a field or argument, by its name: what the hostile one stands beside. */
export function baselineByName(name: string, fx: Fixtures): unknown {
  switch (name) {
    case 'username':
      return fx.unique('probe');
    case 'email':
      return `${fx.unique('probe')}@example.com`;
    case 'password':
    case 'newPassword':
      return 'a perfectly fine passphrase';
    case 'currentPassword':
      return fx.password;
    case 'displayName':
      return 'Hostile Probe';
    case 'bio':
      return 'Sent by the attack suite';
    case 'slug':
      return fx.slug;
    case 'role':
      return 'EDITOR';
    case 'locale':
    case 'lang':
      return 'en';
    case 'active':
    case 'featured':
      return true;
    default:
      return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Hostile values

/** Global ids that are not what they claim: bad numbers, wrong types, no type, not base64. */
const malformedGlobalIds: Case[] = [
  ...[
    'User:abc',
    'User:1.5',
    'User: 2',
    'User:+3',
    'User:0x10',
    'User:-1',
    'User:0',
    'User:1e3',
    'User:99999999999',
    'User:١',
    'User:',
    'User:1:2',
    ':1',
    'User',
    'Nope:1',
    'Post:999999',
    'Tag:999999',
    '__proto__:1',
    'constructor:1',
  ].map((text) => ({ label: `base64 of "${text}"`, value: constant(b64(text)) })),
  { label: 'a Post id where a User is expected', value: (fx) => b64(`Post:${fx.postId}`) },
  { label: 'a Tag id where a User is expected', value: (fx) => b64(`Tag:${fx.tagId}`) },
  { label: 'raw "1"', value: constant('1') },
  { label: 'not base64', value: constant('!!not base64!!') },
  { label: 'base64 without padding of "User:1"', value: constant(b64('User:1').replace(/=+$/, '')) },
  { label: 'urlsafe base64', value: constant('VXNlcjox-_') },
];

const cursors: Case[] = [
  'OffsetConnection:abc',
  'OffsetConnection:-1',
  'OffsetConnection:1.5',
  'OffsetConnection:99999999999',
  'OffsetConnection:',
  'arrayconnection:1',
  'User:1',
  // Keyset cursors (graphql/connections.ts) with values at and past the edges of what a column holds.
  ...[
    ['posts', '0000-01-01T00:00:00.000Z', 1],
    ['posts', '9999-12-31T23:59:59.999Z', 2147483647],
    ['postsBestMatch', 1e308, '1970-01-01T00:00:00.000Z', -2147483647],
    ['adminPosts', '2026-01-01T00:00:00.000Z', 2147483648],
    ['contactMessages', '2026-01-01T00:00:00.000Z'],
    ['media', { id: 1 }, 1],
    ['users', 'a\u0000b'],
    ['users', '\ud800'],
    ['users'],
  ].map((key) => JSON.stringify(key)),
].map((text) => ({ label: `cursor base64 of "${text}"`, value: constant(b64(text)) }));

const hostileStrings: Case[] = [
  { label: 'empty string', value: constant('') },
  { label: 'blank string', value: constant('   ') },
  { label: '100,000 characters', value: constant(longText(100_000)) },
  { label: 'lone surrogate \\ud800', value: constant('\ud800') },
  { label: 'NUL inside', value: constant('a\u0000b') },
  { label: 'LIKE wildcards %_', value: constant('%_%') },
  { label: 'SQL', value: constant("' OR 1=1 --") },
  { label: 'path traversal', value: constant('../../etc/passwd') },
  { label: 'Arabic and emoji', value: constant('مرحبا 😀') },
  { label: 'HTML', value: constant('<script>alert(1)</script>') },
];

const wrongKinds = {
  number: { label: 'a number', value: constant(123) },
  float: { label: 'a float', value: constant(1.5) },
  boolean: { label: 'a boolean', value: constant(true) },
  list: { label: 'a list', value: constant(['a', 'b']) },
  object: { label: 'an object', value: constant({ a: 1 }) },
  operator: { label: 'an operator object {$ne: null}', value: constant({ $ne: null }) },
  string: { label: 'a string', value: constant('abc') },
  numericString: { label: 'a numeric string', value: constant('1') },
} satisfies Record<string, Case>;

const hostileInts: Case[] = [
  wrongKinds.string,
  wrongKinds.numericString,
  wrongKinds.float,
  { label: '-1', value: constant(-1) },
  { label: '0', value: constant(0) },
  { label: '2^31 (above Int)', value: constant(2_147_483_648) },
  { label: '-2^31-1 (below Int)', value: constant(-2_147_483_649) },
  { label: '2^31-1', value: constant(2_147_483_647) },
  { label: '1e300', value: constant(1e300) },
  wrongKinds.boolean,
  wrongKinds.list,
  wrongKinds.object,
];

function hostileScalars(named: GraphQLNamedType, name: string): Case[] {
  if (isEnumType(named)) {
    const first = named.getValues()[0]?.name ?? 'X';
    return [
      { label: 'unknown value', value: constant('NOT_A_VALUE') },
      { label: 'wrong case', value: constant(first === first.toLowerCase() ? first.toUpperCase() : first.toLowerCase()) },
      { label: 'empty string', value: constant('') },
      { label: '"__proto__"', value: constant('__proto__') },
      wrongKinds.number,
      wrongKinds.object,
    ];
  }
  switch (named.name) {
    case 'Int':
      return hostileInts;
    case 'Float':
      return [...hostileInts, { label: '-0', value: constant(-0) }];
    case 'Boolean':
      return [{ label: 'the string "true"', value: constant('true') }, { label: '1', value: constant(1) }, wrongKinds.object, wrongKinds.list];
    case 'ID':
      return [
        ...malformedGlobalIds,
        { label: 'the number 1', value: constant(1) },
        wrongKinds.float,
        wrongKinds.boolean,
        wrongKinds.object,
        ...hostileStrings.slice(0, 4),
      ];
    case 'String':
      return [
        ...(name === 'after' || name === 'before' ? cursors : []),
        ...hostileStrings,
        wrongKinds.number,
        wrongKinds.boolean,
        wrongKinds.list,
        wrongKinds.object,
        wrongKinds.operator,
      ];
    default:
      // A custom scalar (DateTime and whatever comes next).
      return [
        { label: 'not a date', value: constant('yesterday') },
        { label: 'year 275760', value: constant('+275760-09-13T00:00:00.001Z') },
        { label: '1e20', value: constant(1e20) },
        ...hostileStrings.slice(0, 4),
        wrongKinds.object,
        wrongKinds.list,
      ];
  }
}

/** A valid value of a type: by the argument's name when it has a known meaning, else by type. */
export function baseline(type: GraphQLInputType, name: string): Thunk | undefined {
  if (isNonNullType(type)) return baseline(type.ofType, name);
  if (isListType(type)) {
    const item = baseline(type.ofType, name);
    return item && ((fx) => [item(fx)]);
  }
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields()).filter((field) => isNonNullType(field.type) && field.defaultValue === undefined);
    const parts = fields.map((field) => [field.name, baseline(field.type, field.name)] as const);
    return (fx) => Object.fromEntries(parts.map(([key, value]) => [key, value?.(fx) ?? null]));
  }
  return (fx) => {
    const named = baselineByName(name, fx);
    if (named !== undefined && !(isEnumType(type) && !type.getValue(String(named)))) return named;
    if (isEnumType(type)) return type.getValues()[0]?.name;
    switch (type.name) {
      case 'ID':
        return b64(`User:${fx.userId}`);
      case 'Int':
      case 'Float':
        return 1;
      case 'Boolean':
        return true;
      case 'String':
        return 'probe';
      default:
        return new Date(0).toISOString();
    }
  };
}

/** Adds an own `__proto__` or `constructor` key to an object value (JSON.parse makes it own, not the prototype). */
function withPollutionKey(value: unknown, key: '__proto__' | 'constructor'): unknown {
  const extra = key === '__proto__' ? '{"role":"ADMIN","active":true,"admin":true}' : '{"prototype":{"role":"ADMIN","admin":true}}';
  const text = JSON.stringify(value ?? {});
  return JSON.parse(text === '{}' ? `{"${key}":${extra}}` : `{"${key}":${extra},${text.slice(1)}`);
}

/** Hostile values for an argument or input field of this type; `depth` bounds the walk into input objects. */
function hostileValues(type: GraphQLInputType, name: string, depth = 0): Case[] {
  const cases: Case[] = [];
  if (isNonNullType(type)) {
    cases.push({ label: 'null', value: constant(null) });
    type = type.ofType;
  }
  if (isListType(type)) {
    const item = baseline(type.ofType, name)!;
    cases.push(
      { label: 'a single value, not a list', value: item },
      { label: 'empty list', value: constant([]) },
      { label: 'a null item', value: constant([null]) },
      { label: '10,000 items', value: (fx) => Array.from({ length: 10_000 }, () => item(fx)) },
      { label: 'a list of lists', value: (fx) => [[item(fx)]] },
      ...hostileValues(type.ofType, name, depth).map((c) => ({ label: `[${c.label}]`, value: (fx: Fixtures) => [c.value(fx)] })),
      ...hostileValues(type.ofType, name, depth).map((c) => ({ label: `[valid, ${c.label}]`, value: (fx: Fixtures) => [item(fx), c.value(fx)] })),
    );
    return cases;
  }
  if (isInputObjectType(type)) {
    const whole = baseline(type, name)!;
    cases.push(
      { label: 'a string', value: constant('abc') },
      { label: 'a list', value: (fx) => [whole(fx)] },
      { label: 'empty object', value: constant({}) },
      { label: 'an unknown field', value: (fx) => ({ ...(whole(fx) as object), isAdmin: true }) },
      { label: 'own __proto__ key', value: (fx) => withPollutionKey(whole(fx), '__proto__') },
      { label: 'own constructor key', value: (fx) => withPollutionKey(whole(fx), 'constructor') },
    );
    if (depth < 2) {
      for (const field of Object.values(type.getFields())) {
        for (const c of hostileValues(field.type, field.name, depth + 1)) {
          cases.push({ label: `${field.name}: ${c.label}`, value: (fx) => ({ ...(whole(fx) as object), [field.name]: c.value(fx) }) });
        }
      }
    }
    return cases;
  }
  return [...cases, ...hostileScalars(type, name)];
}

// ---------------------------------------------------------------------------------------------
// GraphQL

/** Scalars of the returned type, and of its object fields one level down, so any document is valid. */
function selectionOf(schema: GraphQLSchema, type: GraphQLOutputType, depth = 0): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (isInterfaceType(named) || isUnionType(named)) {
    const own = isInterfaceType(named) ? fieldsSelection(schema, named.getFields(), depth, true) : '';
    const fragments = schema.getPossibleTypes(named).map((possible) => `... on ${possible.name} ${selectionOf(schema, possible, depth)}`);
    return `{ __typename ${own} ${fragments.join(' ')} }`;
  }
  return `{ __typename ${fieldsSelection(schema, (named as GraphQLObjectType).getFields(), depth, false)} }`;
}

function fieldsSelection(schema: GraphQLSchema, fields: Record<string, GraphQLField<unknown, unknown>>, depth: number, leavesOnly: boolean): string {
  const parts: string[] = [];
  for (const field of Object.values(fields)) {
    const required = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);
    const args = required.map((arg) => `${arg.name}: ${literalOfBaseline(arg.type)}`);
    if (required.length && args.some((arg) => arg.endsWith('undefined'))) continue;
    const call = args.length ? `${field.name}(${args.join(', ')})` : field.name;
    if (isLeafType(getNamedType(field.type))) parts.push(call);
    else if (!leavesOnly && depth === 0) parts.push(`${call} ${selectionOf(schema, field.type, 1)}`);
  }
  return parts.join(' ');
}

/** A literal for a required argument inside a selection (enums by their first value). */
function literalOfBaseline(type: GraphQLInputType): string | undefined {
  const named = getNamedType(type);
  if (isEnumType(named)) return named.getValues()[0]?.name;
  if (isScalarType(named)) return named.name === 'Int' || named.name === 'Float' ? '1' : named.name === 'Boolean' ? 'true' : '"probe"';
  return undefined;
}

/** A GraphQL literal for a JSON value, or undefined when GraphQL cannot write it (NaN, "$ne" keys). */
function literal(value: unknown): string | undefined {
  if (value === null) return 'null';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return JSON.stringify(value);
  if (Array.isArray(value)) {
    const items = value.map(literal);
    return items.every((item) => item !== undefined) ? `[${items.join(', ')}]` : undefined;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as object).map(([key, item]) => (/^[_A-Za-z]\w*$/.test(key) ? `${key}: ${literal(item)}` : undefined));
    return entries.every((entry) => entry !== undefined && !entry.endsWith('undefined')) ? `{${entries.join(', ')}}` : undefined;
  }
  return undefined;
}

/** Stands in for the live fixtures when only the shape of a value matters (can GraphQL write it?). */
const placeholderFixtures: Fixtures = {
  token: () => undefined,
  password: 'x',
  userId: 1,
  secondUserId: 2,
  postId: 1,
  slug: 'x',
  tagId: 1,
  unique: (prefix) => `${prefix}0`,
};

function graphqlPost(body: unknown, token: string | undefined): { path: string; init: HostileInit } {
  return { path: '/graphql', init: { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), token } };
}

/**
 * For every field of Query and Mutation, and every argument, one operation per hostile value of
 * the argument's type (other required arguments valid), sent as a variable by every actor and, when
 * GraphQL can write it, as a literal by the first actor. Fields without arguments are sent once per actor.
 */
export function graphqlCorpus(schema: GraphQLSchema, forActors: Actor[] = actors): HostileRequest[] {
  const corpus: HostileRequest[] = [];
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  for (const [operation, root] of roots) {
    if (!root) continue;
    for (const field of Object.values(root.getFields())) {
      const selection = selectionOf(schema, field.type);
      const document = (args: string[], variables: string[]) =>
        `${operation} Hostile${variables.length ? `(${variables.join(', ')})` : ''} { ${field.name}${args.length ? `(${args.join(', ')})` : ''} ${selection} }`;
      const required = field.args.filter((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined);

      const variants: { label: string; literal?: boolean; make: (fx: Fixtures) => { query: string; variables: Record<string, unknown> } }[] = [];
      if (field.args.length === 0) variants.push({ label: 'no arguments', make: () => ({ query: document([], []), variables: {} }) });
      for (const arg of field.args) {
        const others = required.filter((other) => other !== arg);
        const otherValues = (fx: Fixtures) => Object.fromEntries(others.map((other) => [other.name, baseline(other.type, other.name)!(fx)]));
        const otherArgs = others.map((other) => `${other.name}: $${other.name}`);
        const otherVars = others.map((other) => `$${other.name}: ${String(other.type)}`);
        for (const c of hostileValues(arg.type, arg.name)) {
          variants.push({
            label: `${arg.name}: ${c.label} (variable)`,
            make: (fx) => ({
              query: document([...otherArgs, `${arg.name}: $${arg.name}`], [...otherVars, `$${arg.name}: ${String(arg.type)}`]),
              variables: { ...otherValues(fx), [arg.name]: c.value(fx) },
            }),
          });
          if (isInputObjectType(getNamedType(arg.type)) || literal(c.value(placeholderFixtures)) === undefined) continue;
          variants.push({
            label: `${arg.name}: ${c.label} (literal)`,
            literal: true,
            make: (fx) => ({ query: document([...otherArgs, `${arg.name}: ${literal(c.value(fx))}`], otherVars), variables: otherValues(fx) }),
          });
        }
      }
      for (const actor of forActors) {
        // A literal fails or passes validation whoever sends it: one actor is enough for those.
        for (const variant of variants.filter((v) => !v.literal || actor === forActors[0])) {
          corpus.push({
            api: 'graphql',
            label: `GraphQL ${operation} ${field.name} as ${actor}: ${variant.label}`,
            actor,
            copies: 1,
            build: (fx) => graphqlPost(variant.make(fx), fx.token(actor)),
          });
        }
      }
    }
  }
  return corpus;
}

/** What is wrong at the /graphql door itself: methods, content types, envelopes, sizes, shapes of documents. */
export function graphqlTransportCorpus(forActors: Actor[] = ['anonymous', 'editor']): HostileRequest[] {
  const health = '{ health { ok } }';
  interface Variant {
    label: string;
    path: string;
    init: () => HostileInit;
    oversized?: boolean;
  }
  const raw = (label: string, init: HostileInit, path = '/graphql'): Variant => ({ label, path, init: () => init });
  const json = (label: string, body: unknown) => raw(label, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = (label: string, body: string | Uint8Array, type = 'application/json') =>
    raw(label, { method: 'POST', headers: type ? { 'content-type': type } : {}, body: body as BodyInit });
  const depth = (n: number) => `{ post(slug: "x") { ${'related { '.repeat(n)}id${' }'.repeat(n)} } }`;
  const oversized = oversizedBodies((pad) => JSON.stringify({ query: health, variables: { pad } }));
  const variants: Variant[] = [
    raw('GET with a query', {}, `/graphql?query=${encodeURIComponent(health)}`),
    raw('GET with a mutation', {}, `/graphql?query=${encodeURIComponent('mutation { logout { success } }')}`),
    raw('GET with a broken query', {}, '/graphql?query=%7B'),
    raw('GET with %ZZ in the query string', {}, '/graphql?query=%ZZ'),
    raw('GET with a lone surrogate escape in the query string', {}, '/graphql?query=%ED%A0%80'),
    raw('GET with variables not JSON', {}, `/graphql?query=${encodeURIComponent(health)}&variables=%7B`),
    raw('GET with two queries', {}, `/graphql?query=${encodeURIComponent(health)}&query=${encodeURIComponent(health)}`),
    raw('GET without a query', {}),
    ...['PUT', 'DELETE', 'PATCH', 'OPTIONS'].map((method) =>
      raw(`${method} /graphql`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: health }) }),
    ),
    raw('HEAD /graphql', { method: 'HEAD' }),
    text('not JSON', 'query=1'),
    text('empty body', ''),
    text('JSON null', 'null'),
    text('truncated JSON', '{"query":'),
    text('invalid UTF-8', new Uint8Array([0x7b, 0x22, 0x71, 0xff, 0xfe, 0x22, 0x7d])),
    text('lone surrogate escape in the JSON', '{"query":"{ post(slug: \\"\\ud800\\") { id } }"}'),
    text('lone surrogate escape in the variables', '{"query":"query($s: String!) { post(slug: $s) { id } }","variables":{"s":"\\ud800"}}'),
    json('batch of two', [{ query: health }, { query: health }]),
    json(
      'batch of 1,000',
      Array.from({ length: 1000 }, () => ({ query: health })),
    ),
    json('empty object', {}),
    json('query is a number', { query: 1 }),
    json('query is an object', { query: { kind: 'Document' } }),
    json('variables is a string', { query: health, variables: '{}' }),
    json('variables is a list', { query: health, variables: [] }),
    json('extensions is a string', { query: health, extensions: 'x' }),
    json('unknown persisted query', { extensions: { persistedQuery: { version: 1, sha256Hash: 'a'.repeat(64) } } }),
    json('operationName not in the document', { query: health, operationName: 'Nope' }),
    json('two anonymous operations', { query: `${health} ${health}` }),
    json('syntax error', { query: '{ health { ok }' }),
    json('unknown field', { query: '{ nope }' }),
    json('fragment cycle', { query: '{ ...A } fragment A on Query { ...B } fragment B on Query { ...A }' }),
    json('related nested 30 deep', { query: depth(30) }),
    json('related nested 300 deep', { query: depth(300) }),
    json('10,000 aliases', { query: `{ ${Array.from({ length: 10_000 }, (_, i) => `a${i}: health { ok }`).join(' ')} }` }),
    json('200 aliases of posts(first: 100)', { query: `{ ${Array.from({ length: 200 }, (_, i) => `a${i}: posts(first: 100) { totalCount }`).join(' ')} }` }),
    json('20,000 directives', { query: `{ health ${'@include(if: true) '.repeat(20_000)}{ ok } }` }),
    json('100,000 tokens of __typename', { query: `{ ${'__typename '.repeat(100_000)} }` }),
    json('introspection nested 20 deep', { query: `{ __schema { types { ${'fields { type { '.repeat(10)}name${' } }'.repeat(10)} } } }` }),
    json('1,000 variables', { query: `query(${Array.from({ length: 1000 }, (_, i) => `$v${i}: Int`).join(' ')}) { health { ok } }`, variables: {} }),
    json('a subscription', { query: 'subscription { health { ok } }' }),
    json('50 aliased login mutations', {
      query: `mutation { ${Array.from({ length: 50 }, (_, i) => `a${i}: login(input: { username: "nobody${i}", password: "wrong password" }) { token }`).join(' ')} }`,
    }),
    text('own __proto__ key in the variables', '{"query":"query($slug: String!) { post(slug: $slug) { id } }","variables":{"__proto__":{"slug":"x"}}}'),
    text('own __proto__ key in the envelope', '{"__proto__":{"query":"{ health { ok } }"}}'),
    ...['text/event-stream', 'multipart/mixed', 'application/graphql-response+json', 'text/html', 'application/xml'].map((accept) =>
      raw(`Accept: ${accept}, an operation that fails`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept },
        body: JSON.stringify({ query: '{ me { id } }' }),
      }),
    ),
    text('text/plain', JSON.stringify({ query: health }), 'text/plain'),
    text('form-urlencoded', `query=${encodeURIComponent(health)}`, 'application/x-www-form-urlencoded'),
    text('form-urlencoded with %ZZ', 'query=%ZZ', 'application/x-www-form-urlencoded'),
    text('application/graphql', health, 'application/graphql'),
    text('multipart without parts', '--x--\r\n', 'multipart/form-data; boundary=x'),
    text(
      'multipart upload with a broken map',
      `--x\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"${health}"}\r\n--x\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.nope.deep"]}\r\n--x\r\nContent-Disposition: form-data; name="0"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--x--\r\n`,
      'multipart/form-data; boundary=x',
    ),
    text('application/json; charset=utf-16', JSON.stringify({ query: health }), 'application/json; charset=utf-16'),
    text('no content type', new TextEncoder().encode(JSON.stringify({ query: health })), ''),
    ...oversized.map((o): Variant => ({ label: o.label, path: '/graphql', init: () => o.init, oversized: true })),
  ];
  return forActors.flatMap((actor) =>
    variants.map((variant): HostileRequest => ({
      api: 'graphql',
      label: `GraphQL ${variant.init().method ?? 'GET'} /graphql as ${actor}: ${variant.label}`,
      actor,
      copies: 1,
      oversized: variant.oversized,
      build: (fx) => ({ path: variant.path, init: { ...variant.init(), token: fx.token(actor) } }),
    })),
  );
}

/**
 * A JSON body over the limit five ways: one byte over, a MiB over, streamed without a length, and
 * under a Content-Length that lies or is no number. `body` wraps a padding string of ASCII.
 */
function oversizedBodies(body: (pad: string) => string, limit = mebibyte): { label: string; init: HostileInit }[] {
  const justOver = new TextEncoder().encode(body(longText(limit + 1 - Buffer.byteLength(body('')))));
  const bytes = new TextEncoder().encode(body(longText(limit + mebibyte)));
  const chunked = () =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let offset = 0; offset < bytes.length; offset += 64 * 1024) controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
        controller.close();
      },
    });
  const json = { 'content-type': 'application/json' };
  const over = `${Math.round((limit + mebibyte) / mebibyte)} MiB`;
  return [
    { label: `a body of the limit (${Math.round(limit / mebibyte)} MiB) + 1 byte`, init: { method: 'POST', headers: json, body: justOver } },
    { label: `a body of ${over}`, init: { method: 'POST', headers: json, body: bytes } },
    {
      label: `a body of ${over}, chunked (no Content-Length)`,
      get init(): HostileInit {
        return { method: 'POST', headers: json, body: chunked(), duplex: 'half' };
      },
    },
    { label: `a body of ${over} under Content-Length: 10`, init: { method: 'POST', headers: { ...json, 'content-length': '10' }, body: bytes } },
    { label: `a body of ${over} under Content-Length: abc`, init: { method: 'POST', headers: { ...json, 'content-length': 'abc' }, body: bytes } },
  ];
}

// ---------------------------------------------------------------------------------------------
// REST

/** The query parameters and body fields a route reads, found by running its `variables` on recording inputs. */
export function inputsRead(route: RestRoute, params: Record<string, string>): { query: string[]; body: string[] } {
  const query = new Set<string>();
  const body = new Set<string>();
  class RecordingParams extends URLSearchParams {
    override get(name: string) {
      query.add(name);
      return super.get(name);
    }
    override getAll(name: string) {
      query.add(name);
      return super.getAll(name);
    }
    override has(name: string) {
      query.add(name);
      return super.has(name);
    }
  }
  const recordingBody = new Proxy({} as Record<string, unknown>, {
    get(_target, key) {
      if (typeof key === 'string') body.add(key);
      return undefined;
    },
  });
  try {
    route.variables?.({ params, query: new RecordingParams(), body: recordingBody });
  } catch {
    // A route may refuse the recorded (empty) input; what it read until then is what we need.
  }
  return { query: [...query], body: [...body] };
}

/** A path short enough for a label. */
function shortened(path: string): string {
  return path.length > 80 ? `${path.slice(0, 60)}…(${path.length} chars)` : path;
}

export function paramNames(path: string): string[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => m[1]);
}

export function fillPath(path: string, value: (name: string) => string): string {
  return path.replace(/:(\w+)/g, (_m, name: string) => value(name));
}

/** A valid value of a path parameter: the target user for ids, the published post for slugs, the header for a menu's name. */
function validParam(name: string, fx: Fixtures): string {
  if (name === 'slug') return fx.slug;
  if (name === 'name') return 'header';
  if (name === 'id' || name.endsWith('Id')) return String(fx.userId);
  return '1';
}

/** Path segments as they appear in the URL (already percent-encoded where they need to be). */
const hostileSegments: [string, string][] = [
  ['abc', 'abc'],
  ['-1', '-1'],
  ['0', '0'],
  ['1.5', '1.5'],
  ['1e3', '1e3'],
  ['0x10', '0x10'],
  ['+3', '+3'],
  ['leading space', '%201'],
  ['99999999999', '99999999999'],
  ['%ZZ', '%ZZ'],
  ['a lone %', '%'],
  ['10,000 characters', longText(10_000)],
  ['../ encoded', '..%2F..%2Fhealth'],
  ['%2e%2e', '%2e%2e'],
  ['Arabic and emoji', encodeURIComponent('مرحبا-😀')],
  ['Arabic-Indic digit', encodeURIComponent('١')],
  ['lone surrogate as UTF-8 bytes %ED%A0%80', '%ED%A0%80'],
  ['lone surrogate as %uD800', '%uD800'],
  ['invalid UTF-8 %FF', '%FF'],
  ['NUL', '%00'],
  ['SQL', encodeURIComponent("1' OR '1'='1")],
  ['__proto__', '__proto__'],
  ['constructor', 'constructor'],
];

/** Malformed query strings any route must survive, whether it reads its query or not. */
const malformedQueries: [string, string][] = [
  ['%ZZ', 'a=%ZZ'],
  ['a bare %', '%'],
  ['a lone surrogate escape', 'a=%ED%A0%80'],
  ['a=1&a=2', 'a=1&a=2'],
  ['__proto__[admin]=1', '__proto__[admin]=1'],
  ['10,000 parameters', Array.from({ length: 10_000 }, (_, i) => `p${i}=1`).join('&')],
];

/** Hostile values of the parameters a route reads (and of the usual paging ones), with the malformed ones. */
function hostileQueries(names: string[]): [string, string][] {
  if (names.length === 0) return malformedQueries;
  const generic: [string, string][] = [
    ...malformedQueries,
    ['page=0', 'page=0'],
    ['page=-1', 'page=-1'],
    ['page=1.5', 'page=1.5'],
    ['page=abc', 'page=abc'],
    ['page=99999999999', 'page=99999999999'],
    ['page=1e3', 'page=1e3'],
    ['limit=0', 'limit=0'],
    ['limit=100000', 'limit=100000'],
    ['limit=-5', 'limit=-5'],
    ['lang=xx', 'lang=xx'],
    ['lang=EN', 'lang=EN'],
    ['lang empty', 'lang='],
    ['search of 50,000 characters', `search=${longText(50_000)}`],
    ['search=%', 'search=%25'],
    ['search=_', 'search=_'],
    ['search=%_%', 'search=%25_%25'],
    ['search with a lone surrogate escape', 'search=%ED%A0%80'],
    ['search=%ZZ', 'search=%ZZ'],
    ['search with NUL', 'search=a%00b'],
    ['page=1&page=2', 'page=1&page=2'],
    ['lang=en&lang=ar', 'lang=en&lang=ar'],
    ['search[]=x', 'search[]=x'],
    ['constructor[prototype][admin]=1', 'constructor[prototype][admin]=1'],
  ];
  const perName = names.flatMap((name): [string, string][] => [
    [`${name}=%ZZ`, `${name}=%ZZ`],
    [`${name} of 50,000 characters`, `${name}=${longText(50_000)}`],
    [`${name} twice`, `${name}=a&${name}=b`],
    [`${name} with a lone surrogate escape`, `${name}=%ED%A0%80`],
    [`${name}=-1`, `${name}=-1`],
  ]);
  const seen = new Set<string>();
  return [...generic, ...perName].filter(([, query]) => !seen.has(query) && seen.add(query));
}

/** Whole bodies that are not the JSON object a route wants. */
const hostileBodies: [string, string | Uint8Array][] = [
  ['not JSON', 'username=a&password=b'],
  ['empty', ''],
  ['JSON null', 'null'],
  ['a JSON array', '[]'],
  ['an array of objects', '[{"username":"a","password":"b"}]'],
  ['a JSON string', '"x"'],
  ['a JSON number', '1'],
  ['truncated JSON', '{"username":'],
  ['a BOM before the JSON', '\ufeff{}'],
  ['own __proto__ key', '{"__proto__":{"role":"ADMIN","active":true,"admin":true}}'],
  ['own constructor key', '{"constructor":{"prototype":{"role":"ADMIN","admin":true}}}'],
  ['arrays nested 10,000 deep', `${'['.repeat(10_000)}${']'.repeat(10_000)}`],
  ['objects nested 5,000 deep', `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`],
  [
    'lone surrogate escapes in every string',
    '{"username":"\\ud800","password":"\\ud800","email":"\\ud800","displayName":"\\ud800","currentPassword":"\\ud800","newPassword":"\\udfff\\ud800"}',
  ],
  ['invalid UTF-8 bytes', new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ['duplicate keys', '{"role":"EDITOR","role":"ADMIN"}'],
  ['a number beyond double', '{"a":1e999}'],
  ['100,000 keys', `{${Array.from({ length: 100_000 }, (_, i) => `"k${i}":1`).join(',')}}`],
];

const hostileFieldValues: Case[] = [
  { label: 'null', value: constant(null) },
  wrongKinds.number,
  wrongKinds.float,
  { label: '-1', value: constant(-1) },
  { label: '1e308', value: constant(1e308) },
  wrongKinds.boolean,
  wrongKinds.list,
  { label: 'an empty object', value: constant({}) },
  wrongKinds.operator,
  ...hostileStrings.filter((c) => !['SQL', 'path traversal'].includes(c.label)),
];

/**
 * For every route of the table: each actor, hostile path parameters, query strings, whole bodies,
 * each body field the route reads set to each hostile value (the others valid), content types,
 * oversized bodies, methods the path does not take, and broken Authorization headers.
 */
export function restCorpus(routes: RestRoute[], forActors: Actor[] = actors): HostileRequest[] {
  const corpus: HostileRequest[] = [];
  const add = (
    route: { method: string; path: string; doc?: RestRoute['doc'] },
    actor: Actor,
    label: string,
    make: (fx: Fixtures) => { path: string; init: HostileInit },
    oversized = false,
  ) => {
    // A route of the table for staff refuses a caller without a session before it reads anything (rest/router.ts).
    const signedOut = actor === 'anonymous' && route.doc !== undefined && route.doc.access !== 'public';
    corpus.push({
      api: 'rest',
      label: `REST ${route.method} ${shortened(route.path)} as ${actor}: ${label}`,
      actor,
      copies: 1,
      oversized: oversized && !signedOut,
      signedOut,
      build: make,
    });
  };

  for (const route of routes) {
    const names = paramNames(route.path);
    const read = inputsRead(route, Object.fromEntries(names.map((name) => [name, '1'])));
    const takesBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
    const validPath = (fx: Fixtures) => fillPath(route.path, (name) => encodeURIComponent(validParam(name, fx)));
    const validBody = (fx: Fixtures) => Object.fromEntries(read.body.map((field) => [field, baselineByName(field, fx) ?? 'probe']));
    const init = (fx: Fixtures, actor: Actor, extra: HostileInit = {}): HostileInit => ({
      method: route.method,
      ...(takesBody ? { headers: { 'content-type': 'application/json' }, body: JSON.stringify(validBody(fx)) } : {}),
      ...extra,
      token: fx.token(actor),
    });

    for (const actor of forActors) {
      for (const name of names) {
        for (const [label, segment] of hostileSegments) {
          // A dot segment (%2e%2e) is resolved as the URL is parsed: the request is for another path, none of this route's.
          const target = /^(?:\.|%2e){1,2}$/i.test(segment) ? { method: route.method, path: route.path } : route;
          add(target, actor, `:${name} = ${label}`, (fx) => ({
            path: fillPath(route.path, (other) => (other === name ? segment : encodeURIComponent(validParam(other, fx)))),
            init: init(fx, actor),
          }));
        }
      }
      if (route.method === 'GET') {
        for (const [label, query] of hostileQueries(read.query)) {
          add(route, actor, `?${label}`, (fx) => ({ path: `${validPath(fx)}?${query}`, init: init(fx, actor) }));
        }
      }
      if (!takesBody) continue;
      for (const [label, body] of hostileBodies) {
        add(route, actor, `body ${label}`, (fx) => ({
          path: validPath(fx),
          init: init(fx, actor, { headers: { 'content-type': 'application/json' }, body: body as BodyInit }),
        }));
      }
      for (const field of read.body) {
        for (const c of hostileFieldValues) {
          add(route, actor, `body.${field} = ${c.label}`, (fx) => ({
            path: validPath(fx),
            init: init(fx, actor, { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...validBody(fx), [field]: c.value(fx) }) }),
          }));
        }
      }
      const contentTypes: [string, (fx: Fixtures) => HostileInit][] = [
        ['text/plain', (fx) => ({ headers: { 'content-type': 'text/plain' }, body: JSON.stringify(validBody(fx)) })],
        [
          'form-urlencoded',
          (fx) => ({
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams(validBody(fx) as Record<string, string>).toString(),
          }),
        ],
        [
          'multipart',
          () => ({
            headers: { 'content-type': 'multipart/form-data; boundary=x' },
            body: '--x\r\nContent-Disposition: form-data; name="username"\r\n\r\na\r\n--x--\r\n',
          }),
        ],
        [
          'application/json; charset=utf-16',
          (fx) => ({ headers: { 'content-type': 'application/json; charset=utf-16' }, body: JSON.stringify(validBody(fx)) }),
        ],
        [
          'application/xml',
          () => ({
            headers: { 'content-type': 'application/xml' },
            body: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY e SYSTEM "file:///etc/passwd">]><a>&e;</a>',
          }),
        ],
        ['no content type', (fx) => ({ headers: {}, body: new TextEncoder().encode(JSON.stringify(validBody(fx))) })],
      ];
      for (const [label, extra] of contentTypes) {
        add(route, actor, `content type ${label}`, (fx) => ({ path: validPath(fx), init: init(fx, actor, extra(fx)) }));
      }
      // An upload route takes bodies up to its own, larger limit; without a session, a body of any size is refused unread (401).
      for (const oversized of oversizedBodies(
        (pad) => JSON.stringify({ ...Object.fromEntries(read.body.map((f) => [f, 'x'])), pad }),
        route.upload?.maxBodyBytes,
      )) {
        add(route, actor, oversized.label, (fx) => ({ path: validPath(fx), init: init(fx, actor, { ...oversized.init, method: route.method }) }), true);
      }
    }

    for (const header of [
      'Bearer',
      `Bearer ${longText(10_000)}`,
      'Basic YWRtaW46YWRtaW4=',
      'Bearer a b',
      'Bearer \u00ff\u00fe',
      'Bearer null',
      'Bearer %ED%A0%80',
    ]) {
      add(route, 'anonymous', `Authorization: ${header.slice(0, 24)}${header.length > 24 ? '…' : ''}`, (fx) => {
        const base = init(fx, 'anonymous');
        return { path: validPath(fx), init: { ...base, headers: { ...(base.headers as Record<string, string>), authorization: header } } };
      });
    }
  }

  // Methods a path does not take (HEAD included), for every path of the table.
  const byPath = new Map<string, Set<string>>();
  for (const route of routes) byPath.set(route.path, new Set([...(byPath.get(route.path) ?? []), route.method]));
  for (const [path, methods] of byPath) {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'].filter((m) => !methods.has(m))) {
      for (const actor of forActors) {
        add({ method, path }, actor, 'a method the path does not take', (fx) => ({
          path: fillPath(path, (name) => encodeURIComponent(validParam(name, fx))),
          init: {
            method,
            token: fx.token(actor),
            ...(method === 'GET' || method === 'HEAD' ? {} : { headers: { 'content-type': 'application/json' }, body: '{}' }),
          },
        }));
      }
    }
  }

  // Paths no route takes.
  for (const path of [
    '/api',
    '/api/',
    '/api/nope',
    '/api//users',
    '/api/users/1/nope',
    '/api/%ZZ',
    '/api/blogs/..%2F..%2Fusers',
    `/api/${longText(10_000)}`,
    '/api/users/%ED%A0%80/change-password',
  ]) {
    for (const actor of forActors) {
      for (const method of ['GET', 'POST']) {
        add({ method, path }, actor, 'no such route', (fx) => ({
          path,
          init: { method, token: fx.token(actor), ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}) },
        }));
      }
    }
  }
  return corpus;
}

// ---------------------------------------------------------------------------------------------
// Races

/**
 * The same write sent several times at once, for every route and mutation that takes a unique
 * field (username, email): all copies carry the same new value, so at most one may win.
 */
export function raceCorpus(routes: RestRoute[], schema: GraphQLSchema, copies = 6): HostileRequest[] {
  const corpus: HostileRequest[] = [];
  const uniqueFields = ['username', 'email'];
  // The value all copies of one batch share: made on the first copy, reused by the others.
  const shared = () => {
    let value: Record<string, unknown> | undefined;
    return (_fx: Fixtures, copy: number, make: () => Record<string, unknown>) => {
      if (copy === 0 || !value) value = make();
      return value;
    };
  };

  for (const route of routes.filter((r) => r.method === 'POST' || r.method === 'PUT' || r.method === 'PATCH')) {
    const names = paramNames(route.path);
    const read = inputsRead(route, Object.fromEntries(names.map((name) => [name, '1'])));
    if (!read.body.some((field) => uniqueFields.includes(field))) continue;
    const body = shared();
    corpus.push({
      api: 'rest',
      label: `REST ${route.method} ${route.path} as admin: ${copies} copies at once with the same ${read.body.filter((f) => uniqueFields.includes(f)).join(' and ')}`,
      actor: 'admin',
      copies,
      // Copies alternate between two target users, so a unique value is claimed by two rows at once.
      build: (fx, copy) => ({
        path: fillPath(route.path, (name) => encodeURIComponent(name === 'id' && copy % 2 ? String(fx.secondUserId) : validParam(name, fx))),
        init: {
          method: route.method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body(fx, copy, () => Object.fromEntries(read.body.map((field) => [field, baselineByName(field, fx) ?? 'probe'])))),
          token: fx.token('admin'),
        },
      }),
    });
  }

  const mutation = schema.getMutationType();
  for (const field of Object.values(mutation?.getFields() ?? {})) {
    const input = field.args.find((arg) => arg.name === 'input');
    const type = input && getNamedType(input.type);
    if (!input || !type || !isInputObjectType(type)) continue;
    const fields = Object.values(type.getFields()).filter((f) => uniqueFields.includes(f.name));
    if (!fields.length) continue;
    const value = shared();
    const whole = baseline(input.type, 'input')!;
    const targetsUser = 'id' in type.getFields();
    for (const actor of ['editor', 'admin'] as const) {
      corpus.push({
        api: 'graphql',
        label: `GraphQL mutation ${field.name} as ${actor}: ${copies} copies at once with the same ${fields.map((f) => f.name).join(' and ')}`,
        actor,
        copies,
        build: (fx, copy) =>
          graphqlPost(
            {
              query: `mutation Race($input: ${String(input.type)}) { ${field.name}(input: $input) { __typename } }`,
              variables: {
                input: {
                  ...value(fx, copy, () => ({ ...(whole(fx) as object), ...Object.fromEntries(fields.map((f) => [f.name, baselineByName(f.name, fx)])) })),
                  ...(targetsUser ? { id: b64(`User:${copy % 2 ? fx.secondUserId : fx.userId}`) } : {}),
                },
              },
            },
            fx.token(actor),
          ),
      });
    }
  }
  return corpus;
}
