import type { SealedEnvelope } from '@prca/core';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SurveyPayload } from '../api/survey-payload';
import { deliverQueue, type DeliveryQueue, type SendRequest } from './deliver-queue';
import { readQueued, type QueuedSubmission } from './queued-submission';

/**
 * The queue's rules, as the page and the service worker both run them, against an HTTP server
 * that answers as the API would: each test says what it answers to each path.
 */
interface Received {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown> | null;
}
type Answer = { status: number; body?: unknown };

let server: Server;
let origin: string;
let received: Received[];
let answers: Record<string, Answer[]>;

function answer(path: string, ...replies: Answer[]) {
  answers[path] = [...(answers[path] ?? []), ...replies];
}

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const path = request.url ?? '';
      received.push({
        method: request.method ?? '',
        path,
        headers: request.headers,
        body: raw ? (JSON.parse(raw) as Record<string, unknown>) : null,
      });
      const reply = answers[path]?.shift() ?? { status: 201, body: { success: true, data: {} } };
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(reply.body ?? { success: reply.status < 400 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received = [];
  answers = {};
});

const send: SendRequest = (path, init) => fetch(`${origin}${path}`, init);

/** A queue in memory, in the order of queuing, as the page's localStorage array keeps it. */
function memoryQueue(entries: QueuedSubmission[]) {
  const kept = [...entries];
  const heard: string[] = [];
  const queue: DeliveryQueue = {
    entries: () => [...kept],
    forget: (id) => {
      kept.splice(
        kept.findIndex((entry) => entry.id === id),
        1,
      );
    },
    hold: (id, message) => {
      const index = kept.findIndex((entry) => entry.id === id);
      kept[index] = { ...kept[index]!, held: message };
    },
  };
  const report = {
    delivered: (id: string, acknowledged: boolean, refusal?: string) => {
      heard.push(`${acknowledged ? 'delivered' : 'refused'} ${id}${refusal ? `: ${refusal}` : ''}`);
    },
    held: (id: string, message: string) => {
      heard.push(`held ${id}: ${message}`);
    },
  };
  return { kept, heard, run: () => deliverQueue(queue, send, report) };
}

const SEALED: SealedEnvelope = {
  v: 1,
  kid: '0123456789abcdef',
  epk: 'BAAA',
  iv: 'aXY',
  ct: 'Y2lwaGVy',
};

function sealed(id: string, extra: Partial<QueuedSubmission> = {}): QueuedSubmission {
  return { id, locale: 'vi', sealed: SEALED, ...extra };
}

const refusal = (status: number, message: string): Answer => ({
  status,
  body: { success: false, message },
});

describe('delivering the queue', () => {
  it('sends each submission oldest first, sealed with its class code outside, and empties the queue', async () => {
    const clear = {
      id: 'c',
      locale: 'en',
      body: { id: 'c', locale: 'en', responses: {} } as unknown as SurveyPayload,
    } as QueuedSubmission;
    const { kept, heard, run } = memoryQueue([
      sealed('a', { classCode: '10A1-XYZ' }),
      sealed('b'),
      clear,
    ]);

    expect(await run()).toBe('done');

    expect(received.map(({ method, path }) => `${method} ${path}`)).toEqual([
      'POST /api/surveys/sealed',
      'POST /api/surveys/sealed',
      'POST /api/surveys',
    ]);
    expect(received[0]!.body).toEqual({ sealed: SEALED, locale: 'vi', classCode: '10A1-XYZ' });
    expect(received[0]!.headers['accept-language']).toBe('vi');
    expect(received[2]!.body).toEqual({ id: 'c', locale: 'en', responses: {} });
    expect(kept).toEqual([]);
    expect(heard).toEqual(['delivered a', 'delivered b', 'delivered c']);
  });

  it('stops at the first the server cannot take yet, keeping it and everything after it in order', async () => {
    answer('/api/surveys/sealed', { status: 201 }, refusal(503, 'Busy'));
    const { kept, heard, run } = memoryQueue([sealed('a'), sealed('b'), sealed('c')]);

    expect(await run()).toBe('waiting');

    expect(received).toHaveLength(2);
    expect(kept.map((entry) => entry.id)).toEqual(['b', 'c']);
    expect(heard).toEqual(['delivered a']);

    expect(await run()).toBe('done');
    expect(kept).toEqual([]);
  });

  it.each([408, 429, 500])('waits on %i, as on any answer worth trying again', async (status) => {
    answer('/api/surveys/sealed', refusal(status, 'Later'));
    const { kept, run } = memoryQueue([sealed('a')]);
    expect(await run()).toBe('waiting');
    expect(kept).toHaveLength(1);
  });

  it('waits, losing nothing, when the server cannot be reached at all', async () => {
    const { kept, heard } = memoryQueue([sealed('a')]);
    const queue: DeliveryQueue = {
      entries: () => [...kept],
      forget: () => expect.fail('nothing was delivered'),
      hold: () => expect.fail('nothing was refused'),
    };
    const unreachable: SendRequest = (path, init) => fetch(`http://127.0.0.1:1${path}`, init);
    const report = { delivered: () => {}, held: () => {} };

    expect(await deliverQueue(queue, unreachable, report)).toBe('waiting');
    expect(kept).toHaveLength(1);
    expect(heard).toEqual([]);
  });

  it('sends under the sign-in it was queued with, and as a guest once that sign-in has ended', async () => {
    answer('/api/surveys/sealed', refusal(401, 'Signed out'));
    const { kept, heard, run } = memoryQueue([sealed('a', { queuedToken: 'token-of-a' })]);

    expect(await run()).toBe('done');

    expect(received.map((request) => request.headers.authorization)).toEqual([
      'Bearer token-of-a',
      undefined,
    ]);
    expect(kept).toEqual([]);
    expect(heard).toEqual(['delivered a']);
  });

  it('never sends a queued submission under no sign-in as anyone (a shared computer’s)', async () => {
    const { run } = memoryQueue([sealed('a', { queuedToken: null })]);
    await run();
    expect(received[0]!.headers.authorization).toBeUndefined();
  });
});

