// The address book (customer-side §3 Address; ADR 088): the billing address (its name defaults to
// the account's first and last name) and the delivery addresses, each with its delivery fees or
// the spec's "We do not deliver in your area...". Add and change one address at a time; a
// delivery address can be removed (POST …/addresses/all with the others).
import type { Address, ReplaceAddressesBody } from '@mijote/contracts';
import { formatMoney } from '@mijote/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addressBody, addressValuesOf } from '../../../components/address/address-values';
import { FlashRegion, useFlash } from '../../../components/ui/flash';
import { errorText } from '../../../lib/api-client';
import type { Lang } from '../../../lib/paths';
import { useAddresses } from '../../../lib/account/api';
import { useReplaceAddresses } from '../api';
import { AddressEditor } from './address-editor';
import { AccountSection } from './section';

type Editing = { kind: 'none' } | { kind: 'new'; addressType: 'B' | 'S' } | { kind: 'edit'; id: number } | { kind: 'remove'; id: number };

function AddressCard({ address, lang }: { address: Address; lang: Lang }) {
  const { t } = useTranslation(['account-pages', 'account']);
  return (
    <>
      <address className="address-card__lines">
        {address.name && <span>{address.name}</span>}
        {address.company && <span>{address.company}</span>}
        <span>{address.line1}</span>
        {address.line2 && <span>{address.line2}</span>}
        <span>
          {address.city} ({address.province}) <span className="nowrap">{address.postalCode}</span>
        </span>
        {address.phone && <span>{address.phone}</span>}
      </address>
      {address.instructions && <p className="address-card__note">{t('profile.addresses.instructions', { text: address.instructions })}</p>}
      {address.addressType === 'S' && (
        <p className="address-card__note">
          {address.homeDeliveryFees === null
            ? t('profile.addresses.notServed')
            : t('profile.addresses.fees', {
                home: formatMoney(address.homeDeliveryFees, lang),
                catering: formatMoney(address.cateringDeliveryFees ?? 0, lang),
              })}
        </p>
      )}
    </>
  );
}

export function AddressesSection({ uuid, lang }: { uuid: string; lang: Lang }) {
  const { t } = useTranslation(['account-pages', 'account']);
  const replaceAddresses = useReplaceAddresses(uuid, lang);
  const query = useAddresses();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [removing, setRemoving] = useState(false);
  const { flash, show } = useFlash();

  if (query.isPending) {
    return (
      <AccountSection title={t('profile.addresses.title')}>
        <p className="loading-note">{t('loading')}</p>
      </AccountSection>
    );
  }
  if (query.isError) {
    return (
      <AccountSection title={t('profile.addresses.title')}>
        <p className="field__error" role="alert">
          {errorText(t, query.error)}
        </p>
        <button type="button" className="button button--ghost" onClick={() => void query.refetch()}>
          {t('actions.retry')}
        </button>
      </AccountSection>
    );
  }

  const addresses = query.data;
  const billing = addresses.find((a) => a.addressType === 'B');
  const deliveries = addresses.filter((a) => a.addressType === 'S');

  function saved() {
    setEditing({ kind: 'none' });
    show('success', t('alerts.saved'));
  }

  async function remove(id: number) {
    setRemoving(true);
    try {
      const body: ReplaceAddressesBody = {
        addresses: addresses.filter((a) => a.id !== id).map((a) => ({ id: a.id, ...addressBody(addressValuesOf(a), a.addressType) })),
      };
      await replaceAddresses(body);
      setEditing({ kind: 'none' });
      show('success', t('alerts.saved'));
    } catch (err) {
      show('danger', errorText(t, err));
    } finally {
      setRemoving(false);
    }
  }

  const editor = (addressType: 'B' | 'S', legend: string, address?: Address) => (
    <AddressEditor
      uuid={uuid}
      lang={lang}
      addressType={addressType}
      address={address}
      legend={legend}
      onSaved={saved}
      onCancel={() => setEditing({ kind: 'none' })}
    />
  );
  const busy = editing.kind !== 'none';

  return (
    <AccountSection title={t('profile.addresses.title')}>
      <h3 className="account-section__subtitle">{t('profile.addresses.billing')}</h3>
      {editing.kind === 'edit' && billing && editing.id === billing.id ? (
        editor('B', t('profile.addresses.editBilling'), billing)
      ) : editing.kind === 'new' && editing.addressType === 'B' ? (
        editor('B', t('profile.addresses.addBilling'))
      ) : billing ? (
        <div className="address-card">
          <AddressCard address={billing} lang={lang} />
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => setEditing({ kind: 'edit', id: billing.id })}
            aria-label={t('profile.addresses.editLabel', { line: billing.line1 })}
          >
            {t('actions.edit')}
          </button>
        </div>
      ) : (
        <div className="address-card address-card--empty">
          <p>{t('profile.addresses.noBilling')}</p>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => setEditing({ kind: 'new', addressType: 'B' })}
          >
            {t('profile.addresses.addBilling')}
          </button>
        </div>
      )}

      <h3 className="account-section__subtitle">{t('profile.addresses.delivery')}</h3>
      {deliveries.length === 0 && editing.kind !== 'new' && <p>{t('profile.addresses.noDelivery')}</p>}
      <ul className="address-list">
        {deliveries.map((a) => (
          <li key={a.id} className="address-card">
            {editing.kind === 'edit' && editing.id === a.id ? (
              editor('S', t('profile.addresses.editDelivery'), a)
            ) : (
              <>
                <AddressCard address={a} lang={lang} />
                {editing.kind === 'remove' && editing.id === a.id ? (
                  <div className="confirm-box" role="group" aria-label={t('profile.addresses.removeConfirm')}>
                    <p>{t('profile.addresses.removeConfirm')}</p>
                    <div className="session-form__actions">
                      <button type="button" className="button button--primary" disabled={removing} onClick={() => void remove(a.id)}>
                        {t('profile.addresses.removeYes')}
                      </button>
                      <button
                        type="button"
                        className="button button--ghost"
                        disabled={removing}
                        onClick={() => setEditing({ kind: 'none' })}
                      >
                        {t('actions.cancel')}
                      </button>
                    </div>
                  </div>
                ) : (
                  <div className="session-form__actions">
                    <button
                      type="button"
                      className="button button--ghost"
                      disabled={busy}
                      onClick={() => setEditing({ kind: 'edit', id: a.id })}
                      aria-label={t('profile.addresses.editLabel', { line: a.line1 })}
                    >
                      {t('actions.edit')}
                    </button>
                    <button
                      type="button"
                      className="button button--ghost"
                      disabled={busy}
                      onClick={() => setEditing({ kind: 'remove', id: a.id })}
                      aria-label={t('profile.addresses.removeLabel', { line: a.line1 })}
                    >
                      {t('actions.remove')}
                    </button>
                  </div>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
      {editing.kind === 'new' && editing.addressType === 'S' ? (
        <div className="address-card">{editor('S', t('profile.addresses.addDelivery'))}</div>
      ) : (
        <p>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => setEditing({ kind: 'new', addressType: 'S' })}
          >
            {t('profile.addresses.addDelivery')}
          </button>
        </p>
      )}
      <FlashRegion flash={flash} />
    </AccountSection>
  );
}
