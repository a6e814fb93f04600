import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/server-harness.ts';

/**
 * A body sent slowly was once never timed out (a connection still open after 110 s): one client could hold
 * sockets for ever. With a short limit configured, a request that trickles in or stops half-way is ended.
 */
describe('slow requests', () => {
  let harness: Awaited<ReturnType<typeof createTestApp>>;
  let port: number;
  beforeAll(async () => {
    harness = await createTestApp('pglite', { requestTimeoutMs: 600 });
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
    const address = harness.app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => harness?.close());

  /**
   * Sends the headers and the first bytes of a body, then (trickling) a byte every 100 ms; resolves with what the
   * server answered once it ends the connection. Without a limit it never does, and the test's own timeout fails.
   */
  function partialRequest(trickle: boolean): Promise<string> {
    return new Promise((resolve) => {
      const socket = connect({ port, host: '127.0.0.1' });
      let answer = '';
      let timer: NodeJS.Timeout | undefined;
      socket.on('connect', () => {
        socket.write(
          'POST /api/users/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
            'Content-Length: 100000\r\n\r\n{"email":"',
        );
        if (trickle) timer = setInterval(() => socket.writable && socket.write('a'), 100);
      });
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        clearInterval(timer);
        resolve(answer);
      });
    });
  }

  it('ends a request whose body trickles in a byte at a time', async () => {
    const answer = await partialRequest(true);
    expect(answer === '' || /^HTTP\/1\.1 408/.test(answer), answer).toBe(true);
  });

  it('ends a request whose body stops half-way', async () => {
    const answer = await partialRequest(false);
    expect(answer === '' || /^HTTP\/1\.1 408/.test(answer), answer).toBe(true);
  });
});
