// Issue 14's catalogue and content screens (ADR 310), without a server: each screen's new record,
// filled as staff fill it (in English and in French), gives a body the API's own contract accepts
// — the English and French texts in their `Translations` entries, a promo amount in cents for
// dollars and as a whole percent, the multi-code address with its defaults —; the API's issues on
// nested paths land on their fields; every label, hint, option and filter has its text in both
// languages; and the image field refuses a PNG and a 5 MB JPEG with a clear message before any
// upload.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminBlogBody, AdminGiftCardBody, AdminProductBody, AdminPromoCodeBody, AdminRetailPostalCodeBody } from '@mijote/contracts';
import { MAX_PRODUCT_VIDEOS } from '@mijote/domain';
import { AdminAlertsProvider } from '../src/features/admin/components/alerts';
import type { CollectionScreenDef } from '../src/features/admin/components/collection';
import { fieldKey, problemsFromIssues, readPath, toBody, toFormValues } from '../src/features/admin/components/form-values';
import { ImageField } from '../src/features/admin/components/image-field';
import { chosenValues, MultiFilter } from '../src/features/admin/components/multi-filter';
import { BLOGS } from '../src/features/admin/screens/blogs';
import { GIFT_CARDS } from '../src/features/admin/screens/gift-cards';
import { SubsidyPricesEditor, VIDEO_SLOTS } from '../src/features/admin/screens/product-tabs';
import { productsDef } from '../src/features/admin/screens/products';
import { PROMO_CODES } from '../src/features/admin/screens/promo-codes';
import { retailPostalCodes } from '../src/features/admin/screens/retail-postal-codes';
import { hasScreen } from '../src/features/admin/routes/admin';
import { ADMIN_TOOLS } from '../src/features/admin/tools';
import { createI18n, loadLanguage } from '../src/lib/i18n';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type AnyDef = CollectionScreenDef<{ Id: number } & Record<string, unknown>>;
const DEFS: Record<string, AnyDef> = {
  'products M': productsDef('M') as unknown as AnyDef,
  'products C': productsDef('C') as unknown as AnyDef,
  'products R': productsDef('R') as unknown as AnyDef,
  'products S': productsDef('S') as unknown as AnyDef,
  blogs: BLOGS as unknown as AnyDef,
  'gift cards': GIFT_CARDS as unknown as AnyDef,
  'promo codes': PROMO_CODES as unknown as AnyDef,
  'retail postal codes': retailPostalCodes(3) as unknown as AnyDef,
};

/** A new record of a screen, through its form with some values typed. */
function create(def: AnyDef, lang: 'en' | 'fr', typed: Record<string, string | boolean>) {
  const record = def.blank() as Record<string, unknown>;
  const values = { ...toFormValues(record, def.fields, lang), ...typed };
  return toBody(record, values, def.fields, lang);
}

