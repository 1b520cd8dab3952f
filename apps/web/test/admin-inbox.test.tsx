// The forms inbox screen (issue 30): its filters and page come from the URL and go to the API under
// the API's names, an unread message is bold and says "Unread" in words, a form's name is shown in
// words (never its code), opening a message shows its fields and marks it read once, a button marks
// it unread again; Today's unread figure links to the inbox filtered the way the API counted. The
// server is a stub of `fetch` answering the contracts' shapes; the API itself is tested in apps/api.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormCommonFields, type AdminFormListReply, type AdminFormSubmission, type AdminTodayReply } from '@mijote/contracts';
import { messageFiltersOf, messagesLink } from '../src/features/admin/components/message-filters';
import { DashboardScreen } from '../src/features/admin/screens/dashboard';
import { InboxScreen } from '../src/features/admin/screens/inbox';
import { setCsrfToken } from '../src/lib/api-client';
import { renderAdmin } from './admin-render';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Call = { url: string; method: string; headers: Record<string, string> };

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

async function setup(Screen: ComponentType, path: string, answer: (url: string, call: Call) => Response | undefined) {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const call = { url: String(input), method: init?.method ?? 'GET', headers: (init?.headers ?? {}) as Record<string, string> };
    calls.push(call);
    return answer(call.url, call) ?? json(404, { code: 'not-found', message: 'nope', params: {} });
  });
  // the token the session layer hands the API client at sign-in
  setCsrfToken('csrf-1');
  await renderAdmin(
    path,
    <>
      <Screen />
      <Where />
    </>,
  );
  return { calls, where: () => screen.getByTestId('where').textContent };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  setCsrfToken(null);
});

const message = (over: Partial<AdminFormSubmission> = {}): AdminFormSubmission => ({
  id: 41,
  formName: 'contact-us',
  language: 'en',
  site: '21',
  isBbCorp: false,
  newsletter: false,
  createdAt: '2026-12-02T14:05:00.000Z',
  readAt: null,
  readBy: null,
  summary: { name: 'Camille Tremblay', email: 'camille@example.test', phone: '(514) 555-0101', message: 'Do you deliver to Kirkland?' },
  data: {
    message: 'Do you deliver to Kirkland?\nOn Sundays.',
    firstName: 'Camille',
    lastName: 'Tremblay',
    email: 'camille@example.test',
    phone: '(514) 555-0101',
  },
  followUpIds: [],
  ...over,
});

const read = message({
  id: 40,
  formName: 'home-first-form',
  readAt: '2026-12-02T13:00:00.000Z',
  readBy: { id: 1, name: 'Régine Gérante' },
  summary: { name: 'Maude', email: 'maude@example.test', phone: null, message: 'A lunch for 40' },
  data: { firstName: 'Maude', email: 'maude@example.test', service: 'catering', message: 'A lunch for 40' },
  followUpIds: [44],
});

const page = (data: AdminFormSubmission[], total = data.length): AdminFormListReply => ({
  data,
  meta: { total, total_pages: Math.max(1, Math.ceil(total / 25)), page: 1, limit: 25 },
});

