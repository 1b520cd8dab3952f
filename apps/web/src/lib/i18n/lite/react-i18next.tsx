// The browser's react-i18next (ADR 230), over ./i18next: the provider and `useTranslation(ns)`, the
// two parts this app uses. `t` keeps its identity for one language and namespace, and a language
// change renders the components that read it again.
import type { i18n as I18n, TFunction } from 'i18next';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';

const Context = createContext<I18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <Context.Provider value={i18n}>{children}</Context.Provider>;
}

export function useTranslation(ns?: string | readonly string[]): { t: TFunction; i18n: I18n; ready: boolean } {
  const i18n = useContext(Context);
  if (!i18n) throw new Error('useTranslation outside I18nextProvider');
  const [lng, setLng] = useState(i18n.language);
  useEffect(() => {
    const onChange = (next: string) => setLng(next);
    i18n.on('languageChanged', onChange);
    if (i18n.language !== lng) setLng(i18n.language);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n, lng]);
  // several namespaces (looked up in their order): `t` keeps its identity while their list does
  const nsKey = ns === undefined ? '' : typeof ns === 'string' ? ns : ns.join('\n');
  const t = useMemo(
    () => i18n.getFixedT(lng, nsKey === '' ? null : (nsKey.split('\n') as readonly string[] as string[])),
    [i18n, lng, nsKey],
  );
  return { t, i18n, ready: true };
}