describe('a new record of each screen is a body the API accepts', () => {
  it.each(['en', 'fr'] as const)('a product, typed in %s: both languages, the price in cents, a draft', (lang) => {
    const def = DEFS['products M']!;
    const { body, problems } = create(def, lang, {
      'Translations.en.Title': 'Maple salmon',
      'Translations.fr.Title': 'Saumon à l’érable',
      'Translations.fr.Description': 'Saumon, sirop d’érable',
      PriceCents: lang === 'fr' ? '17,95' : '17.95',
      KidsPriceCents: '',
      WeekNumbers: '14, 1',
      'Nutrition.Calories': '540',
    });
    expect(problems).toEqual({});
    const parsed = AdminProductBody.parse(body);
    expect(parsed).toMatchObject({
      ProductCategoryCd: 'M',
      ProductTypeCd: 'LU',
      ProductStatusCd: 'D',
      PriceCents: 1795,
      KidsPriceCents: null,
    });
    expect(parsed.Translations).toEqual([
      { LanguageCd: 'en', Title: 'Maple salmon', Description: '' },
      { LanguageCd: 'fr', Title: 'Saumon à l’érable', Description: 'Saumon, sirop d’érable' },
    ]);
    expect(parsed.WeekNumbers).toEqual([1, 14]);
    expect(parsed.Nutrition).toMatchObject({ Calories: 540, Sodium: null });
  });

  it.each([
    ['en', '12.5', '26', '51.3'],
    ['fr', '12,5', '26', '51,3'],
  ] as const)('a product’s nutrition facts, typed in %s: calories, grams with a decimal, sodium', (lang, fat, protein, carbs) => {
    const def = DEFS['products M']!;
    const typed = { 'Translations.en.Title': 'x', PriceCents: '1', 'Nutrition.Calories': '455', 'Nutrition.Sodium': '720' };
    const { body, problems } = create(def, lang, {
      ...typed,
      'Nutrition.Fat': fat,
      'Nutrition.Protein': protein,
      'Nutrition.Carbs': carbs,
    });
    expect(problems).toEqual({});
    expect(AdminProductBody.parse(body).Nutrition).toEqual({ Calories: 455, Fat: 12.5, Protein: 26, Carbs: 51.3, Sodium: 720 });
    // a saved record shows its grams in the language's format, and saves them back unchanged
    const saved = { ...def.blank(), Nutrition: { Calories: 455, Fat: 12.5, Protein: 26, Carbs: 51.3, Sodium: 720 } };
    const values = toFormValues(saved, def.fields, lang);
    expect([values['Nutrition.Fat'], values['Nutrition.Protein'], values['Nutrition.Carbs']]).toEqual([fat, protein, carbs]);
    expect(toBody(saved, values, def.fields, lang).body['Nutrition']).toEqual(saved.Nutrition);
    // two decimals, a sign, a word: refused on the field before any save; empty is null
    for (const [text, problem] of [
      [lang === 'fr' ? '12,55' : '12.55', 'decimal'],
      ['-1', 'decimal'],
      ['beaucoup', 'decimal'],
      ['100000', 'tooBig'],
    ] as const) {
      expect(create(def, lang, { ...typed, 'Nutrition.Fat': text }).problems, text).toEqual({ 'Nutrition.Fat': problem });
    }
    expect(AdminProductBody.parse(create(def, lang, { ...typed, 'Nutrition.Fat': '' }).body).Nutrition?.Fat).toBeNull();
  });

  it('each category starts with a type of its own and a body the contract takes', () => {
    for (const c of ['C', 'R', 'S'] as const) {
      const { body, problems } = create(DEFS[`products ${c}`]!, 'en', { 'Translations.en.Title': 'x', PriceCents: '1' });
      expect(problems).toEqual({});
      expect(AdminProductBody.parse(body).ProductCategoryCd).toBe(c);
    }
  });

  it('a promo code: dollars in cents, a percent as a whole number, the address with QC and CA', () => {
    const def = DEFS['promo codes']!;
    const dollars = create(def, 'fr', { Code: 'hiver-26', Amount: '7,50', MinimumAmountRequiredCents: '40,00', ExpiresOn: '2027-03-31' });
    expect(dollars.problems).toEqual({});
    expect(AdminPromoCodeBody.parse(dollars.body)).toMatchObject({
      Code: 'HIVER-26',
      Type: 'dollars',
      Amount: 750,
      MinimumAmountRequiredCents: 4000,
      ExpiresOn: '2027-03-31',
      StartsOn: null,
      StoreSource: null,
      MultiCodeAddress: { Province: 'QC', Country: 'CA', Name: null },
    });
    const percent = create(def, 'en', { Code: 'SPRING', Type: 'percent', Amount: '15', StoreSource: 'catering' });
    expect(percent.problems).toEqual({});
    expect(AdminPromoCodeBody.parse(percent.body)).toMatchObject({ Type: 'percent', Amount: 15, StoreSource: 'catering' });
    // a percent is a whole number up to 100, checked before it is sent
    expect(create(def, 'en', { Code: 'BAD', Type: 'percent', Amount: '150' }).problems).toEqual({ Amount: 'tooBig' });
    expect(create(def, 'en', { Code: 'BAD', Type: 'percent', Amount: '12.5' }).problems).toEqual({ Amount: 'invalid' });
    expect(create(def, 'en', { Code: 'BAD', Type: 'dollars', Amount: '12.5x' }).problems).toEqual({ Amount: 'money' });
  });

  it('a saved promo code shows its amount in its unit', () => {
    const def = DEFS['promo codes']!;
    const record = { ...(def.blank() as Record<string, unknown>), Id: 9, Type: 'dollars', Amount: 1250 };
    expect(toFormValues(record, def.fields, 'fr').Amount).toBe('12,50');
    expect(toFormValues({ ...record, Type: 'percent', Amount: 20 }, def.fields, 'fr').Amount).toBe('20');
  });

  it('a gift card, an article and a retail postal code', () => {
    const card = create(DEFS['gift cards']!, 'fr', { AmountCents: '40,00', RecipientEmail: 'ami@example.test', Note: 'Concours' });
    expect(card.problems).toEqual({});
    expect(AdminGiftCardBody.parse(card.body)).toMatchObject({
      AmountCents: 4000,
      Status: 'a',
      RecipientEmail: 'ami@example.test',
      Note: 'Concours',
    });

    const blog = create(DEFS.blogs!, 'en', {
      'Translations.en.Title': 'Soup season',
      'Translations.fr.Title': 'La saison des soupes',
      'Translations.en.Slug': 'soup-season',
      'Translations.fr.Slug': 'saison-des-soupes',
      IsPublished: true,
    });
    expect(blog.problems).toEqual({});
    const article = AdminBlogBody.parse(blog.body);
    expect(article.Translations.map((x) => [x.LanguageCd, x.Slug])).toEqual([
      ['en', 'soup-season'],
      ['fr', 'saison-des-soupes'],
    ]);
    expect(article.IsPublished).toBe(true);
    // both titles are required before anything is sent
    expect(create(DEFS.blogs!, 'en', { 'Translations.en.Title': 'x', 'Translations.en.Slug': 'x' }).problems).toMatchObject({
      'Translations.fr.Title': 'required',
      'Translations.fr.Slug': 'required',
    });

    const code = create(DEFS['retail postal codes']!, 'en', { Code: '#h9b 1a', DeliveryFeeCents: '3.50' });
    expect(code.problems).toEqual({});
    expect(AdminRetailPostalCodeBody.parse(code.body)).toEqual({ FranchiseId: 3, Code: 'H9B1A', DeliveryFeeCents: 350, Id: 0 });
  });
});

