import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import type { TFunction } from 'i18next';
import { PASSWORD_MIN_LENGTH } from '@mijote/domain';
import ForcedReset, { type ForcedResetProps } from '../../islands/forced-reset';
import { Island } from '../../islands/island';
import { usesFullClient } from '../../lib/full-client';
import { HTML_LANG } from '../../lib/i18n';
import { storeLanguage } from '../../lib/i18n/language-storage';
import { Footer } from './footer';
import { Header } from './header';
import { AdminBar } from './admin-bar';
import { matchPath } from '../../lib/paths';
import { useLang } from './use-lang';
import { HydrateLater } from '../../lib/hydrate-later';

/** The forced password reset's texts, for the public pages' island (the full client has its own modal). */
function forcedResetStrings(t: TFunction): ForcedResetProps['strings'] {
  const codes = [
    'current-password-invalid',
    'password-too-weak',
    'password-too-common',
    'passwords-mismatch',
    'rate-limited',
    'csrf-failed',
    'unauthorized',
  ] as const;
  return {
    title: t('account:forced.title'),
    why: t('account:forced.why'),
    current: t('account:fields.currentPassword'),
    password: t('account:fields.newPassword'),
    passwordHint: t('account:fields.passwordHint'),
    confirm: t('account:fields.confirmPassword'),
    submit: t('account:forced.submit'),
    saving: t('account:alerts.saving'),
    logout: t('account:forced.logout'),
    required: t('account:validation.required'),
    tooShort: t('errors:codes.password-too-weak', { min: PASSWORD_MIN_LENGTH }),
    mismatch: t('account:validation.passwordsMatch'),
    codes: Object.fromEntries(codes.map((c) => [c, t(`errors:codes.${c}`)])),
    unknown: t('errors:unknown'),
    network: t('errors:network'),
  };
}

/** Layout of every page: skip link, header with sticky menu, main, footer, back-to-top. */
export function AppShell() {
  const { t } = useTranslation('common');
  const lang = useLang();
  const { pathname } = useLocation();

  useEffect(() => {
    document.documentElement.lang = HTML_LANG[lang];
    storeLanguage(lang);
  }, [lang]);

  // the back-office has its own bar and no footer (issue 30): the staff's tools, not the shop window
  if (matchPath(pathname)?.area === 'admin') {
    return (
      <div className="shell shell--admin" id="top">
        <AdminBar />
        <main id="main" tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    );
  }

  return (
    <div className="shell" id="top">
      <a className="skip-link" href="#main">
        {t('skipLink')}
      </a>
      {/* the full client hydrates the header and the footer in tasks of their own (ADR 280) */}
      <HydrateLater>
        <Header />
      </HydrateLater>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <HydrateLater>
        <Footer />
      </HydrateLater>
      {/* the public pages' forced password reset (customer-side §4); the full client mounts its own */}
      {!usesFullClient(pathname) && (
        <Island name="forced-reset" component={ForcedReset} props={{ id: 'forced-reset', strings: forcedResetStrings(t) }} />
      )}
    </div>
  );
}
