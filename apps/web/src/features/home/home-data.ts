// Server data of the home page: the catalogue's "from" prices (GET /api/catalogue/from-prices).
import type { FromPricesReply } from '@mijote/contracts';

export interface HomeData {
  /** null when the API could not answer: the cards then show no price. */
  prices: FromPricesReply | null;
}

type FetchApi = (path: string) => Promise<{ status: number; json(): Promise<unknown> }>;

export async function loadHomeData(fetchApi: FetchApi | undefined): Promise<HomeData> {
  if (!fetchApi) return { prices: null };
  try {
    const res = await fetchApi('/api/catalogue/from-prices');
    return { prices: res.status === 200 ? ((await res.json()) as FromPricesReply) : null };
  } catch {
    return { prices: null };
  }
}