describe('paths into a record', () => {
  it('finds a language’s entry wherever it sits in the array, and adds a missing one', () => {
    const record = { Id: 3, Translations: [{ LanguageCd: 'fr', Title: 'Soupe' }], MultiCodeAddress: { Province: 'ON' } };
    expect(readPath(record, 'Translations.fr.Title')).toBe('Soupe');
    expect(readPath(record, 'Translations.en.Title')).toBeUndefined();
    expect(readPath(record, 'MultiCodeAddress.Province')).toBe('ON');
    const fields = [
      { name: 'Translations.en.Title', kind: 'text' },
      { name: 'Translations.fr.Title', kind: 'text' },
    ] as const;
    const { body } = toBody(record, { 'Translations.en.Title': 'Soup', 'Translations.fr.Title': 'Soupe aux pois' }, fields, 'en');
    expect(body.Translations).toEqual([
      { LanguageCd: 'fr', Title: 'Soupe aux pois' },
      { LanguageCd: 'en', Title: 'Soup' },
    ]);
    // the record itself is not changed
    expect(record.Translations).toHaveLength(1);
    expect(fieldKey('Translations.fr.Title')).toBe('Translations_fr_Title');
  });

  it('puts the API’s issues of a nested path on their field (the French title at index 0 or 1)', () => {
    const fields = DEFS['products M']!.fields;
    const frFirst = { Translations: [{ LanguageCd: 'fr' }, { LanguageCd: 'en' }] };
    const issues = [
      { path: 'body.Translations.0.Title', code: 'too_big' },
      { path: 'body.PriceCents', code: 'too_small' },
      { path: 'body.Nutrition.Sodium', code: 'invalid_type' },
    ];
    expect(problemsFromIssues(issues, fields, frFirst)).toEqual({
      'Translations.fr.Title': 'tooBig',
      PriceCents: 'tooSmall',
      'Nutrition.Sodium': 'invalid',
    });
    const enFirst = { Translations: [{ LanguageCd: 'en' }, { LanguageCd: 'fr' }] };
    expect(problemsFromIssues(issues.slice(0, 1), fields, enFirst)).toEqual({ 'Translations.en.Title': 'tooBig' });
  });
});

