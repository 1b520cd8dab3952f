// The kitchen's day admin screens (issue 16): kitchen numbers ("Please enter dates", grouped by
// type, links to the labels), labels (the PDF read as a stream with its progress, 204 "There are no
// results", the differential preset, reprints), tag routes (the import's problem lines in the
// 60-second alert, the CSRF token sent) and the route planner's sandbox round trip. The server is
// a stub of `fetch` answering the contracts' shapes; the API itself is tested in apps/api.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IMPORT_PROBLEMS_MS } from '../src/features/admin/components/alerts';
import { fileNameOf, reportQuery } from '../src/features/admin/kitchen/api';
import { groupByType, KitchenNumbersScreen, labelsLink } from '../src/features/admin/screens/kitchen-numbers';
import { labelsQuery, LabelsScreen } from '../src/features/admin/screens/labels';
import { routeQuery, TagRoutesScreen } from '../src/features/admin/screens/tag-routes';
import { renderAdmin } from './admin-render';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

type Call = { url: string; method: string; headers: Record<string, string>; body: BodyInit | null | undefined };
type Answer = (url: string, call: Call) => Response | Promise<Response> | undefined;

async function setup(Screen: ComponentType, path: string, answer: Answer) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = String(input);
    const call = { url, method: init?.method ?? 'GET', headers: (init?.headers ?? {}) as Record<string, string>, body: init?.body };
    calls.push(call);
    return (await answer(url, call)) ?? json(404, { code: 'not-found', message: 'nope', params: {} });
  });
  await renderAdmin(path, <Screen />);
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
  return { calls, field, type };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const ROWS = [
  {
    productId: 2,
    title: 'Short ribs',
    titleFr: 'Côtes levées',
    productType: 'SU',
    date: '2026-12-04',
    portions: 2,
    kidsPortions: 0,
    halfPortions: 0,
  },
  {
    productId: 1,
    title: 'Meatball stew',
    titleFr: 'Ragoût de boulettes',
    productType: 'LU',
    date: '2026-12-03',
    portions: 7,
    kidsPortions: 1,
    halfPortions: 3,
  },
  {
    productId: 3,
    title: 'Lentil soup',
    titleFr: 'Soupe aux lentilles',
    productType: 'LU',
    date: '2026-12-03',
    portions: 4,
    kidsPortions: 0,
    halfPortions: 1,
  },
];

const SIDES = [{ productId: 50, title: 'Wild rice', titleFr: 'Riz sauvage', date: '2026-12-03', count: 7 }];

describe('query helpers', () => {
  it('leave out what is empty; MD alone takes an end date and invoices; invoice bounds must be numbers', () => {
    expect(reportQuery({ a: '', b: null, c: undefined, d: false, e: 0, f: 'x', g: true })).toBe('e=0&f=x&g=true');
    expect(routeQuery({ source: 'CO', date: '2026-12-03', endDate: '2026-12-04', invoiceStart: '5', invoiceEnd: '' })).toBe(
      'date=2026-12-03',
    );
    expect(routeQuery({ source: 'MD', date: '2026-12-03', endDate: '2026-12-04', invoiceStart: '5', invoiceEnd: 'x' })).toBe(
      'date=2026-12-03&endDate=2026-12-04&invoiceStart=5',
    );
    expect(
      labelsQuery({ start: '2026-12-03', end: '2026-12-04', type: 'LU', invoiceStart: ' 12 ', invoiceEnd: '1e3', differential: true }),
    ).toBe('startDate=2026-12-03&endDate=2026-12-04&productType=LU&invoiceStart=12&differential=true');
    expect(fileNameOf('inline; filename="labels-md.pdf"', 'x.pdf')).toBe('labels-md.pdf');
    expect(fileNameOf(null, 'x.pdf')).toBe('x.pdf');
    expect(labelsLink('fr', 'corp', '2026-12-03', '2026-12-04', 'LU')).toBe(
      '/fr/admin/corp-labels?start=2026-12-03&end=2026-12-04&type=LU',
    );
  });

  it('groups the rows by product type in the API’s order, with each type’s totals', () => {
    const groups = groupByType(ROWS);
    expect(groups.map((g) => [g.type, g.rows.length, g.totals])).toEqual([
      ['SU', 1, [2, 0, 0]],
      ['LU', 2, [11, 1, 4]],
    ]);
  });
});

