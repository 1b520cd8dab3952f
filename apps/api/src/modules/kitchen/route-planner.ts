// The route planner behind /api/routific (back-office §7; issue 16; ADR 330). One interface, two
// adapters: Routific's HTTP API when ROUTIFIC_TOKEN is set, and by default a local sandbox planner
// that needs no network, so sending the stops, getting a route back and importing it works offline.
// The sandbox has no map: it orders stops by a nearest-neighbour tour over a postal-code proximity
// (the codes' own hierarchy: region letter, urban/rural digit, area letter, then the local unit),
// which keeps a street's and a neighbourhood's stops together but knows nothing of real distances.
import type { PlannedStop, RoutificProjectsReply } from '@mijote/contracts';
import { AppError } from '../../errors.js';
import { csvFile } from '../../lib/csv.js';

/** A stop as the planners receive it (from the route report). */
export interface PlannerStop {
  invoiceId: number;
  date: string;
  customer: string;
  address: string;
  postalCode: string | null;
  phone: string | null;
  email: string;
  notes: string;
}

export interface RoutePlanner {
  readonly kind: 'sandbox' | 'routific';
  projects(): Promise<RoutificProjectsReply['projects']>;
  /** Sends the stops to a project; the sandbox answers the planned route at once, Routific plans later (null). */
  sendStops(projectId: string, stops: readonly PlannerStop[]): Promise<PlannedStop[] | null>;
}

// ---- the sandbox planner --------------------------------------------------------------------

/** The sandbox's projects: the same tour split between 1, 2 or 3 drivers. */
export const SANDBOX_PROJECTS = [1, 2, 3].map((n) => ({ id: `sandbox-${n}`, name: `Sandbox planner (${n})`, drivers: n }));

const POSTAL = /^([A-Z])(\d)([A-Z])\s?(\d)([A-Z])(\d)$/;
const letter = (c: string) => c.charCodeAt(0) - 65;

/**
 * How far apart two Canadian postal codes probably are, without a map: a different region letter
 * is farther than a different urban/rural digit, then a different area (FSA) letter, then the
 * local delivery unit (LDU). Neighbouring letters are treated as neighbouring areas — true often
 * enough inside one city's FSAs, not always. A missing or foreign code is "far from everything".
 */
export function postalDistance(a: string | null, b: string | null): number {
  const ma = POSTAL.exec((a ?? '').trim().toUpperCase());
  const mb = POSTAL.exec((b ?? '').trim().toUpperCase());
  if (!ma || !mb) return 1_000_000;
  if (ma[1] !== mb[1]) return 100_000 + 1000 * Math.abs(letter(ma[1]!) - letter(mb[1]!));
  if (ma[2] !== mb[2]) return 10_000 + 1000 * Math.abs(Number(ma[2]) - Number(mb[2]));
  if (ma[3] !== mb[3]) return 1000 + 100 * Math.abs(letter(ma[3]!) - letter(mb[3]!));
  return (
    10 * Math.abs(Number(ma[4]) - Number(mb[4])) + Math.abs(letter(ma[5]!) - letter(mb[5]!)) + 0.1 * Math.abs(Number(ma[6]) - Number(mb[6]))
  );
}

/**
 * A nearest-neighbour tour: from the lowest postal code (ties: invoice), always the closest stop
 * not visited yet (ties: the lower postal code, then invoice). O(n²): a day's few hundred stops.
 */
export function nearestNeighbourTour<T extends { invoiceId: number; postalCode: string | null }>(stops: readonly T[]): T[] {
  // no postal code: last
  const byCode = (x: T, y: T) =>
    (x.postalCode === null ? 1 : 0) - (y.postalCode === null ? 1 : 0) ||
    (x.postalCode ?? '').localeCompare(y.postalCode ?? '') ||
    x.invoiceId - y.invoiceId;
  const left = [...stops].sort(byCode);
  const tour: T[] = [];
  let here = left.shift();
  while (here) {
    tour.push(here);
    let best = -1;
    let bestD = Infinity;
    for (let i = 0; i < left.length; i++) {
      const d = postalDistance(here.postalCode, left[i]!.postalCode);
      if (d < bestD) {
        bestD = d;
        best = i;
      }
    }
    here = best >= 0 ? left.splice(best, 1)[0] : undefined;
  }
  return tour;
}

/** One tour per day, cut into `drivers` consecutive legs of nearly equal length; one line per invoice. */
export function sandboxPlan(stops: readonly PlannerStop[], drivers: number): PlannedStop[] {
  const seen = new Set<number>();
  const byDay = new Map<string, PlannerStop[]>();
  for (const s of [...stops].sort((a, b) => a.date.localeCompare(b.date))) {
    if (seen.has(s.invoiceId)) continue; // an order delivered on two days: one line (the route file names an invoice once)
    seen.add(s.invoiceId);
    byDay.set(s.date, [...(byDay.get(s.date) ?? []), s]);
  }
  const out: PlannedStop[] = [];
  for (const [date, day] of byDay) {
    const tour = nearestNeighbourTour(day);
    const per = Math.ceil(tour.length / Math.max(1, drivers));
    tour.forEach((s, i) => {
      out.push({ invoiceId: s.invoiceId, date, driver: `Route ${Math.floor(i / per) + 1}`, stop: (i % per) + 1, postalCode: s.postalCode });
    });
  }
  return out;
}

/** The planned route as a route file the import reads (Stop, Driver, Invoice). */
export function routeFileOf(route: readonly PlannedStop[]): string {
  return csvFile([
    ['Stop', 'Driver', 'Invoice', 'Date', 'Postal code'],
    ...route.map((r) => [r.stop, r.driver, r.invoiceId, r.date, r.postalCode]),
  ]);
}

