// The page of the one-time sign-in link (ADR 376: /{lang}/sign-in/link/:token), e-mailed when a
// login past the per-e-mail attempt limit had the right password. Once in the browser it sends the
// token to POST /accounts/me/sign-in-link: success signs in and loads the account; a link that
// is not valid, expired or already used is said in words, with the way back to the sign-in page.
// The server render only says it is checking (opening the link is what signs in).
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { SignInLinkBody } from '@mijote/contracts';
import { useLang } from '../../../app/layout/use-lang';
import { Alert } from '../../../islands/form/alert';
import { ApiError, errorText } from '../../../lib/api-client';
import { postSignInLink } from '../api';
import { usePageTitle } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { AuthPage } from '../components/auth-page';
import { RetryAlert } from '../components/retry-alert';

type State = { kind: 'checking' } | { kind: 'done' } | { kind: 'bad-link'; code: string } | { kind: 'error'; text: string };

const BAD_LINK = new Set(['sign-in-link-invalid', 'sign-in-link-expired', 'sign-in-link-used']);

export function Component() {
  const { t } = useTranslation(['account-pages', 'account']);
  const lang = useLang();
  usePageTitle('signInLink');
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ kind: 'checking' });
  const [attempt, setAttempt] = useState(0);
  // one request per attempt, even when React runs the effect twice (strict mode)
  const sent = useRef(-1);

  useEffect(() => {
    if (sent.current === attempt) return;
    sent.current = attempt;
    const body: SignInLinkBody = { token };
    postSignInLink(body, lang)
      .then(() => {
        setState({ kind: 'done' });
        // a full load: the page reads the new session (and any step it still needs) from the start
        window.location.replace(paths.account.profile(lang));
      })
      .catch((err: unknown) => {
        const code = err instanceof ApiError ? err.code : '';
        if (BAD_LINK.has(code)) setState({ kind: 'bad-link', code });
        else if (code === 'validation-failed') setState({ kind: 'bad-link', code: 'sign-in-link-invalid' });
        else setState({ kind: 'error', text: errorText(t, err) });
      });
  }, [attempt, token, lang, t]);

  let body;
  switch (state.kind) {
    case 'checking':
      body = (
        <p className="loading-note" role="status">
          {t('signInLink.checking')}
        </p>
      );
      break;
    case 'done':
      body = <Alert tone="success">{t('signInLink.done')}</Alert>;
      break;
    case 'bad-link':
      body = (
        <>
          <Alert tone="danger">{t(`errors:codes.${state.code}`)}</Alert>
          <p className="session-form__actions">
            <a className="button button--primary" href={paths.login(lang)}>
              {t('signInLink.toLogin')}
            </a>
          </p>
        </>
      );
      break;
    case 'error':
      body = (
        <RetryAlert
          text={state.text}
          retryLabel={t('signInLink.retry')}
          onRetry={() => {
            setState({ kind: 'checking' });
            setAttempt((n) => n + 1);
          }}
        />
      );
      break;
  }

  return <AuthPage title={t('signInLink.title')}>{body}</AuthPage>;
}
