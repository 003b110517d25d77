import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';

describe('error handler', () => {
  it('answers in the error format even when the error itself cannot be described', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandler(app);
    app.get('/odd', () => {
      // An error whose properties throw when read: describing it fails inside the handler.
      const odd = new Error('odd');
      Object.defineProperty(odd, 'statusCode', {
        get() {
          throw new Error('unreadable');
        },
      });
      throw odd;
    });
    const response = await app.inject({ method: 'GET', url: '/odd' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: { code: 'internal_error', message: 'Something went wrong on our side' } });
    await app.close();
  });
});