describe('the forms inbox', () => {
  it('sends the URL’s filters and page under the API’s names; an unread row is bold and says so in words', async () => {
    const f = await setup(InboxScreen, '/en/admin/messages?unread=true&form=contact-us&page=2&form2=x', (url) =>
      url.startsWith('/api/admin/forms?') ? json(200, page([message()], 26)) : undefined,
    );
    await screen.findByText('Camille Tremblay');
    expect(f.calls.map((c) => c.url)).toEqual(['/api/admin/forms?page=2&limit=25&unread=true&formName=contact-us']);
    const row = screen.getByText('Camille Tremblay').closest('tr')!;
    expect(row.className).toContain('admin-inbox__unread');
    expect(within(row).getByText('Unread')).toBeTruthy();
    expect(screen.getByText('Camille Tremblay').tagName).toBe('STRONG');
    // the form's name in words, never its code
    expect(within(row).getByText('Contact form')).toBeTruthy();
    expect(row.textContent).not.toContain('contact-us');
    expect((screen.getByLabelText('Show') as HTMLSelectElement).value).toBe('unread');
    expect((screen.getByLabelText('Form') as HTMLSelectElement).value).toBe('contact-us');
    expect(screen.getByRole('heading', { level: 2, name: 'Unread messages' })).toBeTruthy();

    // a filter changed: in the URL, the page back to the first
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'read' } });
    await waitFor(() => expect(f.where()).toBe('/en/admin/messages?unread=false&form=contact-us&form2=x'));
    fireEvent.change(screen.getByLabelText('Form'), { target: { value: '' } });
    await waitFor(() => expect(f.where()).toBe('/en/admin/messages?unread=false&form2=x'));
    fireEvent.change(screen.getByLabelText('Show'), { target: { value: 'all' } });
    await waitFor(() => expect(f.where()).toBe('/en/admin/messages?form2=x'));
    await waitFor(() => expect(f.calls.at(-1)?.url).toBe('/api/admin/forms?page=1&limit=25'));
  });

  it('opening a message shows its fields and marks it read once; a button marks it unread again', async () => {
    let state = message();
    const f = await setup(InboxScreen, '/en/admin/messages', (url, call) => {
      if (url.startsWith('/api/admin/forms?')) return json(200, page([state, read]));
      if (url === '/api/admin/forms/41') return json(200, state);
      if (url === '/api/admin/forms/41/read' && call.method === 'POST') {
        state = { ...state, readAt: '2026-12-02T15:30:00.000Z', readBy: { id: 1, name: 'Régine Gérante' } };
        return json(200, state);
      }
      if (url === '/api/admin/forms/41/unread' && call.method === 'POST') {
        state = { ...state, readAt: null, readBy: null };
        return json(200, state);
      }
      return undefined;
    });
    // a read row: plain, and says "Read"; a lead form with its second step is one call-back request
    const readRow = (await screen.findByText('Maude')).closest('tr')!;
    expect(readRow.className).toBe('');
    expect(within(readRow).getByText('Read')).toBeTruthy();
    expect(within(readRow).getByText('Call-back request')).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'Open the message from Camille Tremblay' }));
    await waitFor(() => expect(f.where()).toBe('/en/admin/messages?id=41'));
    const panel = (await screen.findByRole('heading', { name: 'Message from Camille Tremblay' })).closest('section')!;
    await waitFor(() =>
      expect(within(panel).getByTestId('inbox-state').textContent).toBe('Read by Régine Gérante, Dec 2, 2026, 10:30 a.m.'),
    );
    // its fields, in the form's order, the message whole
    const terms = [...panel.querySelectorAll('dt')].map((d) => d.textContent);
    expect(terms).toEqual([
      'Form',
      'Received',
      'Language',
      'Status',
      'First name',
      'Last name',
      'E-mail',
      'Phone',
      'Message',
      'Wants the newsletter',
    ]);
    expect(within(panel).getByText(/On Sundays/).textContent).toBe('Do you deliver to Kirkland?\nOn Sundays.');
    expect(within(panel).getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href')).toBe('mailto:camille@example.test');
    const posts = () => f.calls.filter((c) => c.method === 'POST');
    expect(posts().map((c) => c.url)).toEqual(['/api/admin/forms/41/read']);
    expect(posts()[0]!.headers['x-csrf-token']).toBe('csrf-1');
    // the list and Today are read again after the change
    await waitFor(() => expect(f.calls.filter((c) => c.url.startsWith('/api/admin/forms?')).length).toBeGreaterThanOrEqual(2));

    fireEvent.click(within(panel).getByRole('button', { name: 'Mark as unread' }));
    await waitFor(() => expect(within(panel).getByTestId('inbox-state').textContent).toBe('Unread'));
    expect(within(panel).getByRole('button', { name: 'Mark as read' })).toBeTruthy();
    // it stays unread while it is open: no second "read"
    await new Promise((r) => setTimeout(r, 50));
    expect(posts().map((c) => c.url)).toEqual(['/api/admin/forms/41/read', '/api/admin/forms/41/unread']);
    await waitFor(() => expect(screen.getByText('Camille Tremblay').closest('tr')!.className).toContain('admin-inbox__unread'));
  });

  it('in French: its title, the badge, the form names and the options in Quebec French', async () => {
    await setup(InboxScreen, '/fr/admin/messages?id=40', (url) =>
      url.startsWith('/api/admin/forms?')
        ? json(200, page([message(), read]))
        : url === '/api/admin/forms/40'
          ? json(200, read)
          : undefined,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages reçus' })).toBeTruthy();
    const row = (await screen.findByText('Camille Tremblay')).closest('tr')!;
    expect(within(row).getByText('Non lu')).toBeTruthy();
    expect(within(row).getByText('Formulaire de contact')).toBeTruthy();
    expect(within(row).getByText('2 déc. 2026 à 9 h 05')).toBeTruthy();
    const panel = (await screen.findByRole('heading', { name: 'Message de Maude' })).closest('section')!;
    expect(within(panel).getByText('Demande de rappel')).toBeTruthy();
    expect(within(panel).getByText('Traiteur')).toBeTruthy();
    expect(within(panel).getByText('Comprend la deuxième étape de la demande de rappel.')).toBeTruthy();
    expect(within(panel).getByTestId('inbox-state').textContent).toBe('Lu par Régine Gérante le 2 déc. 2026 à 8 h');
    expect(document.body.textContent).not.toMatch(/~\w/);
  });
});

