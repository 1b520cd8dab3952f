// The product editor's list tabs (back-office §2 Products: tags, cooking instructions, videos —
// at most 2, YouTube —, restaurants with their per-bistro prices; §3 Product: ProductTags,
// CookingInstructionTypes, Videos, Franchises; ADR 270, 310). Each is the Editor of a custom field
// of the generic form: it gets the list as GET answered it and gives back the list a save posts.
// The rules stay the API's and the domain's (a meal sold by bistros is LU, BF or SU only; day-of-
// week options on some types only; a video is a YouTube link): the hints say them, the API refuses
// what breaks them. The editors import nothing of the domain's product-rules module: sharing it
// with the admin chunk split it out of a chunk of the full client (one file more in the entry's
// preload lists, on every store page; ADR 310).
import { COOKING_INSTRUCTION_TYPES, moneyInputText, parseMoney } from '@mijote/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminList, useAdminTags, useSubsidyNames } from '../api';
import type { EditorProps } from '../components/collection';

type Tag = { Id: number; NameEn: string; NameFr: string };

/** Tags: one checkbox per tag of GET /api/admin/tags. */
export function TagsEditor({ id, value, onChange, lang, readOnly }: EditorProps) {
  const tags = useAdminTags<Tag>();
  const chosen = new Set(((value as { TagId: number }[] | undefined) ?? []).map((x) => x.TagId));
  const toggle = (tagId: number, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(tagId);
    else next.delete(tagId);
    onChange([...next].sort((a, b) => a - b).map((TagId) => ({ TagId })));
  };
  return (
    <ul className="admin-choices">
      {(tags.data ?? []).map((tag, i) => (
        <li key={tag.Id}>
          <label>
            <input
              id={i === 0 ? id : `${id}-${tag.Id}`}
              type="checkbox"
              checked={chosen.has(tag.Id)}
              disabled={readOnly}
              onChange={(e) => toggle(tag.Id, e.target.checked)}
            />
            {lang === 'fr' ? tag.NameFr : tag.NameEn}
          </label>
        </li>
      ))}
    </ul>
  );
}

