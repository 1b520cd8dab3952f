// The tools of the administration area, in back-office §1's order, with the route of §2 each opens.
// `built` marks the tools that exist; the others stay in the navigation as "coming" (not links).
// Building a tool later: its screen in routes/, its route in app/client-routes.tsx, `built: true`.
import type { RouteId } from '../../lib/paths';

export interface AdminTool {
  /** its texts: `admin:tools.{key}` */
  key: string;
  /** its page (§2); none: the tool has no route of its own yet (user import lives under corporate) */
  route: RouteId | null;
  built: boolean;
}

export const ADMIN_TOOLS: readonly AdminTool[] = [
  { key: 'products', route: 'adminProducts', built: true },
  { key: 'blogs', route: 'adminBlogs', built: true },
  { key: 'corporate', route: 'adminCorporate', built: true },
  { key: 'accounts', route: 'adminAccounts', built: true },
  { key: 'postalCodes', route: 'adminPostalCodes', built: true },
  { key: 'giftCards', route: 'adminGiftCards', built: true },
  { key: 'promoCodes', route: 'adminPromoCodes', built: true },
  { key: 'reports', route: 'adminReports', built: true },
  { key: 'kitchenNumbers', route: 'adminKitchenNumbers', built: true },
  { key: 'tagRoutes', route: 'adminTagRoutes', built: true },
  { key: 'mobileTags', route: 'adminMobileTags', built: true },
  { key: 'restaurants', route: 'adminFranchises', built: true },
  { key: 'invoices', route: 'adminInvoices', built: true },
  { key: 'paymentsReport', route: 'adminPaymentsReport', built: true },
  { key: 'centuryDollars', route: 'adminCenturyDollarCreditsReport', built: true },
  { key: 'mealDeliveryLabels', route: 'adminMealDeliveryLabels', built: true },
  { key: 'corporateLabels', route: 'adminCorpLabels', built: true },
  { key: 'banners', route: 'adminBanners', built: true },
  { key: 'holidays', route: 'adminHolidays', built: true },
  // the user import is done in a subsidy's panel of the corporate page (back-office §2)
  { key: 'userImport', route: 'adminCorporate', built: true },
];

/** The tool a route of the admin area belongs to (its children included), for the "coming" page. */
export function toolOfRoute(id: RouteId | undefined): AdminTool | undefined {
  if (!id) return undefined;
  return ADMIN_TOOLS.find((t) => t.route !== null && (id === t.route || (id.startsWith(t.route) && t.route !== 'admin')));
}
