#!/usr/bin/env node
// The bare reference of bench/hot-paths.mjs (issue 17): a bare Fastify + node-postgres server that
// serves the project's meal-delivery menu JSON from one query, and the same body with a 304 on a
// matching If-None-Match. What this box can do for that work, without our plugins, hooks, schemas
// or business rules. It copies the menu once at start into a bench table of the bench database.
// `/menuQuery` is the harder ceiling (issue 31): the same weeks' menu built by a real query each
// time — the menu days, their products in order with status, type, stock and their stored English
// views, aggregated to JSON by PostgreSQL — no cache, no rules, no contract.
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
// the source menu's days: the weeks the real query reads
const days = (JSON.parse(body).days ?? []).map((d) => d.date).sort();
const from = days[0] ?? '1970-01-01';
const to = days.at(-1) ?? '1970-01-01';
const MENU_QUERY = `select json_build_object('days', coalesce(json_agg(d order by d.date), '[]'::json))::text as body from (
  select m.menu_date as date, m.day as weekday, m.is_rush as rush, (
    select coalesce(json_agg(json_build_object('Id', p.id, 'Type', p.type_cd, 'Status', p.status_cd,
      'Inventory', pi.quantity, 'View', pv.head || pv.mid || pv.tail) order by mi.sort_order, p.id), '[]'::json)
    from menu_item mi join product p on p.id = mi.product_id
    left join product_inventory pi on pi.product_id = p.id
    left join lateral (select head, mid, tail from product_view v where v.product_id = p.id and v.lang = 'en' order by v.variant limit 1) pv on true
    where mi.menu_id = m.id
  ) as products
  from menu m where m.store_kind = 'mealDelivery' and m.menu_date between $1::date and $2::date
) d`;
app.get('/menuQuery', async (_request, reply) => {
  const { rows } = await pool.query({ name: 'menu-query', text: MENU_QUERY, values: [from, to] });
  return reply.type('application/json; charset=utf-8').send(rows[0].body);
});
const probe = await pool.query({ name: 'menu-query', text: MENU_QUERY, values: [from, to] });
await app.listen({ port, host: '127.0.0.1' });
console.log(`real menu query: ${probe.rows[0].body.length} bytes for ${from}…${to}`);
console.log(`bare reference on ${port} (${body.length} bytes, etag ${etag})`);
