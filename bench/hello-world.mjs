// The ceiling of our stack on this machine: a bare Fastify answering a small JSON body, run by
// bench/browsers.mjs in the same run as the shop so that the shop's throughput reads as a share of it.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3499), host: '127.0.0.1' });
