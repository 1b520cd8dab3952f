// The account area's writes (customer-side §7 Accounts): each call and what its reply changes in
// the cache (the reads are in lib/account/api.ts, shared with the store's checkout), so a screen
// only says what to save and what to tell the customer (ADR 206).
import type {
  AccountReply,
  Address,
  AddressesReply,
  ApplyGiftCardReply,
  ChangeEmailBody,
  CreditCard,
  OkReply,
  OrderAgainReply,
  ResendVerificationReply,
  ReplaceAddressesBody,
  SaveAddressBody,
  SaveCreditCardBody,
  TokenizeCardBody,
  UpdateAccountBody,
} from '@mijote/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { accountKeys, tokenizeCard } from '../../lib/account/api';
import { ApiError, apiFetch } from '../../lib/api-client';
import type { Lang } from '../../lib/paths';
import { useSession } from '../../lib/session/session';

/** POST /accounts/me: names, phones, opt-ins, language; the header's name follows. */
export function useSaveProfile(lang: Lang) {
  const queryClient = useQueryClient();
  const session = useSession();
  return async (body: UpdateAccountBody): Promise<AccountReply> => {
    const reply = await apiFetch<AccountReply>('/accounts/me', { method: 'POST', body, lang });
    queryClient.setQueryData(accountKeys.me, reply);
    session.update({ first_name: reply.FirstName, last_name: reply.LastName, language: reply.PreferredLanguage });
    return reply;
  };
}

/** POST /accounts/{uuid}/email (the current password is required; the old address is told). */
export function useChangeEmail(uuid: string, lang: Lang) {
  const queryClient = useQueryClient();
  const session = useSession();
  return async (body: ChangeEmailBody): Promise<AccountReply> => {
    const reply = await apiFetch<AccountReply>(`/accounts/${uuid}/email`, { method: 'POST', body, lang });
    queryClient.setQueryData(accountKeys.me, reply);
    session.update({ email: reply.Email });
    return reply;
  };
}

/** POST /accounts/{uuid}/addresses/{id} (0 creates; ADR 088): the address book and the billing flag follow. */
export function useSaveAddress(uuid: string, lang: Lang) {
  const queryClient = useQueryClient();
  const session = useSession();
  return async (id: number, body: SaveAddressBody): Promise<Address> => {
    const saved = await apiFetch<Address>(`/accounts/${uuid}/addresses/${id}`, { method: 'POST', body, lang });
    queryClient.setQueryData<AddressesReply>(accountKeys.addresses(uuid), (list = []) =>
      list.some((x) => x.id === saved.id) ? list.map((x) => (x.id === saved.id ? saved : x)) : [...list, saved],
    );
    if (saved.addressType === 'B') session.update({ isBillingAddressComplete: true });
    void queryClient.invalidateQueries({ queryKey: accountKeys.me });
    return saved;
  };
}

/** POST /accounts/{uuid}/addresses/all: the whole address book (how an address is removed). */
export function useReplaceAddresses(uuid: string, lang: Lang) {
  const queryClient = useQueryClient();
  return async (body: ReplaceAddressesBody): Promise<AddressesReply> => {
    const reply = await apiFetch<AddressesReply>(`/accounts/${uuid}/addresses/all`, { method: 'POST', body, lang });
    queryClient.setQueryData(accountKeys.addresses(uuid), reply);
    return reply;
  };
}

/** POST /accounts/{uuid}/gift-cards/{code}/apply: the card's value becomes Century Dollars. */
export function useApplyGiftCard(uuid: string, lang: Lang) {
  const queryClient = useQueryClient();
  return async (code: string): Promise<ApplyGiftCardReply> => {
    const reply = await apiFetch<ApplyGiftCardReply>(`/accounts/${uuid}/gift-cards/${encodeURIComponent(code)}/apply`, {
      method: 'POST',
      lang,
    });
    queryClient.setQueryData<AccountReply>(accountKeys.me, (a) => (a ? { ...a, CurrentCenturyDollarAmount: reply.balance } : a));
    await queryClient.invalidateQueries({ queryKey: accountKeys.centuryDollars(uuid) });
    return reply;
  };
}

/** Tokenize (ADR 087) then POST /accounts/{uuid}/creditcard/0: a saved card. */
export function useAddCard(uuid: string, lang: Lang) {
  const queryClient = useQueryClient();
  return async (card: TokenizeCardBody): Promise<CreditCard> => {
    const { token } = await tokenizeCard(card, lang);
    const body: SaveCreditCardBody = { token };
    const saved = await apiFetch<CreditCard>(`/accounts/${uuid}/creditcard/0`, { method: 'POST', body, lang });
    queryClient.setQueryData<AccountReply>(accountKeys.me, (a) => (a ? { ...a, CreditCard: [...a.CreditCard, saved] } : a));
    return saved;
  };
}

/** DELETE /accounts/{uuid}/creditcard/{id}. */
export function useRemoveCard(uuid: string, lang: Lang) {
  const queryClient = useQueryClient();
  return async (cardId: number): Promise<void> => {
    await apiFetch<OkReply>(`/accounts/${uuid}/creditcard/${cardId}`, { method: 'DELETE', lang });
    queryClient.setQueryData<AccountReply>(accountKeys.me, (a) =>
      a ? { ...a, CreditCard: a.CreditCard.filter((c) => c.Id !== cardId) } : a,
    );
  };
}

/**
 * POST /accounts/me/verify-email: a new confirmation link (ADR 192); when the address was
 * confirmed meanwhile (409 email-already-verified), the account is read again so the notice goes.
 */
export function useResendVerification(lang: Lang) {
  const queryClient = useQueryClient();
  return async (): Promise<ResendVerificationReply> => {
    try {
      return await apiFetch<ResendVerificationReply>('/accounts/me/verify-email', { method: 'POST', lang });
    } catch (err) {
      if (err instanceof ApiError && err.code === 'email-already-verified')
        void queryClient.invalidateQueries({ queryKey: accountKeys.me });
      throw err;
    }
  };
}

/**
 * GET /orders/{id}/order-again (ADR 215): the order's dishes as cart items on the days open now,
 * and the lines that cannot be ordered again. The caller adds the items to the store's cart
 * (lib/cart), which prices them as of today.
 */
export function fetchOrderAgain(id: number, lang: Lang): Promise<OrderAgainReply> {
  return apiFetch<OrderAgainReply>(`/orders/${id}/order-again?language=${lang}`);
}
