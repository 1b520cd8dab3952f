// Server data of the home page: the catalogue's "from" prices (GET /api/catalogue/from-prices) and
// how many bistros are open (GET /api/franchises): the home page states no count of its own.
import type { FranchiseListReply, FromPricesReply } from '@mijote/contracts';

export interface HomeData {
  /** null when the API could not answer: the cards then show no price. */
  prices: FromPricesReply | null;
  /** Open bistros (enabled, public franchises); null when the API could not answer: the figure is left out. */
  franchiseCount: number | null;
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
  if (!fetchApi) return { prices: null, franchiseCount: null };
  const [prices, franchises] = await Promise.all([
    read<FromPricesReply>(fetchApi, '/api/catalogue/from-prices'),
    // the language only changes the names, not how many there are
    read<FranchiseListReply>(fetchApi, '/api/franchises?language=en'),
  ]);
  return { prices, franchiseCount: franchises ? franchises.length : null };
}