describe('a class code the server refuses', () => {
  it.each([
    ['unknown (404 from the code’s own lookup)', 404, refusal(404, 'Không tìm thấy lớp')],
    ['closed', 409, { status: 200, body: { success: true, data: { open: false } } }],
  ])(
    'holds the submission when the code is %s, with the server’s message, and sends it no more',
    async (_case, status, lookup) => {
      answer('/api/surveys/sealed', refusal(status, 'Mã lớp không hợp lệ'));
      answer('/api/classes/10A1-XYZ', lookup);
      const { kept, heard, run } = memoryQueue([
        sealed('a', { classCode: '10A1-XYZ' }),
        sealed('b'),
      ]);

      expect(await run()).toBe('done');

      expect(kept).toEqual([sealed('a', { classCode: '10A1-XYZ', held: 'Mã lớp không hợp lệ' })]);
      expect(heard).toEqual(['held a: Mã lớp không hợp lệ', 'delivered b']);
      expect(
        received.find((request) => request.path.startsWith('/api/classes/'))?.headers,
      ).toMatchObject({ 'accept-language': 'vi' });

      received = [];
      expect(await run()).toBe('done');
      expect(received).toEqual([]);
    },
  );

  it('drops a refusal that is not about the class (the class is open), its result staying with the student', async () => {
    answer('/api/surveys/sealed', refusal(400, 'Câu trả lời không hợp lệ'));
    answer('/api/classes/10A1-XYZ', { status: 200, body: { success: true, data: { open: true } } });
    const { kept, heard, run } = memoryQueue([sealed('a', { classCode: '10A1-XYZ' })]);

    expect(await run()).toBe('done');

    expect(kept).toEqual([]);
    expect(heard).toEqual(['refused a: Câu trả lời không hợp lệ']);
  });

  it('drops a refusal of a submission without a class code, without asking about a class', async () => {
    answer('/api/surveys/sealed', { status: 422, body: 'not json' });
    const { kept, heard, run } = memoryQueue([sealed('a')]);

    expect(await run()).toBe('done');

    expect(received).toHaveLength(1);
    expect(kept).toEqual([]);
    expect(heard).toEqual(['refused a: HTTP error! status: 422']);
  });

  it('waits, neither holding nor dropping, while the class cannot be checked', async () => {
    answer('/api/surveys/sealed', refusal(404, 'Không tìm thấy lớp'));
    answer('/api/classes/10A1-XYZ', refusal(503, 'Busy'));
    const { kept, heard, run } = memoryQueue([sealed('a', { classCode: '10A1-XYZ' })]);

    expect(await run()).toBe('waiting');

    expect(kept).toEqual([sealed('a', { classCode: '10A1-XYZ' })]);
    expect(heard).toEqual([]);
  });
});

describe('what older versions queued', () => {
  it('reads the page’s old payloads and the worker’s old sign-in field as this version keeps them', () => {
    const payload = { id: 'a', locale: 'vi', responses: { question1: 3 } };
    expect(
      readQueued([
        { ...payload, classCode: '10A1-XYZ', queuedToken: 'token-of-a' },
        { id: 'b', locale: 'en', sealed: SEALED, token: 'token-of-b' },
        { id: 'c', locale: 'en', sealed: SEALED, token: null },
        { nothing: 'that can be sent' },
      ]),
    ).toEqual([
      { id: 'a', locale: 'vi', body: payload, classCode: '10A1-XYZ', queuedToken: 'token-of-a' },
      { id: 'b', locale: 'en', sealed: SEALED, queuedToken: 'token-of-b' },
      { id: 'c', locale: 'en', sealed: SEALED, queuedToken: null },
    ]);
    expect(readQueued('not a queue')).toEqual([]);
  });
});
