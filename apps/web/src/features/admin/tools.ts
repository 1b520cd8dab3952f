// The tools of the administration area, in back-office §1's order, with the route of §2 each opens.
// Each route has its screen in routes/admin.tsx's SCREENS (the user import opens the corporate page,
// whose subsidy panels import).
import type { RouteId } from '../../lib/paths';

export interface AdminTool {
  /** its texts: `admin:tools.{key}` */
  key: string;
  /** its page (§2) */
  route: RouteId;
}

export const ADMIN_TOOLS: readonly AdminTool[] = [
  { key: 'products', route: 'adminProducts' },
  { key: 'blogs', route: 'adminBlogs' },
  { key: 'corporate', route: 'adminCorporate' },
  { key: 'accounts', route: 'adminAccounts' },
  { key: 'postalCodes', route: 'adminPostalCodes' },
  { key: 'giftCards', route: 'adminGiftCards' },
  { key: 'promoCodes', route: 'adminPromoCodes' },
  { key: 'reports', route: 'adminReports' },
  { key: 'kitchenNumbers', route: 'adminKitchenNumbers' },
  { key: 'tagRoutes', route: 'adminTagRoutes' },
  { key: 'mobileTags', route: 'adminMobileTags' },
  { key: 'restaurants', route: 'adminFranchises' },
  { key: 'invoices', route: 'adminInvoices' },
  { key: 'paymentsReport', route: 'adminPaymentsReport' },
  { key: 'centuryDollars', route: 'adminCenturyDollarCreditsReport' },
  { key: 'mealDeliveryLabels', route: 'adminMealDeliveryLabels' },
  { key: 'corporateLabels', route: 'adminCorpLabels' },
  { key: 'banners', route: 'adminBanners' },
  { key: 'holidays', route: 'adminHolidays' },
  // beside §1's tools: the scheduling widget's slots and bookings (ADR 372)
  { key: 'appointments', route: 'adminAppointments' },
  // the inbox of the public forms, with their read state (issue 30)
  { key: 'inbox', route: 'adminMessages' },
  // the user import is done in a subsidy's panel of the corporate page (back-office §2)
  { key: 'userImport', route: 'adminCorporate' },
];

/** The tool a route of the admin area belongs to (its children included): the heading while its screen loads. */
export function toolOfRoute(id: RouteId | undefined): AdminTool | undefined {
  if (!id) return undefined;
  return ADMIN_TOOLS.find((t) => id === t.route || (id.startsWith(t.route) && t.route !== 'admin'));
}

/** The menu's groups (issue 30): the office's and the kitchen's day, each tool of §1 in one of them. */
export const ADMIN_GROUPS: readonly { key: string; tools: readonly string[] }[] = [
  { key: 'orders', tools: ['invoices', 'appointments'] },
  { key: 'kitchen', tools: ['kitchenNumbers', 'mealDeliveryLabels', 'corporateLabels', 'tagRoutes', 'mobileTags'] },
  { key: 'catalogue', tools: ['products', 'restaurants', 'postalCodes', 'holidays'] },
  { key: 'customers', tools: ['accounts', 'inbox', 'giftCards', 'promoCodes'] },
  { key: 'corporate', tools: ['corporate', 'userImport'] },
  { key: 'content', tools: ['blogs', 'banners'] },
  { key: 'reports', tools: ['reports', 'paymentsReport', 'centuryDollars'] },
];

/** The tools of a group, in the group's order. */
export const toolsOfGroup = (group: { tools: readonly string[] }): AdminTool[] =>
  group.tools.map((key) => ADMIN_TOOLS.find((t) => t.key === key)!).filter(Boolean);
