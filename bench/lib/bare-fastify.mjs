// The floor for the store-menu figures: a bare Fastify route that answers the same bytes (read
// from a file) with no validation, no cache look-up and no hooks; brotli and gzip forms made once
// at start. Usage: node bare-fastify.mjs <port> <answer.json>
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const [port, file] = process.argv.slice(2);
const serverPackage = join(import.meta.dirname, '..', '..', 'apps', 'server', 'package.json');
const { default: Fastify } = await import(
  pathToFileURL(createRequire(serverPackage).resolve('fastify')).href
);
const identity = readFileSync(file);
const forms = { br: brotliCompressSync(identity), gzip: gzipSync(identity) };
const app = Fastify({ logger: false });
app.post('/menu', async (request, reply) => {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
  reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
  if (!encoding) return reply.send(identity);
  return reply.header('content-encoding', encoding).send(forms[encoding]);
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
