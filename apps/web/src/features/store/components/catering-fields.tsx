// Catering on Confirm (customer-side §3 Order, §6; ADR 222): how many people the order serves, the
// options every customer may ask for, and, for a master login, the advanced ones and the kitchen
// time (times of the 15-minute grid up to the delivery time).
import { formatWallTime, SLOT_MINUTES, minutesOfDay, wallTimeFromMinutes } from '@mijote/domain';
import { useTranslation } from 'react-i18next';
import type { Checkout } from '../checkout/use-checkout';

/** The kitchen times a master login may pick: the grid from 05:00 to the delivery time. */
function kitchenTimes(deliveryTime: string): string[] {
  if (!deliveryTime) return [];
  const out: string[] = [];
  for (let m = minutesOfDay('05:00'); m <= minutesOfDay(deliveryTime); m += SLOT_MINUTES) out.push(wallTimeFromMinutes(m));
  return out;
}

export function CateringFields({ checkout }: { checkout: Checkout }) {
  const { t } = useTranslation('store');
  const { options, setOption } = checkout;
  return (
    <fieldset className="confirm-block catering-fields">
      <legend>{t('catering.legend')}</legend>
      <div className="field">
        <label htmlFor="catering-people">{t('catering.people')}</label>
        <input
          id="catering-people"
          type="number"
          inputMode="numeric"
          min={1}
          max={10000}
          value={checkout.people}
          onChange={(e) => checkout.setPeople(e.currentTarget.value)}
        />
      </div>
      <div className="field field--checkbox">
        <input
          id="catering-utensils"
          type="checkbox"
          checked={options.utensils ?? false}
          onChange={(e) => setOption('utensils', e.currentTarget.checked)}
        />
        <label htmlFor="catering-utensils">{t('catering.utensils')}</label>
      </div>
      <div className="field field--checkbox">
        <input
          id="catering-serving"
          type="checkbox"
          checked={options.servingUtensils ?? false}
          onChange={(e) => setOption('servingUtensils', e.currentTarget.checked)}
        />
        <label htmlFor="catering-serving">{t('catering.servingUtensils')}</label>
      </div>
      {checkout.isMaster && (
        <div className="catering-fields__advanced">
          <p className="catering-fields__note">{t('catering.advanced')}</p>
          <div className="field">
            <label htmlFor="catering-package">{t('catering.packageType')}</label>
            <select
              id="catering-package"
              value={options.packageType ?? ''}
              onChange={(e) => setOption('packageType', (e.currentTarget.value || undefined) as 'P' | 'C' | undefined)}
            >
              <option value="">{t('catering.none')}</option>
              <option value="P">{t('catering.plated')}</option>
              <option value="C">{t('catering.chafing')}</option>
            </select>
          </div>
          <div className="field field--checkbox">
            <input
              id="catering-staff"
              type="checkbox"
              checked={options.staffOnSite ?? false}
              onChange={(e) => setOption('staffOnSite', e.currentTarget.checked)}
            />
            <label htmlFor="catering-staff">{t('catering.staffOnSite')}</label>
          </div>
          <div className="field">
            <label htmlFor="catering-kitchen-time">{t('catering.kitchenTime')}</label>
            <select
              id="catering-kitchen-time"
              value={options.kitchenTime ?? ''}
              disabled={!checkout.when.time}
              onChange={(e) => setOption('kitchenTime', e.currentTarget.value || undefined)}
            >
              <option value="">{t('catering.none')}</option>
              {kitchenTimes(checkout.when.time).map((x) => (
                <option key={x} value={x}>
                  {formatWallTime(x, checkout.lang)}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
    </fieldset>
  );
}