export const sandboxPlanner: RoutePlanner = {
  kind: 'sandbox',
  projects: () => Promise.resolve(SANDBOX_PROJECTS),
  sendStops(projectId, stops) {
    const project = SANDBOX_PROJECTS.find((p) => p.id === projectId);
    if (!project) return Promise.reject(new AppError(404, 'not-found', 'No such route planner project', { projectId }));
    return Promise.resolve(sandboxPlan(stops, project.drivers));
  },
};

// ---- Routific's HTTP API -------------------------------------------------------------------

/** Routific's API; ROUTIFIC_URL replaces it (a test's stand-in server, a proxy). */
export const ROUTIFIC_BASE_URL = 'https://product-api.routific.com/v1.0';
/** A planner call never holds a request longer than this. */
const ROUTIFIC_TIMEOUT_MS = 15_000;

/**
 * A stop as Routific's platform API documents its stop object (routific-platform.readme.io,
 * "stops"): `name` and `location.address` required (Routific geocodes the address), then
 * `phone_number`, `email`, `notes` for the driver and `custom_notes`, free keys kept with the stop
 * — here the invoice (the route import's key back, ADR 247) and the delivery day. ADR 360.
 */
export interface RoutificStop {
  name: string;
  location: { address: string };
  phone_number?: string;
  email: string;
  notes: string;
  custom_notes: { invoice: string; date: string };
}

export function routificStopOf(s: PlannerStop): RoutificStop {
  return {
    name: s.customer,
    location: { address: [s.address, s.postalCode].filter(Boolean).join(', ') },
    ...(s.phone ? { phone_number: s.phone } : {}),
    email: s.email,
    notes: s.notes,
    custom_notes: { invoice: String(s.invoiceId), date: s.date },
  };
}

/** How many drivers a project names: a `drivers` list, else its `fleet` (a list or a map by driver); unknown: null. */
function driverCount(p: { drivers?: unknown; fleet?: unknown }): number | null {
  if (Array.isArray(p.drivers)) return p.drivers.length;
  if (Array.isArray(p.fleet)) return p.fleet.length;
  if (p.fleet && typeof p.fleet === 'object') return Object.keys(p.fleet).length;
  return null;
}

/**
 * Routific's platform API with a bearer token: the workspace's projects, and the stops added to
 * one (Routific plans them; its route file is then exported there and imported here). The token
 * never leaves the server and is never logged, nor is what Routific answers on a failure: any
 * failure (no answer, a timeout, an error status, not JSON) is 502 route-planner-unavailable, an
 * unknown project (404 to the stops call) 404 not-found.
 */
export function routificPlanner(token: string, fetchImpl: typeof fetch = fetch, baseUrl = ROUTIFIC_BASE_URL): RoutePlanner {
  const base = baseUrl.replace(/\/+$/, '');
  async function call(path: string, init: { method: 'GET' | 'POST'; body?: unknown; notFound?: () => AppError }): Promise<unknown> {
    let res: Response;
    let text: string;
    try {
      res = await fetchImpl(`${base}${path}`, {
        method: init.method,
        headers: {
          authorization: `bearer ${token}`,
          accept: 'application/json',
          ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: init.body === undefined ? null : JSON.stringify(init.body),
        signal: AbortSignal.timeout(ROUTIFIC_TIMEOUT_MS),
      });
      text = await res.text();
    } catch {
      throw new AppError(502, 'route-planner-unavailable', 'The route planner did not answer');
    }
    if (res.status === 404 && init.notFound) throw init.notFound();
    if (!res.ok) throw new AppError(502, 'route-planner-unavailable', `The route planner answered ${res.status}`, { status: res.status });
    try {
      return text ? (JSON.parse(text) as unknown) : null;
    } catch {
      throw new AppError(502, 'route-planner-unavailable', 'The route planner answered something that is not JSON');
    }
  }
  return {
    kind: 'routific',
    async projects() {
      const data = await call('/projects', { method: 'GET' });
      const list = Array.isArray(data)
        ? data
        : Array.isArray((data as { data?: unknown })?.data)
          ? (data as { data: unknown[] }).data
          : null;
      if (!list) throw new AppError(502, 'route-planner-unavailable', 'The route planner answered no list of projects');
      return list.flatMap((p) => {
        if (!p || typeof p !== 'object') return [];
        const o = p as { id?: unknown; _id?: unknown; name?: unknown; drivers?: unknown; fleet?: unknown };
        const id = o.id ?? o._id;
        // an id the stops call could not name again (RoutificProjectParams) is left out
        if ((typeof id !== 'string' && typeof id !== 'number') || !/^[\w-]{1,64}$/.test(String(id))) return [];
        return [{ id: String(id), name: typeof o.name === 'string' && o.name ? o.name : String(id), drivers: driverCount(o) }];
      });
    },
    async sendStops(projectId, stops) {
      await call(`/projects/${encodeURIComponent(projectId)}/stops`, {
        method: 'POST',
        body: stops.map(routificStopOf),
        notFound: () => new AppError(404, 'not-found', 'No such route planner project', { projectId }),
      });
      return null;
    },
  };
}

/** The planner of this server: Routific with a token (at `baseUrl`, default Routific's own), else the sandbox. */
export function routePlannerFor(token: string | undefined, baseUrl?: string): RoutePlanner {
  return token ? routificPlanner(token, fetch, baseUrl ?? ROUTIFIC_BASE_URL) : sandboxPlanner;
}
