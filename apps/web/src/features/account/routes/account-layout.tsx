// The account area (customer-side §2 Account: / Profile, /orders): a session is required. The
// server renders the loading state; on the client an anonymous visitor goes to the login page
// with `?next=` back here, and a session that ended while here shows the spec's session-expired
// header and subtext (customer-side §8) with a way to log in again.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { SUPER_USER_TYPE } from '@mijote/domain';
import { useLang } from '../../../app/layout/use-lang';
import { withNext } from '../../../lib/session/next';
import { SessionExpiredNotice } from '../../../components/session/session-expired-notice';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session/session';
import { secondFactorOf } from '../../../lib/session/second-factor';
import { SecondFactorStep } from '../../../components/session/second-factor-step';
import '../../../styles/account.css';

export function Component() {
  const { t } = useTranslation(['account-pages', 'account']);
  const lang = useLang();
  const session = useSession();
  const location = useLocation();
  const here = location.pathname + location.search;
  const [leaving, setLeaving] = useState(false);
  const { state } = session;

  async function logout() {
    setLeaving(true);
    try {
      await session.logout();
    } finally {
      window.location.assign(paths.home(lang));
    }
  }

  let body;
  if (session.expired) body = <SessionExpiredNotice lang={lang} next={here} />;
  else if (state.status === 'loading' || leaving) {
    body = (
      <p className="loading-note" role="status">
        {t('loading')}
      </p>
    );
  } else if (state.status === 'anonymous') return <Navigate replace to={withNext(paths.login(lang), here)} />;
  else if (secondFactorOf(state.user) === 'required') {
    // a page loaded in a pending session: the code step first (ADR 378)
    body = (
      <section className="second-factor-page" aria-labelledby="account-second-factor-title">
        <h1 id="account-second-factor-title">{t('account:secondFactor.title')}</h1>
        <SecondFactorStep
          lang={lang}
          ns="account"
          idPrefix="account"
          onVerified={async () => void (await session.completeSecondFactor())}
        />
      </section>
    );
  } else {
    body = (
      <>
        <div className="account-header">
          <p className="account-header__hello">{t('layout.hello', { name: state.user.first_name })}</p>
          <button type="button" className="button button--ghost" onClick={() => void logout()}>
            {t('layout.logout')}
          </button>
        </div>
        <nav className="account-tabs" aria-label={t('layout.nav')}>
          <ul>
            <li>
              <NavLink to={paths.account.profile(lang)} end>
                {t('layout.profile')}
              </NavLink>
            </li>
            <li>
              <NavLink to={paths.account.orders(lang)}>{t('layout.orders')}</NavLink>
            </li>
            {state.user.type === SUPER_USER_TYPE && (
              // the staff's way to their tools (issue 30)
              <li>
                <NavLink to={paths.admin.root(lang)}>{t('common:header.admin')}</NavLink>
              </li>
            )}
          </ul>
        </nav>
        <Outlet />
      </>
    );
  }

  return (
    <section className="container account-page">
      <h1>{t('layout.title')}</h1>
      {body}
    </section>
  );
}
