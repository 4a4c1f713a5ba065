import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { RestResult } from './testApp.ts';

// Requests and answers held to the OpenAPI document of /api/* (rest/openapi.ts): the operation a
// request is for, whether what it sends is what the document asks for, and whether the answer is
// one the document promises. Each check returns its problems, every one naming the request and
// ajv's words, so a test can show them all at once.

type Json = Record<string, any>;

export interface Operation {
  method: string;
  /** The path as the document writes it: /api/users/{id}. */
  template: string;
  operation: Json;
}

export interface SentRequest {
  method: string;
  /** Path and query, as sent. */
  url: string;
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
}

const pathPattern = (template: string) => new RegExp(`^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '([^/]+)')}$`);

export function createContract(document: Json) {
  const ajv = new Ajv2020({ strict: true, allErrors: true, allowUnionTypes: true });
  addFormats(ajv);
  // Schemas reference the document's components (#/components/schemas/…): each is compiled with them beside it.
  ajv.addKeyword('components');
  const compiled = new Map<Json, ValidateFunction>();
  const validator = (schema: Json) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile({ ...schema, components: document.components });
      compiled.set(schema, validate);
    }
    return validate;
  };

  const operations = Object.entries(document.paths as Record<string, Json>).flatMap(([template, item]) =>
    Object.entries(item).map(([method, operation]) => ({ method: method.toUpperCase(), template, operation, pattern: pathPattern(template) })),
  );
  // A path without parameters before one with them (/api/blogs/admin before /api/blogs/{idOrSlug}), as OpenAPI reads them.
  operations.sort((a, b) => (a.template.match(/\{/g)?.length ?? 0) - (b.template.match(/\{/g)?.length ?? 0));

  const resolve = (object: Json): Json =>
    object.$ref
      ? resolve(
          object.$ref
            .split('/')
            .slice(1)
            .reduce((at: Json, key: string) => at[key], document),
        )
      : object;

  /** Problems of a value against a schema, each saying where. */
  function problems(schema: Json, value: unknown, where: string): string[] {
    const validate = validator(schema);
    if (validate(value)) return [];
    return (validate.errors ?? []).map(
      (error) => `${where}: ${error.instancePath || '(the value)'} ${error.message} (${error.schemaPath} ${JSON.stringify(error.params)})`,
    );
  }

  function find(method: string, pathname: string): (Operation & { values: string[] }) | null {
    for (const candidate of operations) {
      const match = candidate.method === method ? candidate.pattern.exec(pathname) : null;
      if (match) return { method, template: candidate.template, operation: candidate.operation, values: match.slice(1) };
    }
    return null;
  }

  /** A query or path value as the parameter's schema reads it: numbers for integers, a list for comma-separated items. */
  function parameterValue(schema: Json, raw: string): unknown {
    if (schema.type === 'array') return raw.split(',').map((item) => parameterValue(schema.items ?? {}, item));
    if (schema.type === 'integer' && /^-?\d+$/.test(raw)) return Number(raw);
    return raw;
  }

  /** Whether what a request sends is what its operation asks for: path and query parameters, body. */
  function checkRequest(request: SentRequest): string[] {
    const url = new URL(request.url, 'http://localhost');
    const label = `${request.method} ${request.url}`;
    const found = find(request.method, url.pathname);
    if (!found) return [`${label}: no operation of the document takes it`];
    const parameters = (found.operation.parameters ?? []) as Json[];
    const issues: string[] = [];
    const names = [...found.template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    names.forEach((name, i) => {
      const parameter = parameters.find((p) => p.in === 'path' && p.name === name);
      if (!parameter) issues.push(`${label}: path parameter ${name} is not described`);
      else issues.push(...problems(parameter.schema, parameterValue(parameter.schema, decodeURIComponent(found.values[i])), `${label} path ${name}`));
    });
    for (const name of new Set(url.searchParams.keys())) {
      const parameter = parameters.find((p) => p.in === 'query' && p.name === name);
      if (!parameter) issues.push(`${label}: query parameter ${name} is not described`);
      else issues.push(...problems(parameter.schema, parameterValue(parameter.schema, url.searchParams.get(name)!), `${label} query ${name}`));
    }
    for (const parameter of parameters.filter((p) => p.in === 'header')) {
      const value = Object.entries(request.headers ?? {}).find(([name]) => name.toLowerCase() === parameter.name.toLowerCase())?.[1];
      if (value !== undefined) issues.push(...problems(parameter.schema, value, `${label} header ${parameter.name}`));
    }
    for (const parameter of parameters.filter((p) => p.in === 'query' && p.required && !url.searchParams.has(p.name))) {
      issues.push(`${label}: required query parameter ${parameter.name} not sent`);
    }
    issues.push(...checkBody(found.operation, request, label));
    return issues;
  }

  function checkBody(operation: Json, request: SentRequest, label: string): string[] {
    const content = (operation.requestBody?.content ?? {}) as Json;
    const sent = request.json !== undefined || request.body !== undefined;
    if (!sent) return operation.requestBody?.required ? [`${label}: the body it needs was not sent`] : [];
    if (request.json !== undefined) {
      return content['application/json'] ? problems(content['application/json'].schema, request.json, `${label} body`) : [`${label}: takes no JSON body`];
    }
    if (request.body instanceof FormData) {
      if (!content['multipart/form-data']) return [`${label}: takes no multipart body`];
      // A file part stands for bytes: its name is a string like any other part's value.
      const parts = Object.fromEntries([...request.body.entries()].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]));
      return problems(content['multipart/form-data'].schema, parts, `${label} body`);
    }
    const type = request.headers?.['content-type']?.split(';')[0].trim().toLowerCase() ?? '';
    if (type === 'text/plain' && content['text/plain'] && typeof request.body === 'string') {
      const { schema } = content['text/plain'];
      return [...problems(schema, request.body, `${label} body`), ...problems(schema.contentSchema, JSON.parse(request.body), `${label} body's JSON`)];
    }
    return [`${label}: a ${type || 'untyped'} body is not described`];
  }

  /** Whether an answer is one its operation promises: its status, headers and body. */
  function checkAnswer(request: Pick<SentRequest, 'method' | 'url'>, answer: RestResult): string[] {
    const url = new URL(request.url, 'http://localhost');
    const label = `${request.method} ${request.url} → ${answer.status}`;
    const found = find(request.method, url.pathname);
    if (!found) return [`${label}: no operation of the document takes it`];
    const described = found.operation.responses[String(answer.status)];
    if (!described) return [`${label}: the status is not described (${Object.keys(found.operation.responses).join(', ')})`];
    const response = resolve(described);
    const issues: string[] = [];
    for (const [name, header] of Object.entries((response.headers ?? {}) as Record<string, Json>)) {
      const value = answer.headers.get(name);
      if (value === null) {
        if (header.required) issues.push(`${label}: header ${name} missing`);
      } else issues.push(...problems(header.schema, parameterValue(header.schema, value), `${label} header ${name}`));
    }
    if (!response.content) return answer.text === '' ? issues : [...issues, `${label}: a body where none is described`];
    const type = answer.headers.get('content-type')?.split(';')[0].trim() ?? '';
    const media = response.content[type];
    if (!media) return [...issues, `${label}: content type ${type} is not described (${Object.keys(response.content).join(', ')})`];
    const body = type === 'application/json' ? answer.body : answer.text;
    return [...issues, ...problems(media.schema, body, `${label} body`)];
  }

  return { find, checkRequest, checkAnswer, problems };
}

export type Contract = ReturnType<typeof createContract>;