describe('Today’s unread forms (issue 30)', () => {
  it('the figure links to the inbox filtered the way the API counted, and the inbox reads the link back to that query', async () => {
    const api = { unread: 'true', formName: 'corporate' };
    const link = messagesLink('fr', api);
    expect(link).toBe('/fr/admin/messages?unread=true&form=corporate');
    expect(messageFiltersOf(new URLSearchParams(link.split('?')[1]))).toEqual(api);
    // what the inbox does not know is left out
    expect(messageFiltersOf(new URLSearchParams('unread=maybe&form=nope'))).toEqual({});

    const today: AdminTodayReply = {
      today: '2026-12-02',
      tomorrow: '2026-12-03',
      nextProductionDay: '2026-12-03',
      weekStart: '2026-11-30',
      weekEnd: '2026-12-06',
      days: [
        { date: '2026-12-02', kinds: [] },
        { date: '2026-12-03', kinds: [] },
      ],
      attention: {
        interacAwaiting: 0,
        cardAwaiting: 0,
        declinedToday: 0,
        unreadForms: 3,
        lowStock: [],
        lists: { interacAwaiting: {}, cardAwaiting: {}, declinedToday: {}, unreadForms: { unread: 'true' } },
      },
    };
    await setup(DashboardScreen, '/en/admin', (url) => (url.startsWith('/api/admin/today') ? json(200, today) : undefined));
    const figure = await screen.findByRole('link', { name: '3 messages from the site not read yet' });
    expect(figure.getAttribute('href')).toBe('/en/admin/messages?unread=true');
    expect(figure.closest('li')?.className).toBe('admin-today-attention--on');
  });
});

describe('the inbox names every field of every form', () => {
  it('has an en and an fr label for each field a form sends (never the raw field name)', async () => {
    const { FORM_FIELDS } = await import('../src/components/forms/form-props');
    // the fields every form shares are the submission's own columns (newsletter, site…), not its data
    const common = new Set(Object.keys(FormCommonFields.shape));
    const labels = async (lang: 'en' | 'fr') =>
      ((await import(`../src/locales/${lang}/admin.json`)) as { default: { inbox: { fields: Record<string, string> } } }).default.inbox
        .fields;
    const names = [...new Set([...Object.values(FORM_FIELDS).flatMap((fields) => fields.map((f) => f.name)), 'referrerAccountId'])].filter(
      (n) => n !== 'parentId' && !common.has(n),
    );
    for (const lang of ['en', 'fr'] as const) {
      const known = await labels(lang);
      expect(
        names.filter((n) => !known[n]),
        lang,
      ).toEqual([]);
    }
  });
});
