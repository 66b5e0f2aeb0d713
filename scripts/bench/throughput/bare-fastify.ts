// The floor the API is compared with: Fastify on the same machine with one POST route that
// parses the JSON body and answers, with no validation, database or logging. Run as a child
// process by the bench (`node --import tsx scripts/bench/throughput/bare-fastify.ts`), on PORT.
import Fastify from 'fastify';

const app = Fastify();

app.post<{ Body: { id?: string } }>('/api/surveys', async (request, reply) =>
  reply.code(201).send({ success: true, data: { id: request.body.id } }),
);

const shutdown = () => void app.close().then(() => process.exit(0));
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