describe('texts of the screens, in English and in French', () => {
  it.each(['en', 'fr'] as const)('%s: every label, hint, option, filter and message exists', async (lang) => {
    const i18n = createI18n(lang, { [lang]: await loadLanguage(lang) });
    const missing: string[] = [];
    const need = (key: string) => {
      if (!i18n.exists(`admin:${key}`)) missing.push(key);
    };
    for (const def of Object.values(DEFS)) {
      for (const k of ['listTitle', 'searchLabel', 'newTitle', 'lead']) need(`${def.texts}.${k}`);
      for (const c of def.columns) need(`${def.texts}.fields.${c.key}`);
      for (const f of def.fields) {
        const key = fieldKey(f.name);
        need(`${def.texts}.fields.${key}`);
        if (f.hint) need(`${def.texts}.hints.${key}`);
        for (const o of f.options ?? []) need(`${def.texts}.options.${key}.${o === '' ? 'none' : o}`);
      }
      for (const filter of def.filters ?? []) {
        need(`${def.texts}.filters.${filter.param}.label`);
        for (const v of filter.values) need(`${def.texts}.filters.${filter.param}.${v === '' ? 'all' : v}`);
      }
      for (const m of Object.values(def.messages)) need(`messages.${m}`);
    }
    for (const m of ['image-saved', 'image-removed', 'product-duplicated', 'banner-saved']) need(`messages.${m}`);
    for (const slot of ['en-lg', 'fr-lg', 'en-sm', 'fr-sm', 'mobile']) need(`banners.slots.${slot}`);
    expect(missing).toEqual([]);
  });

  it('the product editor has the domain’s number of video boxes', () => {
    expect(VIDEO_SLOTS).toBe(MAX_PRODUCT_VIDEOS);
  });

  it('the catalogue and content tools have their screens', () => {
    const built = ADMIN_TOOLS.filter((t) => hasScreen(t.route)).map((t) => t.key);
    expect(built).toEqual(expect.arrayContaining(['products', 'blogs', 'giftCards', 'promoCodes', 'banners', 'postalCodes']));
  });
});

describe('the products’ type filter: several types at once (back-office §7 "types (comma list)")', () => {
  afterEach(cleanup);

  it('the products’ list offers every type as a box of one comma list', () => {
    const types = productsDef('M').filters!.find((f) => f.param === 'types')!;
    expect(types.multiple).toBe(true);
    // a link's comma list keeps the types offered, in their order; an unknown one is dropped
    expect(chosenValues('SU,LU,XX,,BF', types.values)).toEqual(['LU', 'SU', 'BF']);
    expect(chosenValues(null, types.values)).toEqual([]);
  });

  it.each([
    ['en', 'Type', 'All types', 'Lunches', 'Suppers', 'Breakfasts'],
    ['fr', 'Type', 'Tous les types', 'Dîners', 'Soupers', 'Déjeuners'],
  ] as const)('%s: checking and unchecking boxes gives the comma list; Escape closes it', async (lang, label, all, lu, su, bf) => {
    const i18n = createI18n(lang, { [lang]: await loadLanguage(lang) });
    const types = productsDef('M').filters!.find((f) => f.param === 'types')!;
    const t = i18n.getFixedT(lang, 'admin');
    const options = types.values.filter((v) => v !== '').map((v) => [v, t(`products.filters.types.${v}`)] as const);
    const changes: string[] = [];
    const view = (chosen: string[]) => (
      <I18nextProvider i18n={i18n}>
        <MultiFilter id="f" label={label} allLabel={all} options={options} chosen={chosen} onChange={(l) => changes.push(l)} />
      </I18nextProvider>
    );
    const { rerender, container } = render(view([]));
    const summary = container.querySelector('summary')!;
    expect(summary.textContent).toBe(`${label}: ${all}`);
    expect(screen.getByRole('group', { name: label })).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(options.length);
    expect((screen.getByRole('button', { name: all }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: lu }));
    expect(changes.at(-1)).toBe('LU');

    rerender(view(['LU']));
    fireEvent.click(screen.getByRole('checkbox', { name: bf }));
    expect(changes.at(-1)).toBe('LU,BF');
    rerender(view(['LU', 'BF']));
    expect(summary.textContent).toBe(`${label}: ${lu}, ${bf}`);
    expect((screen.getByRole('checkbox', { name: bf }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: su }) as HTMLInputElement).checked).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: bf }));
    expect(changes.at(-1)).toBe('LU');
    fireEvent.click(screen.getByRole('button', { name: all }));
    expect(changes.at(-1)).toBe('');

    // the keyboard: Escape in an open list closes it and gives the focus back to its summary
    const details = container.querySelector('details')!;
    details.open = true;
    screen.getByRole('checkbox', { name: su }).focus();
    fireEvent.keyDown(screen.getByRole('checkbox', { name: su }), { key: 'Escape' });
    expect(details.open).toBe(false);
    expect(document.activeElement).toBe(summary);
  });
});