/** Cooking instructions: one checkbox per type of the domain's list. */
export function CookingEditor({ id, value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('admin');
  const chosen = new Set(((value as { CookingInstructionTypeCd: string }[] | undefined) ?? []).map((x) => x.CookingInstructionTypeCd));
  return (
    <ul className="admin-choices">
      {COOKING_INSTRUCTION_TYPES.map((code, i) => (
        <li key={code}>
          <label>
            <input
              id={i === 0 ? id : `${id}-${code}`}
              type="checkbox"
              checked={chosen.has(code)}
              disabled={readOnly}
              onChange={(e) => {
                const next = COOKING_INSTRUCTION_TYPES.filter((c) => (c === code ? e.target.checked : chosen.has(c)));
                onChange(next.map((CookingInstructionTypeCd) => ({ CookingInstructionTypeCd })));
              }}
            />
            {t(`products.cooking.${code}`)}
          </label>
        </li>
      ))}
    </ul>
  );
}

type Video = { Slot?: number; Code: string; SiteCd?: string; Type?: 'YT' };

/** The video boxes: the domain's MAX_PRODUCT_VIDEOS (a test holds them equal). */
export const VIDEO_SLOTS = 2;

/** Videos: at most 2 YouTube links (or ids); an empty box is no video. */
export function VideosEditor({ id, value, onChange, readOnly, invalid }: EditorProps) {
  const { t } = useTranslation('admin');
  const list = (value as Video[] | undefined) ?? [];
  const slots = Array.from({ length: VIDEO_SLOTS }, (_, i) => list.find((v) => v.Slot === i + 1)?.Code ?? list[i]?.Code ?? '');
  const set = (i: number, code: string) => {
    const next = slots.map((c, j) => (j === i ? code : c));
    onChange(
      next.flatMap((c, j) => (c.trim() ? [{ Slot: j + 1, Code: c.trim(), SiteCd: list[j]?.SiteCd ?? '21', Type: 'YT' as const }] : [])),
    );
  };
  return (
    <div className="admin-form__fields">
      {slots.map((code, i) => (
        <div key={i} className="admin-field">
          <label htmlFor={i === 0 ? id : `${id}-${i + 1}`}>{t('products.video', { n: i + 1 })}</label>
          <input
            id={i === 0 ? id : `${id}-${i + 1}`}
            type="text"
            inputMode="url"
            maxLength={300}
            value={code}
            disabled={readOnly}
            aria-invalid={invalid ? true : undefined}
            onChange={(e) => set(i, e.target.value)}
          />
        </div>
      ))}
    </div>
  );
}

type Sold = { FranchiseId: number; CostCents: number; InStoreCostCents: number };
type Franchise = { Id: number; NameEn: string; NameFr: string };
const ALL = { page: 1, limit: 500, sort: 'nameEn', sortDirection: 'asc', search: '' } as const;

/**
 * Restaurants: the franchises that sell the product, each with its price overrides (delivery or
 * pickup, and in store). Amounts typed in the language's format; one that cannot be read is sent
 * as null, which the API refuses (400 on Franchises): nothing is computed here.
 */
export function FranchisesEditor({ id, value, onChange, values, lang, readOnly, invalid }: EditorProps) {
  const { t } = useTranslation('admin');
  const franchises = useAdminList<Franchise & { Id: number }>('restaurants', ALL);
  const sold = (value as Sold[] | undefined) ?? [];
  const [texts, setTexts] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      sold.flatMap((s) => [
        [`${s.FranchiseId}:cost`, moneyInputText(s.CostCents, lang)],
        [`${s.FranchiseId}:store`, moneyInputText(s.InStoreCostCents, lang)],
      ]),
    ),
  );
  const price = String(values.PriceCents ?? '');

  const emit = (nextTexts: Record<string, string>, ids: number[]) => {
    onChange(
      ids.map((FranchiseId) => ({
        FranchiseId,
        CostCents: parseMoney(nextTexts[`${FranchiseId}:cost`] ?? '', lang),
        InStoreCostCents: parseMoney(nextTexts[`${FranchiseId}:store`] ?? '', lang),
      })),
    );
  };
  const ids = sold.map((s) => s.FranchiseId);
  const toggle = (franchiseId: number, on: boolean) => {
    const nextTexts = on
      ? {
          ...texts,
          [`${franchiseId}:cost`]: texts[`${franchiseId}:cost`] ?? price,
          [`${franchiseId}:store`]: texts[`${franchiseId}:store`] ?? price,
        }
      : texts;
    setTexts(nextTexts);
    emit(nextTexts, on ? [...ids, franchiseId] : ids.filter((x) => x !== franchiseId));
  };
  const type$ = (key: string, text: string) => {
    const nextTexts = { ...texts, [key]: text };
    setTexts(nextTexts);
    emit(nextTexts, ids);
  };

  return (
    <>
      <table className="admin-table admin-subtable">
        <thead>
          <tr>
            <th scope="col">{t('products.bistro')}</th>
            <th scope="col">{t('products.costCents')}</th>
            <th scope="col">{t('products.inStoreCostCents')}</th>
          </tr>
        </thead>
        <tbody>
          {(franchises.data?.data ?? []).map((b, i) => {
            const on = ids.includes(b.Id);
            const name = lang === 'fr' ? b.NameFr : b.NameEn;
            return (
              <tr key={b.Id}>
                <td>
                  <label>
                    <input
                      id={i === 0 ? id : `${id}-${b.Id}`}
                      type="checkbox"
                      checked={on}
                      disabled={readOnly}
                      onChange={(e) => toggle(b.Id, e.target.checked)}
                    />{' '}
                    {name}
                  </label>
                </td>
                <td>
                  {on && (
                    <input
                      type="text"
                      inputMode="decimal"
                      aria-label={t('products.costOf', { name })}
                      aria-invalid={invalid ? true : undefined}
                      disabled={readOnly}
                      value={texts[`${b.Id}:cost`] ?? ''}
                      onChange={(e) => type$(`${b.Id}:cost`, e.target.value)}
                    />
                  )}
                </td>
                <td>
                  {on && (
                    <input
                      type="text"
                      inputMode="decimal"
                      aria-label={t('products.inStoreCostOf', { name })}
                      aria-invalid={invalid ? true : undefined}
                      disabled={readOnly}
                      value={texts[`${b.Id}:store`] ?? ''}
                      onChange={(e) => type$(`${b.Id}:store`, e.target.value)}
                    />
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </>
  );
}

type Subsidy = { Id: number; Name: string };
type DayOption = { SubsidyId: number; Day: number };
const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/**
 * Day-of-week options (§2 Products, §3 SubsidyProductDays): the days each corporate account offers
 * the product, ISO 1 Monday … 7 Sunday. Only the types of the domain's DAY_OF_WEEK_OPTION_TYPES
 * take them (the hint lists them; the API refuses a save of another type that keeps some).
 */
export function DaysEditor({ id, value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('admin');
  const accounts = useSubsidyNames<Subsidy>();
  const chosen = (value as DayOption[] | undefined) ?? [];
  const has = (subsidyId: number, day: number) => chosen.some((d) => d.SubsidyId === subsidyId && d.Day === day);
  const toggle = (subsidyId: number, day: number, on: boolean) => {
    const rest = chosen.filter((d) => !(d.SubsidyId === subsidyId && d.Day === day));
    onChange(on ? [...rest, { SubsidyId: subsidyId, Day: day }] : rest);
  };
  return (
    <>
      <div className="admin-table-scroll" tabIndex={0} role="region" aria-label={t('products.fields.SubsidyProductDays')}>
        <table className="admin-table admin-subtable">
          <thead>
            <tr>
              <th scope="col">{t('products.account')}</th>
              {DAYS.map((d) => (
                <th key={d} scope="col">
                  {t(`products.days.${d}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {(accounts.data?.data ?? []).map((a, i) => (
              <tr key={a.Id}>
                <th scope="row">{a.Name}</th>
                {DAYS.map((d) => (
                  <td key={d}>
                    <input
                      id={i === 0 && d === 1 ? id : `${id}-${a.Id}-${d}`}
                      type="checkbox"
                      aria-label={t('products.dayOf', { account: a.Name, day: t(`products.days.${d}`) })}
                      checked={has(a.Id, d)}
                      disabled={readOnly}
                      onChange={(e) => toggle(a.Id, d, e.target.checked)}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

type SubsidyPrice = { SubsidyId: number; PriceCents: number | null };

/**
 * Corporate prices (§3 SubsidyProductPrices: SubsidyId, Price): a corporate account's own price of
 * the product for its employees, in the language's money format (the domain's `parseMoney`); the
 * employer's share is computed on it by the checkout's pricing. Empty: the product's price. A price
 * that is not an amount is sent as null, which the API refuses on this field (ADR 352).
 */
export function SubsidyPricesEditor({ id, value, onChange, lang, readOnly, invalid }: EditorProps) {
  const { t } = useTranslation('admin');
  const accounts = useSubsidyNames<Subsidy>();
  const [texts, setTexts] = useState<Record<number, string>>(() =>
    Object.fromEntries(
      ((value as SubsidyPrice[] | undefined) ?? []).map((p) => [
        p.SubsidyId,
        p.PriceCents === null ? '' : moneyInputText(p.PriceCents, lang),
      ]),
    ),
  );
  const type$ = (subsidyId: number, text: string) => {
    const next = { ...texts, [subsidyId]: text };
    setTexts(next);
    onChange(
      Object.entries(next)
        .filter(([, v]) => v.trim() !== '')
        .map(([k, v]): SubsidyPrice => ({ SubsidyId: Number(k), PriceCents: parseMoney(v, lang) }))
        .sort((a, b) => a.SubsidyId - b.SubsidyId),
    );
  };
  return (
    <div className="admin-table-scroll" tabIndex={0} role="region" aria-label={t('products.fields.SubsidyProductPrices')}>
      <table className="admin-table admin-subtable">
        <thead>
          <tr>
            <th scope="col">{t('products.account')}</th>
            <th scope="col">{t('products.corporatePrice')}</th>
          </tr>
        </thead>
        <tbody>
          {(accounts.data?.data ?? []).map((a, i) => (
            <tr key={a.Id}>
              <th scope="row">{a.Name}</th>
              <td>
                <input
                  id={i === 0 ? id : `${id}-${a.Id}`}
                  type="text"
                  inputMode="decimal"
                  aria-label={t('products.corporatePriceOf', { account: a.Name })}
                  aria-invalid={invalid ? true : undefined}
                  disabled={readOnly}
                  value={texts[a.Id] ?? ''}
                  onChange={(e) => type$(a.Id, e.target.value)}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
