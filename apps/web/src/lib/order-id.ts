// The order id of a path (the store's Success step, the account's order detail).

/** The order id of a path: a positive 32-bit integer written in digits, else null ("abc", "0", "1e3"). */
export function parseOrderId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}
