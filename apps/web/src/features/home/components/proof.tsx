import { useTranslation } from 'react-i18next';
import { offerVars } from '../../../lib/offer-vars';
import { paths, type Lang } from '../../../lib/paths';

const STATS = ['kitchen', 'bistros', 'days'] as const;
const QUOTES = ['family', 'office', 'school'] as const;

/**
 * Short proof: a few facts, three customer words, then the standing offers of the spec. The
 * figures come from the rules and the catalogue (the open bistros); one not known is left out.
 */
export function Proof({ lang, franchiseCount }: { lang: Lang; franchiseCount: number | null }) {
  const { t } = useTranslation('home');
  const vars = { ...offerVars(lang), franchiseCount: franchiseCount === null ? '' : String(franchiseCount) };
  const stats = STATS.filter((s) => s !== 'bistros' || (franchiseCount !== null && franchiseCount > 0));
  return (
    <section className="section section--tinted" aria-labelledby="proof-title">
      <div className="container">
        <h2 id="proof-title">{t('proof.title')}</h2>
        <dl className="stats">
          {stats.map((s) => (
            <div key={s} className="stats__item">
              <dt>{t(`proof.stats.${s}.label`)}</dt>
              <dd>{t(`proof.stats.${s}.value`, vars)}</dd>
            </div>
          ))}
        </dl>
        <ul className="quotes">
          {QUOTES.map((q) => (
            <li key={q}>
              <figure className="quote">
                <blockquote>
                  <p>{t(`proof.quotes.${q}.text`)}</p>
                </blockquote>
                <figcaption>{t(`proof.quotes.${q}.author`)}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="section__more">
          <a href={paths.testimonials(lang)}>{t('proof.more')}</a>
        </p>
      </div>
    </section>
  );
}

export function Offers({ lang }: { lang: Lang }) {
  const vars = offerVars(lang);
  const { t } = useTranslation('home');
  return (
    <section className="section" aria-labelledby="offers-title">
      <div className="container">
        <h2 id="offers-title">{t('offers.title')}</h2>
        <ul className="offers">
          <li className="offer">
            <h3>{t('offers.referral.title', { amount: vars.referral })}</h3>
            <p>{t('offers.referral.body', { amount: vars.referral })}</p>
            <a href={paths.referralProgram(lang)}>{t('offers.referral.link')}</a>
          </li>
          <li className="offer">
            <h3>{t('offers.packs.title')}</h3>
            <p>{t('offers.packs.body', vars)}</p>
            <a href={paths.specials(lang)}>{t('offers.packs.link')}</a>
          </li>
          <li className="offer">
            <h3>{t('offers.delivery.title', { amount: vars.freeDelivery })}</h3>
            <p>{t('offers.delivery.body', { amount: vars.freeDelivery })}</p>
            <a href={paths.homeMealDelivery(lang)}>{t('offers.delivery.link')}</a>
          </li>
        </ul>
      </div>
    </section>
  );
}
