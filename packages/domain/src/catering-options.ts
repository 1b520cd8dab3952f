// Catering options (customer-side §3 Order `cateringOptions`, §6 master login; ADR 222). The spec
// names the field and says a master login gets "advanced catering options" and a kitchen time; it
// lists none. Every customer may ask for plates and cutlery and for serving utensils; the advanced
// ones (plated or chafing service, staff on site, the kitchen time) are a master login's.
import { minutesOfDay, type WallTime } from './dates.js';
import type { PackageType } from './vocabulary.js';

export interface CateringOptions {
  /** plates, cutlery and napkins for every person */
  utensils?: boolean | undefined;
  /** serving spoons and tongs for the platters and buffets */
  servingUtensils?: boolean | undefined;
  /** advanced: P plated, C chafing dishes */
  packageType?: PackageType | undefined;
  /** advanced: our staff serves on site */
  staffOnSite?: boolean | undefined;
  /** advanced: when the kitchen must have the order ready */
  kitchenTime?: WallTime | undefined;
}

export const CUSTOMER_CATERING_OPTIONS = ['utensils', 'servingUtensils'] as const;
export const ADVANCED_CATERING_OPTIONS = ['packageType', 'staffOnSite', 'kitchenTime'] as const;

export type CateringOptionsCheck = 'ok' | 'catering-options-master-only' | 'kitchen-time-after-delivery';

/** Advanced options are a master login's; the kitchen time is not after the delivery time. */
export function checkCateringOptions(
  options: CateringOptions,
  ctx: { isMaster: boolean; deliveryTime: WallTime | null },
): CateringOptionsCheck {
  const advanced = ADVANCED_CATERING_OPTIONS.filter((k) => options[k] !== undefined);
  if (advanced.length > 0 && !ctx.isMaster) return 'catering-options-master-only';
  if (options.kitchenTime && ctx.deliveryTime && minutesOfDay(options.kitchenTime) > minutesOfDay(ctx.deliveryTime))
    return 'kitchen-time-after-delivery';
  return 'ok';
}
