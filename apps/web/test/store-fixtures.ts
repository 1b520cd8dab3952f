// A dish of the meal-delivery menu as the API answers it (MenuProduct), for the store card's tests:
// a $19.95 supper, no kids or family-pack price, no stock limit; `over` changes what a test needs.
import type { MenuProduct } from '@mijote/contracts';

export const menuDish = (over: Partial<Record<keyof MenuProduct, unknown>> = {}): MenuProduct =>
  ({
    Id: 18,
    Title: 'Duck leg confit',
    Description: 'Green lentils.',
    PriceCents: 1995,
    KidsPriceCents: null,
    FamilyPackPriceCents: null,
    Inventory: null,
    OutOfStock: false,
    RequiresSecondaryProducts: 'n',
    SideProductIds: [],
    ProductTypeCd: 'SU',
    ImageUrl: '/x.svg',
    ContainerCd: null,
    Nutrition: null,
    ProductTags: [],
    CookingInstructionTypes: [],
    ...over,
  }) as unknown as MenuProduct;
