// Issue 12: a lunch box's choices made quickly one after the other all stay, on screen and in the cart.
// Each choice shows at once while the cart is saved; the saved cart takes over once every save is back.
import { CartDocument, type PricedCartLine } from '@mijote/contracts';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { BoxChoices } from '../src/features/store/components/box-choices';
import { createI18n, loadLanguage } from '../src/lib/i18n';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
afterEach(cleanup);

const at = '2026-11-26T12:00:00.000Z';
const doc0 = CartDocument.parse({
  items: { catering: [{ productId: 501, type: 'meal', quantity: 2, addedAt: at, customizations: { fullPortion: true, sides: [] } }] },
});
const line = {
  group: 'catering',
  index: 0,
  productId: 501,
  type: 'meal',
  fullPortion: true,
  title: 'Classic lunch box',
  quantity: 2,
  choicesMissing: true,
} as PricedCartLine;
const box = { count: 2, options: [1, 2, 3].map((Id) => ({ Id, Title: `Choice ${Id}` })) };

describe('BoxChoices', () => {
  it('four quick choices each show at once and all reach the cart, applied in order on the latest document', async () => {
    const i18n = createI18n('en', { en: await loadLanguage('en') });
    let doc = doc0;
    const saves: (() => void)[] = [];
    const onChange = (change: (d: CartDocument) => CartDocument) =>
      new Promise<void>((resolve) => {
        doc = change(doc); // what the cart hook does: the change applies to the latest document
        saves.push(resolve);
      });
    const view = () => (
      <I18nextProvider i18n={i18n}>
        <BoxChoices line={line} doc={doc0} box={box} onChange={onChange} />
      </I18nextProvider>
    );
    const { rerender } = render(view());
    const selects = screen.getAllByRole('combobox') as HTMLSelectElement[];
    expect(selects).toHaveLength(4);
    act(() => {
      fireEvent.change(selects[0]!, { target: { value: '1' } });
      fireEvent.change(selects[1]!, { target: { value: '2' } });
      fireEvent.change(selects[2]!, { target: { value: '3' } });
      fireEvent.change(selects[3]!, { target: { value: '1' } });
    });
    // nothing saved yet: the screen already shows every choice
    expect(selects.map((s) => s.value)).toEqual(['1', '2', '3', '1']);
    expect(doc.items.catering?.[0]?.customizations.choices).toEqual([
      [1, 2],
      [3, 1],
    ]);
    // the first save comes back with only its own choice: the others stay on screen
    await act(async () => saves.shift()!());
    expect(selects.map((s) => s.value)).toEqual(['1', '2', '3', '1']);
    await act(async () => saves.splice(0).forEach((r) => r()));
    rerender(
      <I18nextProvider i18n={i18n}>
        <BoxChoices line={line} doc={doc} box={box} onChange={onChange} />
      </I18nextProvider>,
    );
    expect(selects.map((s) => s.value)).toEqual(['1', '2', '3', '1']);
  });
});
