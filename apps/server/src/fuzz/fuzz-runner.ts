import fc from 'fast-check';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { randomAddress } from '../testing/players';
import type { FuzzContext } from './fuzz-context';
import { requestsFor, type FuzzRequest } from './fuzz-requests';
import type { Operation } from './openapi-operations';

export interface FuzzOptions {
  /** Generated requests per operation. */
  readonly runs: number;
  /** fast-check seed of the first operation (the others follow it): the same seed replays a run. */
  readonly seed: number;
}

/** A response the fuzzer refuses: a 5xx, or a 4xx outside the error format. */
export interface FuzzFinding {
  readonly operation: string;
  readonly problem: string;
  readonly request: { identity: string; method: string; url: string; body: string | undefined };
  readonly status: number;
  readonly response: string;
}

export interface FuzzSummary {
  readonly operations: number;
  readonly requests: number;
  readonly durationMs: number;
  readonly statuses: Readonly<Record<string, number>>;
  /** Operations that answered 2xx at least once: the generated requests got past validation there. */
  readonly operationsWithSuccess: number;
  readonly findings: readonly FuzzFinding[];
  readonly seed: number;
  readonly runs: number;
}

/** Longer texts in a finding are cut: the report is read by a person. */
const SHOWN_LENGTH = 300;

/** Sends every operation `runs` generated requests, one after another, and judges each answer. */
export async function fuzzOperations(
  app: FastifyInstance,
  context: FuzzContext,
  operations: readonly Operation[],
  options: FuzzOptions,
): Promise<FuzzSummary> {
  const started = performance.now();
  const statuses: Record<string, number> = {};
  const findings: FuzzFinding[] = [];
  let requests = 0;
  let operationsWithSuccess = 0;
  for (const [index, operation] of operations.entries()) {
    await context.revive();
    const label = `${operation.method} ${operation.path}`;
    let succeeded = false;
    const property = fc.asyncProperty(requestsFor(operation, context.pools), async (request) => {
      const response = await app.inject(injectOptions(request, context));
      requests += 1;
      statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
      succeeded ||= response.statusCode < 300;
      const problem = judge(response);
      if (problem) findings.push(describeFinding(label, problem, request, response));
    });
    await fc.assert(property, { numRuns: options.runs, seed: options.seed + index });
    if (succeeded) operationsWithSuccess += 1;
  }
  return {
    operations: operations.length,
    requests,
    durationMs: performance.now() - started,
    statuses,
    operationsWithSuccess,
    findings,
    seed: options.seed,
    runs: options.runs,
  };
}

function injectOptions(request: FuzzRequest, context: FuzzContext): InjectOptions {
  const authorization = request.authorization ?? context.authorizationOf(request.identity);
  const headers: Record<string, string> = authorization === undefined ? {} : { authorization };
  // A fresh address per request: per-address rate limits would otherwise answer 429 before the code under test runs.
  const common = {
    method: request.method as InjectOptions['method'],
    url: request.url,
    remoteAddress: randomAddress(),
  };
  if (!request.body) return { ...common, headers };
  if ('json' in request.body)
    return {
      ...common,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: JSON.stringify(request.body.json) ?? 'null',
    };
  const { contentType, payload } = request.body.raw;
  return {
    ...common,
    headers: contentType === undefined ? headers : { ...headers, 'content-type': contentType },
    payload,
  };
}

/** Never a 5xx; every 4xx in the error format `{ error: { code, message } }`. */
export function judge(response: LightMyRequestResponse): string | undefined {
  if (response.statusCode >= 500) return `answered ${response.statusCode}`;
  if (response.statusCode < 400) return undefined;
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return `answered ${response.statusCode} with a body that is not JSON`;
  }
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string'
    ? undefined
    : `answered ${response.statusCode} outside the error format`;
}

function describeFinding(
  operation: string,
  problem: string,
  request: FuzzRequest,
  response: LightMyRequestResponse,
): FuzzFinding {
  const body =
    request.body === undefined
      ? undefined
      : 'json' in request.body
        ? JSON.stringify(request.body.json)
        : `${request.body.raw.contentType}: ${request.body.raw.payload}`;
  return {
    operation,
    problem,
    request: {
      identity: request.identity,
      method: request.method,
      url: cut(request.url),
      body: body === undefined ? undefined : cut(body),
    },
    status: response.statusCode,
    response: cut(response.body),
  };
}

const cut = (text: string) =>
  text.length > SHOWN_LENGTH ? `${text.slice(0, SHOWN_LENGTH)}... (${text.length} characters)` : text;

/** The run in a few lines: what was sent, what came back, what was wrong. */
export function formatSummary(summary: FuzzSummary, database: string): string {
  const serverErrors = Object.entries(summary.statuses)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, count]) => sum + count, 0);
  const lines = [
    `OpenAPI fuzz on ${database}: ${summary.operations} operations, ${summary.requests} requests in ${(summary.durationMs / 1000).toFixed(1)} s ` +
      `(${summary.runs} runs per operation, seed ${summary.seed})`,
    `operations answering 2xx at least once: ${summary.operationsWithSuccess}; statuses: ${Object.entries(
      summary.statuses,
    )
      .map(([status, count]) => `${status}×${count}`)
      .join(', ')}`,
    `5xx: ${serverErrors}; findings (5xx or a 4xx outside the error format): ${summary.findings.length}`,
  ];
  const distinct = new Map<string, FuzzFinding>();
  for (const finding of summary.findings)
    distinct.set(`${finding.operation} ${finding.problem} ${finding.response.slice(0, 80)}`, finding);
  for (const finding of distinct.values())
    lines.push(`- ${finding.operation} ${finding.problem}: ${JSON.stringify(finding.request)} -> ${finding.response}`);
  return lines.join('\n');
}
