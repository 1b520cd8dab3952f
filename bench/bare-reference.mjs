#!/usr/bin/env node
// The bare reference of bench/hot-paths.mjs (issue 17): a bare Fastify + node-postgres server that
// serves the project's meal-delivery menu JSON from one query, and the same body with a 304 on a
// matching If-None-Match. What this box can do for that work, without our plugins, hooks, schemas
// or business rules. It copies the menu once at start into a bench table of the bench database.
// Usage: BARE_PORT=3232 DATABASE_URL=postgres://… SOURCE_URL=http://127.0.0.1:3230/api/… node bench/bare-reference.mjs
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

const port = Number(process.env.BARE_PORT ?? 3232);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const source = await fetch(process.env.SOURCE_URL);
if (!source.ok) throw new Error(`${process.env.SOURCE_URL} answered ${source.status}`);
const body = await source.text();
await pool.query('create table if not exists bench_reference (id int primary key, body text not null)');
await pool.query('insert into bench_reference (id, body) values (1, $1) on conflict (id) do update set body = excluded.body', [body]);
const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

const app = Fastify({ logger: false });
app.get('/menu', async (_request, reply) => {
  const { rows } = await pool.query({ name: 'menu', text: 'select body from bench_reference where id = 1' });
  return reply.type('application/json; charset=utf-8').header('etag', etag).send(rows[0].body);
});
app.get('/menu304', async (request, reply) => {
  if (request.headers['if-none-match'] === etag) return reply.code(304).header('etag', etag).send();
  const { rows } = await pool.query({ name: 'menu', text: 'select body from bench_reference where id = 1' });
  return reply.type('application/json; charset=utf-8').header('etag', etag).send(rows[0].body);
});
await app.listen({ port, host: '127.0.0.1' });
console.log(`bare reference on ${port} (${body.length} bytes, etag ${etag})`);
