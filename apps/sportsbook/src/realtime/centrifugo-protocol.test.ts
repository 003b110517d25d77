import { describe, expect, it } from 'vitest';
import {
  connectCommand,
  handleFrame,
  parseFrame,
  reconnectDelay,
  subscribeCommand,
  unsubscribeCommand,
} from './centrifugo-protocol';

describe('Centrifugo frames', () => {
  it('answers every ping ({}) at once', () => {
    expect(handleFrame('{}')).toEqual({ replies: ['{}'], pushes: [], answeredIds: [] });
    expect(handleFrame('{}\n{}').replies).toEqual(['{}', '{}']);
  });

  it('reads several newline-separated messages of one frame', () => {
    const event = { id: 123, status: 'live' };
    const frame = [
      JSON.stringify({ id: 1, connect: { client: 'abc', version: '6' } }),
      JSON.stringify({ id: 2, subscribe: {} }),
      JSON.stringify({ push: { channel: 'sport:event#123', pub: { data: { type: 'event.updated', event } } } }),
      '{}',
      '',
    ].join('\n');
    expect(handleFrame(frame)).toEqual({
      replies: ['{}'],
      pushes: [{ channel: 'sport:event#123', data: { type: 'event.updated', event } }],
      answeredIds: [1, 2],
    });
  });

  it('skips broken lines and error replies without losing the rest', () => {
    const frame = [
      'not json',
      JSON.stringify({ id: 3, error: { code: 103, message: 'permission denied' } }),
      '[1,2]',
      JSON.stringify({ push: { channel: 'sport:live', pub: { data: 1 } } }),
    ].join('\n');
    expect(parseFrame(frame)).toHaveLength(2);
    expect(handleFrame(frame)).toEqual({ replies: [], pushes: [{ channel: 'sport:live', data: 1 }], answeredIds: [] });
  });

  it('writes the commands of the protocol', () => {
    expect(JSON.parse(connectCommand())).toEqual({ id: 1, connect: {} });
    expect(JSON.parse(subscribeCommand(5, 'sport:event#123'))).toEqual({
      id: 5,
      subscribe: { channel: 'sport:event#123' },
    });
    expect(JSON.parse(unsubscribeCommand(6, 'sport:live'))).toEqual({ id: 6, unsubscribe: { channel: 'sport:live' } });
  });

  it('backs off 1 s, 2 s, 4 s ... up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(reconnectDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});
