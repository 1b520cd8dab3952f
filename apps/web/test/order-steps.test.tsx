// The order-steps bar says what really happened (issue 11): an empty cart has done nothing yet, a
// declined or failed payment marks Confirm failed (not done), only a paid order has every step done,
// and what is still loading is not claimed done.
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderSteps, pageFacts, stepStates, type StepsFacts, type StepsPage } from '../src/features/store/components/order-steps';
import { createI18n, loadLanguage } from '../src/lib/i18n';

const D = 'done',
  C = 'current',
  F = 'failed',
  N = 'next';

describe('stepStates', () => {
  const table: [StepsPage, StepsFacts, [string, string, string]][] = [
    ['menu', {}, [C, N, N]],
    ['menu', { cartEmpty: false }, [C, N, N]],
    // an empty cart on Review or Confirm: Menu is current, nothing done
    ['review', { cartEmpty: true }, [C, N, N]],
    ['confirm', { cartEmpty: true }, [C, N, N]],
    ['review', { cartEmpty: false }, [D, C, N]],
    ['confirm', { cartEmpty: false }, [D, D, C]],
    // the cart still loading: the page's step is current, nothing claimed done
    ['review', {}, [N, C, N]],
    ['confirm', {}, [N, N, C]],
    // after Confirm
    ['after', { outcome: 'paid' }, [D, D, D]],
    ['after', { outcome: 'failed' }, [D, D, F]],
    ['after', { outcome: 'pending' }, [D, D, C]],
    ['after', { outcome: 'unauthorized' }, [D, D, C]],
    ['after', {}, [N, N, N]],
  ];
  it.each(table)('%s %j → %j', (page, facts, [menu, review, confirm]) => {
    expect(stepStates(page, facts)).toEqual({ menu, review, confirm });
  });
});

describe('pageFacts', () => {
  it.each([
    ['/en/meal-delivery', { page: 'menu' }],
    ['/fr/livraisons-a-domicile/review-order', { page: 'review' }],
    ['/en/store/confirm-order', { page: 'confirm' }],
    ['/en/meal-delivery/confirmation/12/success', { page: 'after' }],
    ['/en/meal-delivery/confirmation/12/failure/Order%20declined', { page: 'after', outcome: 'failed' }],
    ['/fr/store/confirmation/12/failure/Payment%20processing%20failed', { page: 'after', outcome: 'failed' }],
    ['/en/store/confirmation/12/failure/Unauthorized', { page: 'after', outcome: 'unauthorized' }],
    // the base64 form of 'Order declined'
    [`/en/store/confirmation/12/failure/${btoa('Order declined')}`, { page: 'after', outcome: 'failed' }],
  ])('%s', (path, facts) => {
    expect(pageFacts(path)).toEqual(facts);
  });
});

describe('the bar', () => {
  afterEach(cleanup);

  async function bar(lang: 'en' | 'fr', path: string, report?: StepsFacts) {
    const i18n = createI18n(lang, { [lang]: await loadLanguage(lang) });
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <OrderSteps store="mealDelivery" lang={lang} report={report ? { ...report, pathname: path } : null} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    return screen.getByRole('navigation');
  }

  it('a declined order: Confirm failed and current, Menu and Review done (fr)', async () => {
    const nav = await bar('fr', '/fr/livraisons-a-domicile/confirmation/3/failure/Order%20declined');
    const current = nav.querySelector('[aria-current="step"]')!;
    expect(current.textContent).toBe('✕Confirmation(échouée)');
    expect(nav.querySelectorAll('.order-steps__step--done')).toHaveLength(2);
    expect(nav.textContent).not.toContain('Confirmation(terminée)');
  });

  it('an empty cart on Review: Menu current, nothing done (en)', async () => {
    const nav = await bar('en', '/en/meal-delivery/review-order', { cartEmpty: true });
    expect(nav.querySelector('[aria-current="step"]')!.textContent).toBe('1Menu');
    expect(nav.textContent).not.toContain('(completed)');
  });

  it('a report made for another page is ignored', async () => {
    const i18n = createI18n('en', { en: await loadLanguage('en') });
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/en/meal-delivery/review-order']}>
          <OrderSteps store="mealDelivery" lang="en" report={{ cartEmpty: true, pathname: '/en/meal-delivery/confirm-order' }} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.getByRole('navigation').querySelector('[aria-current="step"]')!.textContent).toBe('2Review');
  });

  it('a paid order: every step done', async () => {
    const nav = await bar('en', '/en/meal-delivery/confirmation/3/success', { outcome: 'paid' });
    expect(nav.querySelectorAll('.order-steps__step--done')).toHaveLength(3);
    expect(nav.querySelector('[aria-current="step"]')).toBeNull();
  });
});
