// The scheduling widget's island (ADR 372) in happy-dom: the button loads its dialog, which walks
// kind → day → time → details → confirmation in the page's language, checks the fields with the
// contracts' patterns before sending, and sends the booking the contract expects. The network is
// the only stand-in: its answers are parsed with the contracts' reply schemas first.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BookAppointmentBody, BookAppointmentReply, OpenSlotsReply } from '@mijote/contracts';
import Scheduling from '../src/islands/scheduling';
import en from '../src/locales/en/scheduling.json';
import fr from '../src/locales/fr/scheduling.json';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const settle = () => act(async () => new Promise((r) => setTimeout(r, 30)));
async function until(done: () => boolean) {
  const end = Date.now() + 10_000;
  do await settle();
  while (!done() && Date.now() < end);
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const slots = OpenSlotsReply.parse({
  from: '2026-12-01',
  to: '2026-12-14',
  days: [
    {
      date: '2026-12-03',
      label: 'jeudi 3 décembre',
      slots: [
        { id: 41, date: '2026-12-03', time: '10:00', durationMinutes: 30, seatsLeft: 1, timeLabel: '10 h' },
        { id: 42, date: '2026-12-03', time: '10:30', durationMinutes: 30, seatsLeft: 3, timeLabel: '10 h 30' },
      ],
    },
  ],
});

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function mount(lang: 'en' | 'fr') {
  const host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  act(() => root!.render(<Scheduling lang={lang} label="Réserver" id="sd" />));
  return host;
}
const button = (text: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim().startsWith(text));
const click = (el: Element | undefined) =>
  act(async () => {
    if (!el) throw new Error('no such element');
    (el as HTMLElement).click();
    await new Promise((r) => setTimeout(r, 0));
  });
const type = (id: string, value: string) =>
  act(async () => {
    const el = document.getElementById(id) as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')!.set!;
    setter.call(el, value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    await Promise.resolve();
  });

describe('the scheduling widget (customer-side §2)', { timeout: 30_000 }, () => {
  it('the page carries only the button; the dialog and its texts load on the first press', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const host = mount('en');
    expect(host.querySelectorAll('button')).toHaveLength(1);
    expect(host.querySelector('button')?.getAttribute('aria-haspopup')).toBe('dialog');
    expect(document.querySelector('dialog')).toBeNull();
    await click(host.querySelector('button')!);
    await until(() => document.querySelector('dialog#sd') !== null);
    expect(document.getElementById('sd-title')?.textContent).toBe(en.title);
    expect(document.body.textContent).toContain(en.kindLegend);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('books in French: the steps, the field checks, the body sent, the confirmation', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
      const url = String(input);
      calls.push({ url, init });
      if (url.startsWith('/api/scheduling/slots')) return json(slots);
      const reply = BookAppointmentReply.parse({
        ok: true,
        id: 7,
        kind: 'tasting',
        team: 'corporate',
        when: 'jeudi 3 décembre, de 10 h 30 à 11 h',
        email: 'chloe@example.test',
      });
      return json(reply, 201);
    });
    const host = mount('fr');
    await click(host.querySelector('button')!);
    await until(() => document.body.textContent?.includes(fr.kindLegend) ?? false);
    expect(document.body.textContent).toContain('Étape 1 de 4');
    await click(document.querySelector('input[value="tasting"]')!);
    await click(document.querySelector('input[value="corporate"]')!);
    await click(button(fr.next));
    await until(() => button('jeudi 3 décembre') !== undefined);
    expect(calls[0]!.url).toBe('/api/scheduling/slots?kind=tasting&team=corporate&language=fr');
    expect(document.body.textContent).toContain('Étape 2 de 4');
    await click(button('jeudi 3 décembre'));
    expect(document.body.textContent).toContain('Choisissez une heure le jeudi 3 décembre');
    expect(button('10 h 30')?.textContent).toContain('3 places restantes');
    await click(button('10 h 30'));
    expect(document.body.textContent).toContain('Une dégustation · Services aux entreprises, le jeudi 3 décembre à 10 h 30');

    // nothing typed: the French messages, nothing sent
    await click(button(fr.submit));
    expect(document.getElementById('sd-name-error')?.textContent).toBe(fr.errors.required);
    expect(document.getElementById('sd-name')?.getAttribute('aria-invalid')).toBe('true');
    await type('sd-name', 'Chloé Bergeron');
    // an edited field's message goes at once
    expect(document.getElementById('sd-name-error')).toBeNull();
    expect(document.getElementById('sd-email-error')?.textContent).toBe(fr.errors.required);
    await type('sd-email', 'chloe@');
    await type('sd-phone', 'appelez-moi');
    await click(button(fr.submit));
    expect(document.getElementById('sd-email-error')?.textContent).toBe(fr.errors.email);
    expect(document.getElementById('sd-phone-error')?.textContent).toBe(fr.errors.phone);
    expect(calls).toHaveLength(1);

    await type('sd-email', 'chloe@example.test');
    await type('sd-phone', '514 555-0199');
    await type('sd-message', 'Pour 40 personnes');
    await click(button(fr.submit));
    await until(() => document.body.textContent?.includes(fr.doneTitle) ?? false);
    const post = calls[1]!;
    expect(post.url).toBe('/api/scheduling/bookings');
    expect(post.init?.method).toBe('POST');
    const body = BookAppointmentBody.parse(JSON.parse(String(post.init?.body)));
    expect(body).toMatchObject({
      slotId: 42,
      name: 'Chloé Bergeron',
      email: 'chloe@example.test',
      phone: '514 555-0199',
      language: 'fr',
      message: 'Pour 40 personnes',
    });
    expect(body.company).toBeUndefined();
    expect(document.body.textContent).toContain('jeudi 3 décembre, de 10 h 30 à 11 h');
    expect(document.body.textContent).toContain('Une confirmation s’en vient à chloe@example.test.');
  });

  it('a time taken meanwhile: the refusal in the page language, and the times read again', async () => {
    let reads = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      if (String(input).startsWith('/api/scheduling/slots')) {
        reads += 1;
        return json(reads === 1 ? slots : { ...slots, days: [{ ...slots.days[0]!, slots: [slots.days[0]!.slots[1]!] }] });
      }
      return json({ code: 'appointment-unavailable', message: 'gone', params: { reason: 'full' } }, 409);
    });
    const host = mount('en');
    await click(host.querySelector('button')!);
    await until(() => button(en.next) !== undefined);
    await click(button(en.next));
    await until(() => button('jeudi 3 décembre') !== undefined);
    await click(button('jeudi 3 décembre'));
    await click(button('10 h'));
    await type('sd-name', 'Chloé');
    await type('sd-email', 'chloe@example.test');
    await type('sd-phone', '514 555-0199');
    await click(button(en.submit));
    await until(() => reads === 2 && document.querySelector('[role="alert"]') !== null);
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(en.errors['appointment-unavailable']);
    const times = [...document.querySelectorAll('.scheduling__pick')].map((b) => b.textContent);
    expect(times).toEqual(['10 h 303 seats left']);
  });
});
