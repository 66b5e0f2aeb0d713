import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../config';
import type { DatabaseHandle } from '../db/client';
import { openTestDatabase } from '../../test/support/database';

// The production limits scaled down, so that the test waits a second rather than a minute.
const TIMEOUTS = {
  headersMs: 600,
  requestMs: 1200,
  keepAliveMs: 600,
  idleMs: 5000,
  checkEveryMs: 100,
};
const GIVE_UP_MS = 4000;

describe('connections that hold the server without finishing a request', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let port: number;
  beforeAll(async () => {
    database = await openTestDatabase('embedded');
    app = await buildApp({ config: testConfig(), database, timeouts: TIMEOUTS });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as net.AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** A raw connection; `closed` resolves with the ms until the server closed it (or GIVE_UP_MS). */
  async function connect() {
    const socket = net.connect(port, '127.0.0.1');
    socket.on('error', () => {});
    let received = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
    await new Promise((resolve) => socket.once('connect', resolve));
    const since = performance.now();
    const closed = new Promise<number>((resolve) => {
      const timer = setTimeout(() => resolve(GIVE_UP_MS), GIVE_UP_MS);
      socket.once('close', () => {
        clearTimeout(timer);
        resolve(performance.now() - since);
      });
    });
    return { socket, closed, received: () => received };
  }

  it('closes a connection that sends nothing', async () => {
    const { socket, closed } = await connect();
    expect(await closed).toBeLessThan(TIMEOUTS.headersMs + 1000);
    socket.destroy();
  });

  it('closes a connection that trickles its headers', async () => {
    const { socket, closed } = await connect();
    socket.write('GET /api/health HTTP/1.1\r\n');
    const trickle = setInterval(() => socket.write('X-Slow: 1\r\n'), 100);
    expect(await closed).toBeLessThan(TIMEOUTS.headersMs + 1000);
    clearInterval(trickle);
  });

  it('closes a connection that trickles a body, with a 408', async () => {
    const { socket, closed, received } = await connect();
    socket.write(
      'POST /api/surveys HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'Content-Length: 5000\r\n\r\n{',
    );
    const trickle = setInterval(() => socket.write(' '), 100);
    expect(await closed).toBeLessThan(TIMEOUTS.requestMs + 1000);
    clearInterval(trickle);
    expect(received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a kept-alive connection left idle after its reply', async () => {
    const { socket, closed, received } = await connect();
    socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    // Measured from the connect, so the reply's own time (slow on a busy machine) is included.
    expect(await closed).toBeLessThan(TIMEOUTS.keepAliveMs + 2000);
    expect(received()).toMatch(/^HTTP\/1\.1 200/);
  });

  it('still answers a request that arrives in pieces within the limits', async () => {
    const { socket, closed, received } = await connect();
    const body = '{}';
    socket.write('POST /api/surveys HTTP/1.1\r\nHost: localhost\r\n');
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.write(`Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`);
    await new Promise((resolve) => setTimeout(resolve, 200));
    socket.write(`${body}`);
    await closed;
    // The survey is invalid, and the server says so rather than dropping the connection.
    expect(received()).toMatch(/^HTTP\/1\.1 400/);
  });
});
