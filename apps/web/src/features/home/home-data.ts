// Server data of the home page: the catalogue's "from" prices (GET /api/catalogue/from-prices),
// how many bistros are open (GET /api/franchises): the home page states no count of its own, and
// the banners staff put up (GET /api/home-banners; back-office §2 Home banners, issue 14).
import type { FranchiseListReply, FromPricesReply, HomeBannerListReply } from '@mijote/contracts';

export interface HomeData {
  /** null when the API could not answer: the cards then show no price. */
  prices: FromPricesReply | null;
  /** Open bistros (enabled, public franchises); null when the API could not answer: the figure is left out. */
  franchiseCount: number | null;
  /** The slots with an image; null when the API could not answer (no banner shown). */
  banners: HomeBannerListReply | null;
}

type FetchApi = (path: string) => Promise<{ status: number; json(): Promise<unknown> }>;

async function read<T>(fetchApi: FetchApi, path: string): Promise<T | null> {
  try {
    const res = await fetchApi(path);
    return res.status === 200 ? ((await res.json()) as T) : null;
  } catch {
    return null;
  }
}

export async function loadHomeData(fetchApi: FetchApi | undefined): Promise<HomeData> {
  if (!fetchApi) return { prices: null, franchiseCount: null, banners: null };
  const [prices, franchises, banners] = await Promise.all([
    read<FromPricesReply>(fetchApi, '/api/catalogue/from-prices'),
    // the language only changes the names, not how many there are
    read<FranchiseListReply>(fetchApi, '/api/franchises?language=en'),
    read<HomeBannerListReply>(fetchApi, '/api/home-banners'),
  ]);
  return { prices, franchiseCount: franchises ? franchises.length : null, banners };
}
