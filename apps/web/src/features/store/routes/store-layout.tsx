// PLACEHOLDER layout route module (ADR 170 wiring) — replaced by the feature's real layout.
import { Outlet } from 'react-router';

export function Component() {
  return <Outlet />;
}
