// The route planner adapter (issue 16; ADR 330): GET /api/routific/projects and
// POST /api/routific/projects/{id}/stops with the local sandbox planner (no network), its route
// file imported through the route import, and the Routific HTTP adapter against a fake server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorReply, PlaceOrderReply, RouteDeliveriesReply, RoutificProjectsReply, RoutificStopsReply } from '@mijote/contracts';
import { parseCsv } from '../src/lib/csv.js';
import { AppError } from '../src/errors.js';
import {
  nearestNeighbourTour,
  postalDistance,
  routificPlanner,
  sandboxPlan,
  type PlannerStop,
} from '../src/modules/kitchen/route-planner.js';
import { ADDRESS, checkout, createOrdersApp, item, SANDBOX_CARDS, type OrdersApp } from './orders-helpers.js';
import { multipart } from './public-helpers.js';
import type { Session } from './fixtures/accounts.js';

describe('the sandbox planner (pure)', () => {
  it('postal proximity: same local unit < same area < same region < another region; a bad code is farthest', () => {
    const base = 'H9R 1A1';
    const d = (x: string | null) => postalDistance(base, x);
    expect(d('H9R 1A1')).toBe(0);
    expect(d('H9R 1A2')).toBeLessThan(d('H9R 2A1'));
    expect(d('H9R 9Z9')).toBeLessThan(d('H9S 1A1'));
    expect(d('H9S 1A1')).toBeLessThan(d('H9X 1A1'));
    expect(d('H9X 1A1')).toBeLessThan(d('H1A 1A1'));
    expect(d('H1A 1A1')).toBeLessThan(d('J4B 1A1'));
    expect(d('J4B 1A1')).toBeLessThan(d(null));
    expect(d('12345')).toBe(d(null));
    expect(postalDistance('h9r1a1', 'H9R 1A1')).toBe(0);
  });

  it('a nearest-neighbour tour from the lowest code keeps neighbours together', () => {
    const s = (invoiceId: number, postalCode: string | null) => ({ invoiceId, postalCode });
    const tour = nearestNeighbourTour([s(1, 'H9X 3L9'), s(2, 'H9R 1A1'), s(3, null), s(4, 'H9X 3L8'), s(5, 'H9R 1A3'), s(6, 'H9S 3H6')]);
    expect(tour.map((x) => x.invoiceId)).toEqual([2, 5, 6, 4, 1, 3]);
  });

  it('splits a day’s tour between drivers, stops numbered from 1 per driver; an invoice on two days is one line', () => {
    const stop = (invoiceId: number, date: string, postalCode: string): PlannerStop => ({
      invoiceId,
      date,
      postalCode,
      customer: 'x',
      address: 'y',
      phone: null,
      email: 'e@x.test',
      notes: '',
    });
    const plan = sandboxPlan(
      [
        stop(10, '2026-12-03', 'H9R 1A1'),
        stop(11, '2026-12-03', 'H9S 1A1'),
        stop(12, '2026-12-03', 'H9R 1A2'),
        stop(10, '2026-12-04', 'H9R 1A1'),
        stop(13, '2026-12-04', 'H9W 1A1'),
      ],
      2,
    );
    expect(plan.map((p) => [p.invoiceId, p.date, p.driver, p.stop])).toEqual([
      [10, '2026-12-03', 'Route 1', 1],
      [12, '2026-12-03', 'Route 1', 2],
      [11, '2026-12-03', 'Route 2', 1],
      [13, '2026-12-04', 'Route 1', 1],
    ]);
  });
});

describe('the Routific adapter (HTTP)', () => {
  it('sends the bearer token, maps the projects, posts the stops and answers no route (Routific plans)', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fake = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      if (url.endsWith('/projects')) return new Response(JSON.stringify([{ id: 42, name: 'Tuesday', drivers: [{}, {}] }]), { status: 200 });
      return new Response('{}', { status: 201 });
    }) as unknown as typeof fetch;
    const planner = routificPlanner('tok-12345678', fake, 'https://routific.test/v1.0');
    expect(await planner.projects()).toEqual([{ id: '42', name: 'Tuesday', drivers: 2 }]);
    const route = await planner.sendStops('42', [
      {
        invoiceId: 7,
        date: '2026-12-03',
        customer: 'A B',
        address: '1 Main',
        postalCode: 'H9R 1A1',
        phone: null,
        email: 'a@b.test',
        notes: '2 × Stew',
      },
    ]);
    expect(route).toBeNull();
    expect(calls[0]!.url).toBe('https://routific.test/v1.0/projects');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('bearer tok-12345678');
    expect(calls[1]!.url).toBe('https://routific.test/v1.0/projects/42/stops');
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual([
      {
        name: 'A B',
        location: { address: '1 Main, H9R 1A1' },
        email: 'a@b.test',
        notes: '2 × Stew',
        custom_notes: { invoice: '7', date: '2026-12-03' },
      },
    ]);
  });

  it('a failing or unreachable planner is 502 route-planner-unavailable, an unknown project 404', async () => {
    const answer = (status: number) => (async () => new Response('nope', { status })) as unknown as typeof fetch;
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    for (const [f, status, code] of [
      [answer(500), 502, 'route-planner-unavailable'],
      [down, 502, 'route-planner-unavailable'],
      // the projects list itself not found: the planner's address is wrong, not the user's choice
      [answer(404), 502, 'route-planner-unavailable'],
    ] as const) {
      const err = await routificPlanner('tok-12345678', f)
        .projects()
        .catch((e: unknown) => e);
      expect(err).toBeInstanceOf(AppError);
      expect(err).toMatchObject({ statusCode: status, code });
    }
    const unknownProject = await routificPlanner('tok-12345678', answer(404))
      .sendStops('nope', [])
      .catch((e: unknown) => e);
    expect(unknownProject).toMatchObject({ statusCode: 404, code: 'not-found' });
  });
});

