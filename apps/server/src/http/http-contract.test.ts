import { describe, expect, it } from 'vitest';
import { createTestApp, useTestApp } from '../testing/test-app';
import { testDatabaseServerUrl } from '../testing/test-database';

const ADMIN_TOKEN = 'operator-token-of-the-contract-tests';

const testApp = useTestApp({ environment: { ADMIN_TOKEN } });

describe('GET /api/health', () => {
  it('answers ok after checking the database, naming no database to anyone', async () => {
    for (const authorization of [undefined, 'Bearer wrong-operator-token-wrong-token', `Bearer ${ADMIN_TOKEN}x`]) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      expect(response.body).not.toMatch(/pglite|postgres/i);
    }
  });

  it('names the database to the operator (Authorization: Bearer ADMIN_TOKEN)', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(response.json()).toEqual({
      status: 'ok',
      database: testDatabaseServerUrl ? 'postgres' : 'pglite',
      dependencies: { database: 'ready' },
    });
  });

  it('answers 503 in the error format when the database is gone', async () => {
    const broken = await createTestApp();
    await broken.app.database.close();
    const response = await broken.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: { code: 'database_unavailable', message: 'The database is not answering' },
    });
    await broken.close().catch(() => undefined);
  });
});

describe('trace id', () => {
  it('echoes the X-Trace-Id the client sent', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-trace-id': 'abc-123.trace' },
    });
    expect(response.headers['x-trace-id']).toBe('abc-123.trace');
  });

  it('generates one when none is sent, a different one per request', async () => {
    const first = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    const second = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(first.headers['x-trace-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-trace-id']).not.toBe(first.headers['x-trace-id']);
  });

  it('replaces a trace id that is too long or carries unsafe characters', async () => {
    for (const offered of ['x'.repeat(129), 'has space', 'line\u0007bell', '']) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-trace-id': offered },
      });
      expect(response.headers['x-trace-id']).not.toBe(offered);
      expect(response.headers['x-trace-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('is echoed on errors too', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/missing',
      headers: { 'x-trace-id': 'trace-on-404' },
    });
    expect(response.headers['x-trace-id']).toBe('trace-on-404');
  });
});

describe('error format', () => {
  it.each(['GET', 'POST', 'PUT', 'DELETE'] as const)(
    'answers an unknown /api path (%s) with a JSON 404, never the web page',
    async (method) => {
      const response = await testApp.app.inject({ method, url: '/api/no/such/thing?x=1' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({
        error: { code: 'not_found', message: `Route ${method} /api/no/such/thing not found` },
      });
    },
  );

  it('answers an unknown /provider path with a JSON 404', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/provider/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('answers malformed JSON with 400 invalid_json', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/settings/currencies',
      headers: { 'content-type': 'application/json' },
      payload: '{"currency": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'invalid_json', message: 'The request body is not valid JSON' } });
  });

  it('answers an oversized body with 413', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ filler: 'x'.repeat(1024 * 1024 + 1) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
  });
});

describe('GET /api/docs/openapi.json', () => {
  it('documents the routes from their schemas', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json<{ openapi: string; paths: Record<string, unknown> }>();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/health',
        '/api/settings/currencies',
        '/api/settings/constants',
        '/api/content/{locale}/{directory}',
      ]),
    );
  });

  it('leaves the operator routes out, though they exist', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/admin'))).toEqual([]);
    expect(JSON.stringify(document)).not.toContain('/api/admin');
    expect(JSON.stringify(document)).not.toContain('autologin-tokens');
    const operatorRoute = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/ledger/integrity',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(operatorRoute.statusCode).toBe(200);
  });
});
