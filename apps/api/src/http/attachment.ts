import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';

/**
 * Sends `file`, read as it is sent, as a download named `filename`. (Every /api reply is
 * already `no-store`: http/no-store.ts.)
 */
export function sendAttachment(
  reply: FastifyReply,
  contentType: string,
  filename: string,
  file: Parameters<typeof Readable.from>[0],
) {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(Readable.from(file));
}