describe('/api/routific with the sandbox planner', () => {
  let t: OrdersApp;
  let su: Session;
  let thursday: string;
  const ids: number[] = [];

  beforeAll(async () => {
    t = await createOrdersApp();
    t.at(t.day(2), '09:00:00');
    thursday = t.day(3);
    su = await t.customer({ userTypeCd: 'SU' });
    const ragout = await t.productId('md-ragout-boulettes');
    // three deliveries on Thursday, two of them in the same area
    for (const postalCode of ['H9S 3H6', 'H9R 1A1', 'H9R 1A4']) {
      const s = await t.customer();
      const res = await t.order(
        s,
        checkout({ items: { thursday: [item(ragout, 1, {}, t.now())] } }, await t.token(SANDBOX_CARDS.approve), {
          deliveryAddress: { ...ADDRESS, postalCode },
        }),
      );
      expect(res.statusCode, res.body).toBe(200);
      ids.push(PlaceOrderReply.parse(res.json()).Id);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it('super users only: 401 anonymous, 403 a customer', async () => {
    const customer = await t.customer();
    expect((await t.req(null, 'GET', '/api/routific/projects')).statusCode).toBe(401);
    expect((await t.req(customer, 'GET', '/api/routific/projects')).statusCode).toBe(403);
    expect((await t.req(customer, 'POST', '/api/routific/projects/sandbox-1/stops', { date: thursday })).statusCode).toBe(403);
  });

  it('lists the sandbox projects', async () => {
    const res = await t.req(su, 'GET', '/api/routific/projects');
    expect(res.statusCode, res.body).toBe(200);
    const reply = RoutificProjectsReply.parse(res.json());
    expect(reply.planner).toBe('sandbox');
    expect(reply.projects.map((p) => [p.id, p.drivers])).toEqual([
      ['sandbox-1', 1],
      ['sandbox-2', 2],
      ['sandbox-3', 3],
    ]);
  });

  it('bad input: no date is "Please enter dates", an unknown project 404, an unknown field 400', async () => {
    const noDate = await t.req(su, 'POST', '/api/routific/projects/sandbox-1/stops', {});
    expect(noDate.statusCode).toBe(400);
    expect(ErrorReply.parse(noDate.json()).code).toBe('dates-required');
    const unknown = await t.req(su, 'POST', '/api/routific/projects/nope/stops', { date: thursday });
    expect(unknown.statusCode).toBe(404);
    expect(ErrorReply.parse(unknown.json()).code).toBe('not-found');
    const extra = await t.req(su, 'POST', '/api/routific/projects/sandbox-1/stops', { date: thursday, drivers: 9 });
    expect(extra.statusCode).toBe(400);
    const bigInvoice = await t.req(su, 'POST', '/api/routific/projects/sandbox-1/stops', { date: thursday, invoiceStart: 2 ** 40 });
    expect(bigInvoice.statusCode).toBe(400);
  });

  it('plans the day’s stops by postal proximity, and its route file imports: the report follows it', async () => {
    const res = await t.req(su, 'POST', '/api/routific/projects/sandbox-2/stops', { source: 'MD', date: thursday });
    expect(res.statusCode, res.body).toBe(200);
    const reply = RoutificStopsReply.parse(res.json());
    expect(reply).toMatchObject({ planner: 'sandbox', projectId: 'sandbox-2', sent: 3 });
    // from the lowest code: H9R 1A1, then H9R 1A4 (same area), then H9S 3H6; two drivers
    expect(reply.route!.map((r) => [r.invoiceId, r.driver, r.stop])).toEqual([
      [ids[1], 'Route 1', 1],
      [ids[2], 'Route 1', 2],
      [ids[0], 'Route 2', 1],
    ]);
    const file = reply.routeFile!;
    expect(parseCsv(file.replace(/^\uFEFF/, ''))[0]!.cells.slice(0, 3)).toEqual(['Stop', 'Driver', 'Invoice']);

    const { payload, headers } = multipart({}, [{ filename: 'sandbox-route.csv', data: Buffer.from(file), contentType: 'text/csv' }]);
    const imported = await t.req(su, 'POST', `/api/orders/route-deliveries/MD/import?date=${thursday}`, payload, headers);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json()).toMatchObject({ imported: 3 });
    const report = RouteDeliveriesReply.parse((await t.req(su, 'GET', `/api/orders/route-deliveries/MD?date=${thursday}`)).json());
    expect(report.stops.map((s) => [s.invoiceId, s.driver, s.stop])).toEqual([
      [ids[1], 'Route 1', 1],
      [ids[2], 'Route 1', 2],
      [ids[0], 'Route 2', 1],
    ]);
  });

  it('a day without deliveries sends nothing', async () => {
    const res = await t.req(su, 'POST', '/api/routific/projects/sandbox-1/stops', { source: 'CA', date: thursday });
    expect(res.statusCode, res.body).toBe(200);
    expect(RoutificStopsReply.parse(res.json())).toMatchObject({ sent: 0, route: [], routeFile: null });
  });
});
