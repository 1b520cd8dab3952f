import { ESLint } from 'eslint';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The architecture's import direction, checked with the project's real ESLint config.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const eslint = new ESLint({ cwd: root });

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('import direction', () => {
  it.each([
    ['packages/domain/src/x.ts', "import { z } from '@mijote/contracts';\nexport const y = z;\n"],
    ['packages/domain/src/x.ts', "import { readFileSync } from 'node:fs';\nexport const y = readFileSync;\n"],
    ['packages/contracts/src/x.ts', "import { createDb } from '@mijote/db';\nexport const y = createDb;\n"],
    ['packages/db/src/x.ts', "import { ErrorReply } from '@mijote/contracts';\nexport const y = ErrorReply;\n"],
    ['apps/web/src/app/x.ts', "import { createDb } from '@mijote/db';\nexport const y = createDb;\n"],
    ['apps/web/src/app/x.ts', "import { buildApp } from '@mijote/api';\nexport const y = buildApp;\n"],
  ])('refuses %s importing the wrong layer', async (file, code) => {
    expect(await ruleIds(file, code)).toContain('no-restricted-imports');
  });

  it.each([
    ['packages/contracts/src/x.ts', "import { formatMoney } from '@mijote/domain';\nexport const y = formatMoney;\n"],
    ['apps/api/src/x.ts', "import { createDb } from '@mijote/db';\nexport const y = createDb;\n"],
    ['apps/web/src/app/x.ts', "import { formatMoney } from '@mijote/domain';\nexport const y = formatMoney;\n"],
  ])('allows %s importing down the layers', async (file, code) => {
    expect(await ruleIds(file, code)).not.toContain('no-restricted-imports');
  });

  it('refuses a feature importing another feature, relative or by alias', async () => {
    const file = 'apps/web/src/features/cart/components/x.ts';
    expect(await ruleIds(file, "import { a } from '../../menu/api/y.js';\nexport const b = a;\n")).toContain(
      'mijote/no-cross-feature-imports',
    );
    expect(await ruleIds(file, "import { a } from '@/features/menu/api/y';\nexport const b = a;\n")).toContain(
      'mijote/no-cross-feature-imports',
    );
    expect(await ruleIds(file, "import { a } from '../hooks/use-x.js';\nexport const b = a;\n")).not.toContain(
      'mijote/no-cross-feature-imports',
    );
    expect(await ruleIds(file, "import { a } from '../../../components/ui/y.js';\nexport const b = a;\n")).not.toContain(
      'mijote/no-cross-feature-imports',
    );
  });

  it('refuses billing importing checkout (checkout → billing runs one way, ADR 366)', async () => {
    const fromCheckout = "import { settle } from '../checkout/settle-payment.js';\nexport const x = settle;\n";
    expect(await ruleIds('apps/api/src/modules/billing/refunds.ts', fromCheckout)).toContain('no-restricted-imports');
    expect(
      await ruleIds(
        'apps/api/src/modules/checkout/settle-payment.ts',
        "import { refund } from '../billing/refunds.js';\nexport const x = refund;\n",
      ),
    ).not.toContain('no-restricted-imports');
  });

  it('refuses a service or repository importing from plugins/, and a checkout function over 80 lines', async () => {
    const plugin = "import type { Sessions } from '../../plugins/session.js';\nexport type X = Sessions;\n";
    expect(await ruleIds('apps/api/src/modules/orders/service.ts', plugin)).toContain('no-restricted-imports');
    expect(await ruleIds('apps/api/src/modules/checkout/place-order.ts', plugin)).toContain('no-restricted-imports');
    expect(await ruleIds('apps/api/src/modules/orders/routes.ts', plugin)).not.toContain('no-restricted-imports');
    const body = (n: number) => `export function f(): number {\n  let x = 0;\n${'  x += 1;\n'.repeat(n)}  return x;\n}\n`;
    expect(await ruleIds('apps/api/src/modules/checkout/x.ts', body(85))).toContain('max-lines-per-function');
    expect(await ruleIds('apps/api/src/modules/checkout/x.ts', body(60))).not.toContain('max-lines-per-function');
  });
});
