/**
 * The fuzzer: requests generated from the OpenAPI document (every operation, every demo role and
 * anonymous, valid and hostile bodies, params and headers) and the properties every answer must have.
 */

import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { Database } from '../../../server/db/connect';
import type { JsonSchema } from '../../../server/schemas/json-schema';
import { bodyText, parameterValue } from './arbitraries';
import { type Operation, operationsOf } from './operations';
import { ACTORS, type Actor, createFuzzTarget, type FuzzTarget } from './target';

export interface FuzzRequest {
  actor: Actor;
  operation: Operation;
  url: string;
  body: string | undefined;
  headers: Record<string, string>;
}

export interface Outcome {
  status: number;
  ms: number;
  /** Why the answer breaks a property, if it does. */
  problem?: string;
}

const XSRF_VARIANTS = ['right', 'right', 'right', 'right', 'right', 'missing', '%', '%zz', 'wrong'] as const;
const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  '',
];

/** encodeURIComponent, except that a lone surrogate goes out as its (malformed) UTF-8 bytes. */
const encodeLoosely = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\uD800-\uDFFF]/g, '')) + '%ED%A0%80';
  }
};

function requestArbitrary(target: FuzzTarget, operations: Operation[]): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({ actor: fc.constantFrom(...ACTORS), operation: fc.constantFrom(...operations) })
    .chain(({ actor, operation }) => {
      const pathParams = operation.parameters.filter((p) => p.in === 'path');
      const queryParams = operation.parameters.filter((p) => p.in === 'query');
      return fc.record({
        actor: fc.constant(actor),
        operation: fc.constant(operation),
        path: fc.tuple(...pathParams.map((p) => parameterValue(p.schema, target.ids))),
        query: fc.tuple(
          ...queryParams.map((p) => fc.option(parameterValue(p.schema, target.ids), { freq: 2 })),
        ),
        body: operation.method === 'GET' ? fc.constant(undefined) : bodyText(operation.body, target.ids),
        xsrf: fc.constantFrom(...XSRF_VARIANTS),
        contentType: fc.constantFrom(...CONTENT_TYPES),
        language: fc.constantFrom('fr', 'en', 'ar', 'xx', 'ar-TD,fr;q=0.8', ''),
      });
    })
    .map(({ actor, operation, path, query, body, xsrf, contentType, language }) => {
      const encode = (v: { value: string; raw: boolean }) => (v.raw ? v.value : encodeLoosely(v.value));
      let url = operation.path;
      operation.parameters
        .filter((p) => p.in === 'path')
        .forEach((p, i) => {
          const value = path[i];
          if (value) url = url.replace(`{${p.name}}`, encode(value));
        });
      const pairs = operation.parameters
        .filter((p) => p.in === 'query')
        .flatMap((p, i) => (query[i] ? [`${p.name}=${encode(query[i])}`] : []));
      if (pairs.length) url += `?${pairs.join('&')}`;
      const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest' };
      if (language) headers['accept-language'] = language;
      if (body !== undefined && contentType) headers['content-type'] = contentType;
      return { actor, operation, url, body, headers: { ...headers, 'x-fuzz-xsrf': xsrf } };
    });
}

const ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: true });
addFormats(ajv);
ajv.addKeyword({ keyword: 'x-messages' });

type Document = {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema: JsonSchema }> }> }>
  >;
};

/** The documented schema of an answer, if any (checked on every 2xx). */
function responseValidator(document: Document) {
  const cache = new Map<string, ReturnType<typeof ajv.compile> | null>();
  return (operation: Operation, status: number) => {
    const key = `${operation.method} ${operation.path} ${status}`;
    if (!cache.has(key)) {
      const schema =
        document.paths[operation.path]?.[operation.method.toLowerCase()]?.responses?.[status]?.content?.[
          'application/json'
        ]?.schema;
      cache.set(key, schema ? ajv.compile(schema) : null);
    }
    return cache.get(key) ?? null;
  };
}

export interface Fuzzer {
  operations: Operation[];
  arbitrary: fc.Arbitrary<FuzzRequest>;
  /** Sends one request and checks the properties; never throws for a bad answer (see `problem`). */
  run(request: FuzzRequest): Promise<Outcome>;
  close(): Promise<void>;
}

export async function createFuzzer(db: Database): Promise<Fuzzer> {
  const target = await createFuzzTarget(db);
  const document = (await target.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Document;
  const operations = operationsOf(document as never);
  const validatorOf = responseValidator(document);

  async function run(request: FuzzRequest): Promise<Outcome> {
    const { actor, operation } = request;
    const session = target.sessions[actor];
    const { 'x-fuzz-xsrf': xsrf, ...headers } = request.headers;
    headers.cookie = session.cookie;
    if (xsrf === 'right') headers['x-xsrf-token'] = session.xsrf;
    else if (xsrf !== undefined && xsrf !== 'missing')
      headers['x-xsrf-token'] = xsrf === 'wrong' ? `${session.xsrf}x` : xsrf;
    const writes = operation.method !== 'GET';
    const before = writes ? await target.snapshot(operation.path) : '';
    const started = performance.now();
    const response = await target.app.inject({
      method: operation.method,
      url: request.url,
      headers,
      payload: request.body,
    });
    const ms = performance.now() - started;
    const status = response.statusCode;
    const outcome: Outcome = { status, ms };
    if (status >= 500) outcome.problem = `${status}: ${response.body.slice(0, 300)}`;
    else if (status >= 400) {
      let body: unknown;
      try {
        body = response.json();
      } catch {
        body = undefined;
      }
      if (typeof (body as { message?: unknown } | undefined)?.message !== 'string')
        outcome.problem = `${status} without {message}: ${response.body.slice(0, 300)}`;
      else if (writes && (await target.snapshot(operation.path)) !== before)
        outcome.problem = `${status} but rows changed`;
    } else if (status < 300 && response.body && /json/.test(String(response.headers['content-type']))) {
      // Files (the streamed exports) are not JSON: their schema only names the media type.
      const validate = validatorOf(operation, status);
      if (validate && !validate(response.json()))
        outcome.problem = `${status} answer does not match its schema: ${ajv.errorsText(validate.errors)}`;
    }
    // The fuzzer may sign an actor out, disable it or change its password: sign it in again.
    if (actor !== 'anonymous' && (status === 401 || (status === 419 && xsrf === 'right')))
      await target.revive(actor);
    return outcome;
  }

  return {
    operations,
    arbitrary: requestArbitrary(target, operations),
    run,
    close: () => target.close(),
  };
}

/** A request as text, to reproduce a failure. */
export const describeRequest = (r: FuzzRequest) =>
  `${r.actor} ${r.operation.method} ${r.url.slice(0, 300)} ${JSON.stringify(r.headers)} body=${(r.body ?? '').slice(0, 300)}`;
