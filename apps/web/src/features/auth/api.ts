// The sign-in area's calls that are not the session's (those are lib/session/api.ts): confirming
// an e-mail address with the link of its message (ADR 192, 206).
import type { LoginReply, SignInLinkBody, VerifyEmailBody, VerifyEmailReply } from '@mijote/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../lib/account/api';
import { apiFetch } from '../../lib/api-client';
import type { Lang } from '../../lib/paths';

/** POST /accounts/verify-email {token}; a signed-in account is read again (its notice goes). */
export function useVerifyEmail(lang: Lang) {
  const queryClient = useQueryClient();
  return async (token: string): Promise<VerifyEmailReply> => {
    const body: VerifyEmailBody = { token };
    const reply = await apiFetch<VerifyEmailReply>('/accounts/verify-email', { method: 'POST', body, lang });
    void queryClient.invalidateQueries({ queryKey: accountKeys.me });
    return reply;
  };
}

/** POST /accounts/me/sign-in-link {token}: the one-time link of a login past its limit (ADR 376) opens a session. */
export const postSignInLink = (body: SignInLinkBody, lang: Lang) =>
  apiFetch<LoginReply>('/accounts/me/sign-in-link', { method: 'POST', body, lang });