describe('kitchen numbers', () => {
  it('asks for both dates before sending anything ("Please enter dates")', async () => {
    const f = await setup(KitchenNumbersScreen, '/en/admin/kitchen-numbers', () => undefined);
    f.type('Start date', '2026-12-03');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show' })));
    expect(screen.getByRole('alert').textContent).toBe('Please enter dates');
    expect(f.field('End date').getAttribute('aria-invalid')).toBe('true');
    expect(f.calls.filter((c) => c.url.includes('kitchen-numbers'))).toEqual([]);
  });

  it('shows the portions grouped by type, in French, with links to print the labels', async () => {
    const f = await setup(KitchenNumbersScreen, '/fr/admin/kitchen-numbers', (url) =>
      url.startsWith('/api/orders/kitchen-numbers/corp?') ? json(200, { rows: ROWS, sides: SIDES }) : undefined,
    );
    fireEvent.change(screen.getByLabelText('Cuisine'), { target: { value: 'corp' } });
    f.type('Date de début', '2026-12-03');
    f.type('Date de fin', '2026-12-04');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Afficher' })));
    await screen.findByText('Ragoût de boulettes');
    expect(f.calls.map((c) => c.url)).toContain('/api/orders/kitchen-numbers/corp?startDate=2026-12-03&endDate=2026-12-04');
    const [table, sides] = screen.getAllByRole('table');
    const groups = table!.querySelectorAll('tbody');
    expect([...groups].map((g) => g.getAttribute('data-type'))).toEqual(['SU', 'LU']);
    const lunch = within(groups[1] as HTMLElement);
    expect(lunch.getByRole('rowheader', { name: /Dîners/ })).toBeTruthy();
    // the type's totals: 7 + 4 portions, 1 kids, 3 + 1 halves
    const totals = [...(groups[1] as HTMLElement).querySelectorAll('tr')][0]!.querySelectorAll('td');
    expect([...totals].map((td) => td.textContent)).toEqual(['11', '1', '4']);
    const link = lunch.getByRole('link', { name: 'Imprimer ces étiquettes' });
    expect(link.getAttribute('href')).toBe('/fr/admin/corp-labels?start=2026-12-03&end=2026-12-04&type=LU');
    expect(screen.getByRole('link', { name: 'Imprimer les étiquettes de ces jours' }).getAttribute('href')).toBe(
      '/fr/admin/corp-labels?start=2026-12-03&end=2026-12-04',
    );
    // issue 30: the sides to plate, in a table of their own
    expect(within(sides!).getByText('Accompagnements choisis avec les plats')).toBeTruthy();
    expect([...sides!.querySelectorAll('tbody tr')].map((tr) => [...tr.children].map((c) => c.textContent))).toEqual([
      ['Riz sauvage', 'jeudi 3 déc.', '7'],
    ]);
  });

  it('with no dates in the URL, opens on the next production day Today names', async () => {
    const f = await setup(KitchenNumbersScreen, '/en/admin/kitchen-numbers', (url) =>
      url.startsWith('/api/admin/today')
        ? json(200, { nextProductionDay: '2026-12-05' })
        : url.startsWith('/api/orders/kitchen-numbers/meal-delivery?')
          ? json(200, { rows: [], sides: [] })
          : undefined,
    );
    await screen.findByText('There are no results');
    expect(f.field('Start date').value).toBe('2026-12-05');
    expect(f.field('End date').value).toBe('2026-12-05');
    expect(f.calls.map((c) => c.url)).toContain('/api/orders/kitchen-numbers/meal-delivery?startDate=2026-12-05&endDate=2026-12-05');
  });

  it('an empty selection says "There are no results"', async () => {
    await setup(KitchenNumbersScreen, '/en/admin/kitchen-numbers?start=2026-12-03&end=2026-12-03', () =>
      json(200, { rows: [], sides: [] }),
    );
    await screen.findByText('There are no results');
    expect(screen.queryByRole('table')).toBeNull();
  });
});

const PRINTS = {
  prints: [
    {
      id: 9,
      printedAt: '2026-11-25T15:04:00.000Z',
      printedBy: 'admin@mijote.test',
      startDate: '2026-12-03',
      endDate: '2026-12-04',
      productType: null,
      invoiceStart: null,
      invoiceEnd: 1040,
      differential: false,
      reprint: false,
      labelCount: 25,
    },
  ],
  preset: { invoiceStart: 1041, invoiceEnd: 1052 },
};

/** A PDF arriving in three chunks, the label count in its header. */
function pdfStream(chunks: number[], labels: number): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const n of chunks) controller.enqueue(new Uint8Array(n).fill(37));
      controller.close();
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'x-label-count': String(labels),
      'content-disposition': 'inline; filename="labels-corp-9.pdf"',
    },
  });
}

