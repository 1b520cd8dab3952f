// The corporate cafeterias' store layout (issue 13; ADR 300): the stores' layout, plus the
// non-dismissable popup of Review and Confirm (customer-side §2: not signed in, or no bistro /
// no stop for the subsidy) and Confirm's "where your meal is served". Its own route module, so
// the other stores' layout and Confirm carry none of it; leaving the store unmounts the popup.
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useLang } from '../../../app/layout/use-lang';
import { matchPath } from '../../../lib/paths';
import { isCorporateStore } from '../corporate/api';
import { PlaceSection, SubsidyPopup } from '../corporate/subsidy-parts';
import { ConfirmPlaceSlot, useStoreKind } from '../store';
import { Component as StoreLayout } from './store-layout';

export function Component() {
  const store = useStoreKind();
  const lang = useLang();
  const page = matchPath(useLocation().pathname)?.id;
  // one component per store and language: Confirm's section keeps its state across renders
  const Place = useMemo(() => (isCorporateStore(store) ? () => <PlaceSection store={store} lang={lang} /> : null), [store, lang]);
  if (!isCorporateStore(store)) return <StoreLayout />;
  const checkout = page === 'storeReviewOrder' || page === 'storeConfirmOrder';
  return (
    <ConfirmPlaceSlot.Provider value={Place}>
      <StoreLayout />
      {checkout && <SubsidyPopup store={store} lang={lang} />}
    </ConfirmPlaceSlot.Provider>
  );
}