describe('a product’s corporate prices (§3 SubsidyProductPrices, ADR 352)', () => {
  afterEach(cleanup);
  const ACCOUNTS_LIST = {
    data: [
      { Id: 1, Name: 'Novatech' },
      { Id: 2, Name: 'Aerotech' },
      { Id: 3, Name: 'Quebecor' },
    ],
  };

  async function renderEditor(lang: 'en' | 'fr', value: unknown) {
    const i18n = createI18n(lang, { [lang]: await loadLanguage(lang) });
    // the accounts as the admin API lists them, already read (no request in the test)
    const client = new QueryClient();
    client.setQueryData(['admin', 'subsidies', 'names'], ACCOUNTS_LIST);
    const changes: unknown[] = [];
    render(
      <QueryClientProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <SubsidyPricesEditor
            id="prices"
            value={value}
            onChange={(v) => changes.push(v)}
            values={{}}
            record={{}}
            lang={lang}
            readOnly={false}
            invalid={false}
          />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    return changes;
  }

  it('English: a box per corporate account with its price; typing gives the list a save posts', async () => {
    const changes = await renderEditor('en', [{ SubsidyId: 1, PriceCents: 1150 }]);
    const novatech = screen.getByRole('textbox', { name: 'Novatech: corporate price' }) as HTMLInputElement;
    expect(novatech.value).toBe('11.50');
    expect((screen.getByRole('textbox', { name: 'Aerotech: corporate price' }) as HTMLInputElement).value).toBe('');
    fireEvent.change(novatech, { target: { value: '9.99' } });
    expect(changes.at(-1)).toEqual([{ SubsidyId: 1, PriceCents: 999 }]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Quebecor: corporate price' }), { target: { value: '12' } });
    expect(changes.at(-1)).toEqual([
      { SubsidyId: 1, PriceCents: 999 },
      { SubsidyId: 3, PriceCents: 1200 },
    ]);
    // emptied: no corporate price (the product's); not an amount: null, which the API refuses
    fireEvent.change(novatech, { target: { value: '' } });
    expect(changes.at(-1)).toEqual([{ SubsidyId: 3, PriceCents: 1200 }]);
    fireEvent.change(novatech, { target: { value: 'cheap' } });
    expect(changes.at(-1)).toEqual([
      { SubsidyId: 1, PriceCents: null },
      { SubsidyId: 3, PriceCents: 1200 },
    ]);
    // the list goes into the product's body as the contract takes it
    const def = DEFS['products M']!;
    const record = def.blank() as Record<string, unknown>;
    const { body } = toBody(
      record,
      { ...toFormValues(record, def.fields, 'en'), 'Translations.en.Title': 'x', PriceCents: '1' },
      def.fields,
      'en',
      {
        SubsidyProductPrices: [{ SubsidyId: 3, PriceCents: 1200 }],
      },
    );
    expect(AdminProductBody.parse(body).SubsidyProductPrices).toEqual([{ SubsidyId: 3, PriceCents: 1200 }]);
  });

  it('French: the price in the French format', async () => {
    const changes = await renderEditor('fr', [{ SubsidyId: 2, PriceCents: 1195 }]);
    const aerotech = screen.getByRole('textbox', { name: 'Aerotech : prix corporatif' }) as HTMLInputElement;
    expect(aerotech.value).toBe('11,95');
    fireEvent.change(aerotech, { target: { value: '10,50' } });
    expect(changes.at(-1)).toEqual([{ SubsidyId: 2, PriceCents: 1050 }]);
    expect(screen.getByRole('region', { name: 'Prix corporatifs (comptes corporatifs)' })).toBeTruthy();
  });
});

describe('the image field (back-office §5: one JPEG ≤ 4 MB)', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  async function renderField(lang: 'en' | 'fr') {
    const i18n = createI18n(lang, { [lang]: await loadLanguage(lang) });
    const saves: (string | null)[] = [];
    render(
      <I18nextProvider i18n={i18n}>
        <AdminAlertsProvider>
          <ImageField id="img" imageUrl={null} alt="" csrf={null} onSave={async (name) => void saves.push(name)} />
        </AdminAlertsProvider>
      </I18nextProvider>,
    );
    return { saves, input: screen.getByLabelText(lang === 'fr' ? 'Choisir une image JPEG' : 'Choose a JPEG image') as HTMLInputElement };
  }

  it.each([
    ['en', 'a PNG', new File(['\x89PNG'], 'dish.png', { type: 'image/png' }), 'This file is not a JPEG image. Please choose a .jpg file.'],
    [
      'fr',
      'a 5 MB JPEG',
      new File([new Uint8Array(5 * 1024 * 1024)], 'grosse.jpg', { type: 'image/jpeg' }),
      'Cette image dépasse 4 Mo. Veuillez en choisir une plus petite.',
    ],
  ] as const)('%s: refuses %s before sending it', async (lang, _what, file, message) => {
    const sent = vi.spyOn(globalThis, 'fetch');
    const { saves, input } = await renderField(lang);
    await act(async () => {
      fireEvent.change(input, { target: { files: [file] } });
    });
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(sent).not.toHaveBeenCalled();
    expect(saves).toEqual([]);
  });
});
