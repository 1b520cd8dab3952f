// The web side of the second factor (issue 29, ADR 378): the code step sends the code typed (or a
// recovery code), shows the server's refusal translated; the enrolment shows the QR as an image
// and the secret, then the recovery codes once; a money write refused with 403 step-up-required
// opens the dialog, and is sent again once after the code. `fetch` is a stub of the contract.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, configure, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SecondFactorStep } from '../src/components/session/second-factor-step';
import { useWrite } from '../src/features/admin/api';
import { EnrolmentScreen, StepUpProvider } from '../src/features/admin/components/second-factor';
import { apiFetch } from '../src/lib/api-client';
import { createI18n, loadLanguage } from '../src/lib/i18n';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
configure({ asyncUtilTimeout: 8000 });

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
type Call = { url: string; body: unknown };
function stubFetch(answer: (url: string, n: number) => Response): Call[] {
  const calls: Call[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const raw = init?.body;
    calls.push({ url: String(input), body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : null });
    return answer(String(input), calls.length);
  });
  return calls;
}
async function wrap(lang: 'en' | 'fr', node: ReactNode) {
  const i18n = createI18n(lang, { [lang]: await loadLanguage(lang) });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>{node}</QueryClientProvider>
    </I18nextProvider>,
  );
}
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the code step', () => {
  it('sends the 6 digits typed, with the one-time-code hints, and calls back on success', async () => {
    const calls = stubFetch(() => json(200, { verifiedAt: '2026-12-02T12:00:00Z', recoveryCodesLeft: 10, usedRecoveryCode: false }));
    const onVerified = vi.fn();
    await wrap('en', <SecondFactorStep lang="en" ns="account" idPrefix="t" onVerified={onVerified} />);
    const input = screen.getByLabelText(/6-digit code/);
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(input, { target: { value: '123 456' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify' })));
    await waitFor(() => expect(onVerified).toHaveBeenCalledTimes(1));
    expect(calls[0]).toEqual({ url: '/api/accounts/me/second-factor/verify', body: { code: '123456' } });
  });

  it('in French: a recovery code instead, and the refusal of the server translated', async () => {
    const calls = stubFetch(() => json(400, { code: 'second-factor-invalid', message: 'no' }));
    const onVerified = vi.fn();
    await wrap('fr', <SecondFactorStep lang="fr" ns="account" idPrefix="t" onVerified={onVerified} />);
    fireEvent.click(screen.getByRole('button', { name: 'Utiliser un code de récupération' }));
    fireEvent.change(screen.getByLabelText(/Code de récupération/), { target: { value: ' ABCD-1234 ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Vérifier' })));
    await screen.findByText('Ce code n’est pas valide. Vérifiez-le et réessayez.');
    expect(calls[0]?.body).toEqual({ code: 'abcd-1234' });
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('refuses five digits without a request', async () => {
    const calls = stubFetch(() => json(500, {}));
    await wrap('en', <SecondFactorStep lang="en" ns="account" idPrefix="t" onVerified={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(/6-digit code/), { target: { value: '12345' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify' })));
    expect(screen.getByText('Enter the 6 digits shown by your authenticator app.')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });
});

describe('the enrolment screen', () => {
  it('shows the QR as an image and the secret, confirms the code, then the 10 codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcd-000${i}`);
    const calls = stubFetch((url) =>
      url.endsWith('/enrolment')
        ? json(200, { secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x', qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>' })
        : json(200, { recoveryCodes: codes }),
    );
    const onDone = vi.fn();
    await wrap('en', <EnrolmentScreen lang="en" onDone={onDone} />);
    expect((await screen.findByTestId('totp-secret')).textContent).toBe('JBSWY3DPEHPK3PXP');
    const img = screen.getByRole('img', { name: /QR code/ });
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    fireEvent.change(screen.getByLabelText(/6-digit code/), { target: { value: '654321' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Turn on two-step verification' })));
    await screen.findByText('Your recovery codes');
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(codes);
    expect(calls.map((c) => c.url)).toEqual([
      '/api/accounts/me/second-factor/enrolment',
      '/api/accounts/me/second-factor/enrolment/confirm',
    ]);
    expect(calls[1]?.body).toEqual({ code: '654321' });
    fireEvent.click(screen.getByRole('button', { name: 'I have saved them' }));
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});

function Refund({ onDone }: { onDone: (r: unknown) => void }) {
  const { run } = useWrite(() => apiFetch('/admin/invoices/12/refund', { method: 'POST', body: { amount: 100 } }));
  return (
    <button type="button" onClick={() => void run(undefined).then(onDone, (e: unknown) => onDone(e))}>
      refund
    </button>
  );
}

describe('the step-up dialog', () => {
  it('opens on 403 step-up-required, sends the code, then the refund once more', async () => {
    let refunds = 0;
    const calls = stubFetch((url) => {
      if (url.endsWith('/verify')) return json(200, { verifiedAt: 'x', recoveryCodesLeft: 10, usedRecoveryCode: false });
      refunds += 1;
      return refunds === 1 ? json(403, { code: 'step-up-required', message: 'no' }) : json(200, { ok: true });
    });
    const onDone = vi.fn();
    await wrap(
      'en',
      <StepUpProvider lang="en">
        <Refund onDone={onDone} />
      </StepUpProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'refund' })));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    fireEvent.change(screen.getByLabelText(/6-digit code/), { target: { value: '111222' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Verify' })));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith({ ok: true }));
    expect(calls.map((c) => c.url)).toEqual([
      '/api/admin/invoices/12/refund',
      '/api/accounts/me/second-factor/verify',
      '/api/admin/invoices/12/refund',
    ]);
  });

  it('Escape closes it and the action fails with the server’s refusal, not sent again', async () => {
    const calls = stubFetch(() => json(403, { code: 'step-up-required', message: 'no' }));
    const onDone = vi.fn();
    await wrap(
      'fr',
      <StepUpProvider lang="fr">
        <Refund onDone={onDone} />
      </StepUpProvider>,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'refund' })));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmez votre identité' });
    await act(async () => fireEvent.keyDown(dialog, { key: 'Escape' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect((onDone.mock.calls[0]?.[0] as { code?: string }).code).toBe('step-up-required');
    expect(calls).toHaveLength(1);
  });
});
