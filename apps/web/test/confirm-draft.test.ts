// The Confirm choices kept for a try after a payment that did not go through (ADR 368): per store,
// in the tab's sessionStorage, never a card, cleared once an order is placed, and a tampered or
// foreign value read as nothing rather than trusted.
import { beforeEach, describe, expect, it } from 'vitest';
import { clearConfirmDraft, readConfirmDraft, saveConfirmDraft } from '../src/features/store/checkout/confirm-draft';

const draft = { date: '2026-12-02', time: '19:30', address: 42, comment: 'side door', people: '12' } as const;

beforeEach(() => sessionStorage.clear());

describe('confirm draft', () => {
  it('keeps a store’s choices until cleared, and only that store’s', () => {
    expect(readConfirmDraft('restaurant')).toBeNull();
    saveConfirmDraft('restaurant', draft);
    expect(readConfirmDraft('restaurant')).toEqual(draft);
    expect(readConfirmDraft('catering')).toBeNull();
    clearConfirmDraft('restaurant');
    expect(readConfirmDraft('restaurant')).toBeNull();
  });

  it('writes the draft’s fields only: a card given by mistake is not kept', () => {
    saveConfirmDraft('catering', { ...draft, card: { number: '4242424242424242', cvv: '123' } } as never);
    const raw = Object.keys(sessionStorage)
      .map((k) => sessionStorage.getItem(k))
      .join('');
    expect(raw).toContain('19:30');
    expect(raw).not.toContain('4242');
    expect(raw).not.toContain('cvv');
    expect(readConfirmDraft('catering')).toEqual(draft);
  });

  it('reads a tampered value as defaults, and garbage as nothing', () => {
    sessionStorage.setItem('mijote:confirm-draft:generic', JSON.stringify({ date: 5, time: null, address: 'elsewhere', comment: ['x'] }));
    expect(readConfirmDraft('generic')).toEqual({ date: '', time: '', address: null, comment: '', people: '' });
    sessionStorage.setItem('mijote:confirm-draft:generic', '{not json');
    expect(readConfirmDraft('generic')).toBeNull();
  });
});
