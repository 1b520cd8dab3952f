// Who receives the gift cards of the order (issue 11, ADR 214): a gift card goes by e-mail, so the
// Confirm step asks for the recipient's name, e-mail and a message instead of a delivery address,
// date and time (the server checks the same: 400 gift-card-recipient-required).
import { GIFT_CARD_MESSAGE_MAX } from '@mijote/domain';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/form-fields';
import type { Checkout } from '../checkout/use-checkout';

export function GiftCardRecipientSection({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation('store');
  const { recipient, setRecipient, errors } = checkout;
  return (
    <fieldset className="confirm-block gift-recipient">
      <legend>{t('confirm.recipient.legend')}</legend>
      <p className="field__hint">{t('confirm.recipient.lead')}</p>
      <TextField
        id="gift-recipient-name"
        label={t('confirm.recipient.name')}
        autoComplete="off"
        maxLength={120}
        value={recipient.name}
        onChange={(e) => setRecipient({ name: e.currentTarget.value })}
        error={errors['recipientName']}
        aria-required
      />
      <TextField
        id="gift-recipient-email"
        type="email"
        label={t('confirm.recipient.email')}
        autoComplete="off"
        maxLength={254}
        value={recipient.email}
        onChange={(e) => setRecipient({ email: e.currentTarget.value })}
        error={errors['recipientEmail']}
        aria-required
      />
      <div className="field">
        <label htmlFor="gift-recipient-message">
          {t('confirm.recipient.message')} <span className="field__optional">{t('confirm.optional')}</span>
        </label>
        <textarea
          id="gift-recipient-message"
          rows={3}
          maxLength={GIFT_CARD_MESSAGE_MAX}
          value={recipient.message}
          onChange={(e) => setRecipient({ message: e.currentTarget.value })}
        />
      </div>
    </fieldset>
  );
}