describe('labels', () => {
  beforeEach(() => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:labels'), revokeObjectURL: vi.fn() });
  });

  it('reads the PDF as a stream: bytes and labels shown, the file saved under its name; the print history read again', async () => {
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    let printsRead = 0;
    const f = await setup(LabelsScreen, '/fr/admin/corp-labels?start=2026-12-03&end=2026-12-04&type=LU', (url) => {
      if (url.startsWith('/api/orders/print-labels/corp/prints')) {
        printsRead += 1;
        return json(200, PRINTS);
      }
      if (url.startsWith('/api/orders/print-labels/corp?')) return pdfStream([40_000, 40_000, 20_000], 2000);
      if (url === '/api/routific/projects')
        return json(200, { planner: 'sandbox', projects: [{ id: 'sandbox-1', name: 'x', drivers: 1 }] });
      return undefined;
    });
    expect(f.field('Date de début').value).toBe('2026-12-03');
    expect((screen.getByLabelText('Type de produit') as HTMLSelectElement).value).toBe('LU');
    await screen.findByText('admin@mijote.test');
    const before = printsRead;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Imprimer les étiquettes (PDF)' })));
    await waitFor(() => expect(saved).toEqual(['labels-corp-9.pdf']));
    const printCall = f.calls.find((c) => c.url.startsWith('/api/orders/print-labels/corp?'))!;
    expect(printCall.url).toBe('/api/orders/print-labels/corp?startDate=2026-12-03&endDate=2026-12-04&productType=LU');
    // the last progress line: 100,000 bytes = 98 KB, 2,000 labels, and the success alert
    expect(screen.getByTestId('download-bytes').textContent).toBe('98 Ko reçus');
    expect(screen.getByTestId('download-bytes').previousElementSibling?.textContent).toBe('Terminé :');
    expect(screen.getByText(/2\s000 étiquettes/)).toBeTruthy();
    expect(screen.getAllByRole('status').some((s) => s.textContent?.includes('Données chargées'))).toBe(true);
    await waitFor(() => expect(printsRead).toBeGreaterThan(before));
  });

  it('differential: the invoice range is preset from the last print; nothing to print is "There are no results"', async () => {
    const f = await setup(LabelsScreen, '/en/admin/meal-delivery-labels?start=2026-12-03&end=2026-12-04', (url) => {
      if (url.startsWith('/api/orders/print-labels/meal-delivery/prints')) return json(200, PRINTS);
      if (url.startsWith('/api/orders/print-labels/meal-delivery?')) return new Response(null, { status: 204 });
      if (url === '/api/routific/projects') return json(200, { planner: 'sandbox', projects: [] });
      return undefined;
    });
    await screen.findByText('admin@mijote.test');
    fireEvent.click(screen.getByLabelText('Differential (only what was not printed yet)'));
    await waitFor(() => expect(f.field('First invoice').value).toBe('1041'));
    expect(f.field('Last invoice').value).toBe('1052');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Print the labels (PDF)' })));
    await waitFor(() => expect(screen.getAllByRole('alert').some((a) => a.textContent?.includes('There are no results'))).toBe(true));
    expect(f.calls.some((c) => c.url.includes('invoiceStart=1041&invoiceEnd=1052&differential=true'))).toBe(true);
  });

  it('a past print is printed again by its id; without dates the print is refused before any call', async () => {
    const f = await setup(LabelsScreen, '/en/admin/meal-delivery-labels', (url) => {
      if (url.startsWith('/api/orders/print-labels/meal-delivery/prints')) return json(200, PRINTS);
      if (url.startsWith('/api/orders/print-labels/meal-delivery?')) return pdfStream([1000], 3);
      if (url === '/api/routific/projects') return json(200, { planner: 'sandbox', projects: [] });
      return undefined;
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Print the labels (PDF)' })));
    expect(screen.getAllByRole('alert').some((a) => a.textContent === 'Please enter dates')).toBe(true);
    expect(f.calls.some((c) => c.url.startsWith('/api/orders/print-labels/meal-delivery?'))).toBe(false);
    const again = await screen.findByRole('button', { name: /^Print again/ });
    await act(async () => fireEvent.click(again));
    await waitFor(() => expect(f.calls.some((c) => c.url === '/api/orders/print-labels/meal-delivery?reprint=9')).toBe(true));
  });
});

const REPORT = {
  routeImportedAt: null,
  stops: [
    {
      invoiceId: 1001,
      date: '2026-12-03',
      time: null,
      customer: 'Alice Tremblay',
      company: null,
      email: 'a@x.test',
      phone: '514 555-0100',
      address: '12 Chemin du Bord-du-Lac, Pointe-Claire',
      postalCode: 'H9R 1A1',
      items: [{ quantity: 1, title: 'Meatball stew', kind: 'familyPack' }],
      comment: 'Ring twice',
      driver: null,
      stop: null,
    },
  ],
};

describe('tag routes', () => {
  it('lists the stops; a route file with problems: each line in the 60-second alert, the CSRF token sent', async () => {
    const f = await setup(TagRoutesScreen, '/en/admin/tag-routes?source=MD&date=2026-12-03&endDate=2026-12-04', (url, call) => {
      if (url.startsWith('/api/orders/route-deliveries/MD/import?') && call.method === 'POST')
        return json(400, {
          code: 'route-import-problems',
          message: '2 problems',
          params: {
            problems: [
              { line: 3, reason: 'invoice-not-in-report', value: '999999' },
              { line: 4, reason: 'driver-missing', value: null },
            ],
          },
        });
      if (url.startsWith('/api/orders/route-deliveries/MD?')) return json(200, REPORT);
      if (url === '/api/routific/projects') return json(200, { planner: 'sandbox', projects: [] });
      return undefined;
    });
    await screen.findByText('Alice Tremblay');
    expect(screen.getByText(/1 × Meatball stew \(family pack\)/)).toBeTruthy();
    expect(f.calls.some((c) => c.url === '/api/orders/route-deliveries/MD?date=2026-12-03&endDate=2026-12-04')).toBe(true);
    const file = new File(['Stop,Driver,Invoice\n1,R1,999999\n'], 'route.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('Route file (CSV)'), { target: { files: [file] } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Import the routes' })));
    const alert = await screen.findByRole('alert');
    expect(alert.getAttribute('data-duration')).toBe(String(IMPORT_PROBLEMS_MS));
    expect(alert.textContent).toContain('Line 3: this invoice is not a paid delivery of this report 999999');
    expect(alert.textContent).toContain('Line 4: no driver');
    const post = f.calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/orders/route-deliveries/MD/import?date=2026-12-03&endDate=2026-12-04');
    expect(post.headers['x-csrf-token']).toBe('csrf-1');
    expect(post.body).toBeInstanceOf(FormData);
  });

  it('the sandbox planner: stops sent ("Stops imported to Routific"), its route imported ("Routes Imported")', async () => {
    const f = await setup(TagRoutesScreen, '/fr/admin/tag-routes?source=MD&date=2026-12-03', (url, call) => {
      if (url === '/api/routific/projects')
        return json(200, { planner: 'sandbox', projects: [{ id: 'sandbox-2', name: 'x', drivers: 2 }] });
      if (url === '/api/routific/projects/sandbox-2/stops' && call.method === 'POST')
        return json(200, {
          planner: 'sandbox',
          projectId: 'sandbox-2',
          sent: 1,
          route: [{ invoiceId: 1001, date: '2026-12-03', driver: 'Route 1', stop: 1, postalCode: 'H9R 1A1' }],
          routeFile: 'Stop,Driver,Invoice\r\n1,Route 1,1001\r\n',
        });
      if (url.startsWith('/api/orders/route-deliveries/MD/import?'))
        return json(200, { imported: 1, importedAt: '2026-11-26T15:00:00.000Z' });
      if (url.startsWith('/api/orders/route-deliveries/MD?')) return json(200, REPORT);
      return undefined;
    });
    await screen.findByText('Alice Tremblay');
    await screen.findByRole('option', { name: 'Planificateur bac à sable, 2 chauffeurs' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /^Envoyer les arrêts/ })));
    await screen.findByText('Route planifiée : 1 arrêt, 1 chauffeur(s).');
    const send = f.calls.find((c) => c.url === '/api/routific/projects/sandbox-2/stops')!;
    expect(JSON.parse(String(send.body))).toEqual({ source: 'MD', date: '2026-12-03' });
    expect(screen.getAllByRole('status').some((s) => s.textContent?.includes('Arrêts importés dans Routific'))).toBe(true);
    const reads = f.calls.filter((c) => c.url.startsWith('/api/orders/route-deliveries/MD?')).length;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Importer cette route' })));
    await waitFor(() => expect(screen.getAllByRole('status').some((s) => s.textContent?.includes('Routes importées'))).toBe(true));
    const post = f.calls.find((c) => c.url.startsWith('/api/orders/route-deliveries/MD/import?'))!;
    expect(post.url).toBe('/api/orders/route-deliveries/MD/import?date=2026-12-03');
    const sentFile = (post.body as FormData).get('file') as File;
    expect(await sentFile.text()).toContain('1,Route 1,1001');
    await waitFor(() => expect(f.calls.filter((c) => c.url.startsWith('/api/orders/route-deliveries/MD?')).length).toBeGreaterThan(reads));
  });
});
