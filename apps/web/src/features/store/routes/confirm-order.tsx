// Confirm step (customer-side §2, §4): delivery or pickup, the delivery address, the delivery date
// and time where the store needs them (generic store, catering with its people and options, the bistros with their own
// hours and delivery zone), a comment, and the payment; then the order
// is placed. The state and the actions are `useCheckout()` (../checkout/use-checkout.ts); this page
// lays out its sections (../components/checkout-sections.tsx, ../components/confirm-parts.tsx).
import { lazy, Suspense, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../app/layout/use-lang';
import { usePageTitle } from '../../../lib/page-meta';
import { paths } from '../../../lib/paths';
import { useCheckout } from '../checkout/use-checkout';
import { CartGate } from '../components/cart-gate';
import {
  CheckoutAddressSection,
  CheckoutPaymentSection,
  CheckoutSummary,
  CommentField,
  DaysSection,
  ProcedureSection,
  SignInSection,
  WhenSection,
} from '../components/checkout-sections';
import { ConfirmPlaceSlot, useStoreKind } from '../store';

// catering's people and options, and a gift card's recipient, load with the carts that need them
// (the store pages' 130 KB budget: every other Confirm carries neither)
const CateringFields = lazy(() => import('../components/catering-fields').then((m) => ({ default: m.CateringFields })));
const GiftCardRecipientSection = lazy(() =>
  import('../components/gift-card-recipient').then((m) => ({ default: m.GiftCardRecipientSection })),
);

// the login prompt loads when a visitor opens it (a signed-in customer never needs it)
const LoginPromptModal = lazy(() =>
  import('../../../components/session/login-prompt-modal').then((m) => ({ default: m.LoginPromptModal })),
);

export function Component() {
  const store = useStoreKind();
  const lang = useLang();
  const { t } = useTranslation('store');
  usePageTitle('storeConfirmOrder', { store: t(`common:stores.${store}`) });
  const checkout = useCheckout(store, lang);
  // the cafeterias' layout gives where the meal is served (ADR 300): no procedure to choose there
  const Place = useContext(ConfirmPlaceSlot);

  return (
    <>
      <header className="store-head">
        <h1>{t('confirm.title')}</h1>
      </header>
      <CartGate cart={checkout.cart} store={store} lang={lang}>
        {() => (
          <form
            className="confirm"
            noValidate
            onSubmit={checkout.submit}
            aria-describedby={checkout.formError ? 'confirm-error' : undefined}
          >
            <div className="confirm__main">
              {!checkout.signedIn && <SignInSection checkout={checkout} />}
              {checkout.signedIn && (
                <>
                  {Place ? <Place /> : checkout.giftCards.delivery && <ProcedureSection checkout={checkout} />}
                  {checkout.delivering && <CheckoutAddressSection checkout={checkout} />}
                  {store === 'mealDelivery' && <DaysSection checkout={checkout} />}
                  {store === 'generic' && checkout.giftCards.delivery && <WhenSection checkout={checkout} />}
                  {store === 'catering' && (
                    <>
                      <WhenSection checkout={checkout} />
                      <Suspense fallback={null}>
                        <CateringFields checkout={checkout} />
                      </Suspense>
                    </>
                  )}
                  {store === 'restaurant' && <WhenSection checkout={checkout} />}
                  {checkout.giftCards.recipient && (
                    <Suspense fallback={null}>
                      <GiftCardRecipientSection checkout={checkout} />
                    </Suspense>
                  )}
                  <CommentField checkout={checkout} />
                  <CheckoutPaymentSection checkout={checkout} />
                </>
              )}
            </div>
            <CheckoutSummary checkout={checkout} />
          </form>
        )}
      </CartGate>
      {checkout.login.open && (
        <Suspense fallback={null}>
          <LoginPromptModal open lang={lang} next={paths.store.confirmOrder(store, lang)} onClose={checkout.login.close} />
        </Suspense>
      )}
    </>
  );
}
