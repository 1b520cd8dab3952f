// Type-checks every workspace with its own tsconfig (each package has its own module resolution).
import { execFileSync } from 'node:child_process';

const projects = ['tools', 'packages/domain', 'packages/contracts', 'packages/db', 'apps/api', 'apps/web', 'e2e'];
let failed = false;
for (const p of projects) {
  try {
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc6', '-p', p], { stdio: 'inherit' });
    console.log(`typecheck ok: ${p}`);
  } catch {
    failed = true;
    console.error(`typecheck FAILED: ${p}`);
  }
}
process.exit(failed ? 1 : 0);
