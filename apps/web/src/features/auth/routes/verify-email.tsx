// The page of the e-mail verification link (ADR 192: /{lang}/verify-email/:token): once in the
// browser it sends the token to POST /accounts/verify-email and says what came of it — confirmed,
// or a link that is not valid, expired or already used, with the way to a new one. Signed in or
// not: the token is the proof. The server render only says it is checking (no request is made
// there: opening the link is what confirms it).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLang } from '../../../app/layout/use-lang';
import { Alert } from '../../../islands/form/alert';
import { ApiError, errorText } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { useVerifyEmail } from '../api';
import { AuthPage } from '../components/auth-page';
import { RetryAlert } from '../components/retry-alert';

type State =
  | { kind: 'checking' }
  | { kind: 'done'; email: string }
  | { kind: 'bad-link'; code: 'email-verification-invalid' | 'email-verification-expired' }
  | { kind: 'used' }
  | { kind: 'error'; text: string };

const BAD_LINK = new Set(['email-verification-invalid', 'email-verification-expired', 'validation-failed']);

export function Component() {
  const { t } = useTranslation(['account-pages', 'account']);
  const lang = useLang();
  usePageTitle('verifyEmail');
  const { token = '' } = useParams();
  const verify = useVerifyEmail(lang);
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);
  // one request per attempt, even when React runs the effect twice (strict mode)
  const sent = useRef(-1);

  useEffect(() => {
    if (sent.current === attempt) return;
    sent.current = attempt;
    verify(token)
      .then((reply) => setState({ kind: 'done', email: reply.email }))
      .catch((err: unknown) => {
        const code = err instanceof ApiError ? err.code : '';
        if (code === 'email-verification-used') setState({ kind: 'used' });
        else if (BAD_LINK.has(code))
          setState({ kind: 'bad-link', code: code === 'email-verification-expired' ? code : 'email-verification-invalid' });
        else setState({ kind: 'error', text: errorText(t, err) });
      });
  }, [attempt, token, verify, t]);

  const toAccount = (
    <p className="session-form__actions">
      <a className="button button--primary" href={paths.account.profile(lang)}>
        {t('verify.toAccount')}
      </a>
    </p>
  );

  let body;
  switch (state.kind) {
    case 'checking':
      body = (
        <p className="loading-note" role="status">
          {t('verify.checking')}
        </p>
      );
      break;
    case 'done':
      body = (
        <>
          <Alert tone="success">{t('verify.done', { email: state.email })}</Alert>
          <p>{t('verify.doneNext')}</p>
          {toAccount}
        </>
      );
      break;
    case 'bad-link':
      body = (
        <>
          <Alert tone="danger">{t(`errors:codes.${state.code}`)}</Alert>
          <p>{t('verify.badLinkHelp')}</p>
          {toAccount}
        </>
      );
      break;
    case 'used':
      body = (
        <>
          <Alert tone="danger">{t('errors:codes.email-verification-used')}</Alert>
          <p>{t('verify.usedHelp')}</p>
          {toAccount}
        </>
      );
      break;
    case 'error':
      body = (
        <RetryAlert
          text={state.text}
          retryLabel={t('verify.retry')}
          onRetry={() => {
            setState({ kind: 'checking' });
            setAttempt((n) => n + 1);
          }}
        />
      );
      break;
  }

  return <AuthPage title={t('verify.title')}>{body}</AuthPage>;
}
