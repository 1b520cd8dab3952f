// The demo super user's session for the benchmarks (bundle-size, lighthouse): signs in through the
// API with ADMIN_EMAIL / ADMIN_PASSWORD (default the seed's admin@mijote.test) and passes the
// second factor (ADR 378) with ADMIN_TOTP_SECRET's code (default the demo key). Answers the cookie header.
const cookiesOf = (res) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

export async function adminSession(base) {
  const res = await fetch(`${base}/api/accounts/me/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      email: process.env.ADMIN_EMAIL ?? 'admin@mijote.test',
      password: process.env.ADMIN_PASSWORD ?? 'Mijote-demo-2026',
      site: '21',
    }),
  });
  if (res.status !== 200) throw new Error(`admin login: HTTP ${res.status} ${await res.text()}`);
  const cookie = cookiesOf(res);
  const login = await res.json();
  if (login.secondFactor !== 'required') return cookie;
  const { TOTP, Secret } = await import('otpauth');
  const secret = Secret.fromBase32(process.env.ADMIN_TOTP_SECRET ?? 'JBSWY3DPEHPK3PXPMIJOTEDEMO234567');
  for (const offset of [-30_000, 0, 30_000]) {
    const code = new TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + offset });
    const verify = await fetch(`${base}/api/accounts/me/second-factor/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base, cookie, 'x-csrf-token': login.csrfToken },
      body: JSON.stringify({ code }),
    });
    if (verify.status === 200) return cookie;
  }
  throw new Error('admin login: the second factor’s code was refused');
}
