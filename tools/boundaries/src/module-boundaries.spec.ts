import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Proves the boundary rules bite: throwaway sources, linted as if they lived inside real projects,
 * must be rejected by the boundary rules (@nx/enforce-module-boundaries, no-restricted-imports, import-x/no-cycle).
 * Nothing is written to disk.
 */
const root = fileURLToPath(new URL('../../..', import.meta.url));
let eslint: ESLint;
let restrictedImports: ESLint;
let cycles: ESLint;

/** An ESLint that runs one rule of the repo's config over in-memory sources. */
const onlyRule = (rule: string) =>
  new ESLint({
    cwd: root,
    // The probes exist only in memory, so the type-aware parser (which looks files up in a tsconfig) is switched off:
    // these rules read imports, not types.
    overrideConfig: { languageOptions: { parserOptions: { projectService: false, project: null } } },
    ruleFilter: ({ ruleId }) => ruleId === rule,
  });

beforeAll(() => {
  eslint = onlyRule('@nx/enforce-module-boundaries');
  restrictedImports = onlyRule('no-restricted-imports');
  cycles = onlyRule('import-x/no-cycle');
});
/** The same, with only the rule that keeps testing code out of production code. */
async function restrictedImportErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await restrictedImports.lintText(code, { filePath: `${root}/${filePath}` });
  return (result?.messages ?? []).filter((message) => message.severity === 2).map((message) => message.message);
}

async function boundaryErrors(filePath: string, code: string, linter = eslint): Promise<string[]> {
  const [result] = await linter.lintText(code, { filePath: `${root}/${filePath}` });
  const fatal = result?.messages.find((message) => message.fatal);
  if (fatal) throw new Error(`The probe could not be linted: ${fatal.message}`);
  return (result?.messages ?? []).filter((message) => message.severity === 2).map((message) => message.message);
}

describe('module boundaries', () => {
  it('refuses an import from another domain', async () => {
    const errors = await boundaryErrors(
      'libs/support/server/src/boundary-probe.ts',
      "import { adminApiPlugin } from '@bagel/admin-server';\nexport const probe = adminApiPlugin;\n",
    );
    expect(errors.join('\n')).toMatch(/scope:support/);
  });

  it("lets a feature use another domain's contract and data access, never its feature; nor a server another's", async () => {
    const offered = await boundaryErrors(
      'libs/deployments/web/src/boundary-probe.ts',
      "import { sendBagels } from '@bagel/wallet-contract';\nimport { invalidateWallet } from '@bagel/wallet-data-access';\nexport const probe = [sendBagels, invalidateWallet];\n",
    );
    expect(offered).toEqual([]);
    const feature = await boundaryErrors(
      'libs/deployments/web/src/boundary-probe.ts',
      "import { BalanceChip } from '@bagel/wallet-web';\nexport const probe = BalanceChip;\n",
    );
    // Features meet only in the app: the feature rule refuses it before the domain's scope rule would.
    expect(feature.join('\n')).toMatch(/"type:feature" can only depend on/);
    const server = await boundaryErrors(
      'libs/deployments/server/src/boundary-probe.ts',
      "import { walletPlugin } from '@bagel/wallet-server';\nexport const probe = walletPlugin;\n",
    );
    expect(server.join('\n')).toMatch(/scope:deployments/);
  });

  it("refuses a cycle between a lib's own files", async () => {
    // On disk the lib's index imports './restricted-models': that file importing the index back closes a cycle.
    const cycle = await boundaryErrors(
      'libs/hub/data-access/src/restricted-models.ts',
      "import { useHubQuickSearch } from './index';\nexport const probe = useHubQuickSearch;\n",
      cycles,
    );
    expect(cycle).toEqual(['Dependency cycle detected']);
    const noCycle = await boundaryErrors(
      'libs/hub/data-access/src/boundary-probe.ts',
      "import { useHubQuickSearch } from './index';\nexport const probe = useHubQuickSearch;\n",
      cycles,
    );
    expect(noCycle).toEqual([]);
  });

  it('keeps testing code out of production code, and lets tests and stories use it', async () => {
    const probe =
      "import { fakeFetch } from '@bagel/web-testing';\nimport { TEST_USER } from '@bagel/session/testing';\nexport const probe = [fakeFetch, TEST_USER];\n";
    const production = await restrictedImportErrors('libs/wallet/web/src/boundary-probe.ts', probe);
    expect(production).toHaveLength(2);
    expect(production[0]).toMatch(/never imports testing code/);
    expect(await restrictedImportErrors('libs/wallet/web/src/boundary-probe.spec.ts', probe)).toEqual([]);
    expect(await restrictedImportErrors('libs/wallet/web/src/boundary-probe.stories.tsx', probe)).toEqual([]);
  });

  it("lets a server lib's tests run on another domain's server through its testing entry point only", async () => {
    const testing = "import { registerTestWallet } from '@bagel/wallet-server/testing';\nexport const probe = registerTestWallet;\n";
    const main = "import { walletPlugin } from '@bagel/wallet-server';\nexport const probe = walletPlugin;\n";
    const bothRules = async (filePath: string, code: string) => [
      ...(await boundaryErrors(filePath, code)),
      ...(await restrictedImportErrors(filePath, code)),
    ];
    expect(await bothRules('libs/generation/server/src/boundary-probe.spec.ts', testing)).toEqual([]);
    expect(await bothRules('libs/generation/server/src/boundary-probe-test-app.ts', testing)).toEqual([]);
    expect((await bothRules('libs/generation/server/src/boundary-probe.spec.ts', main)).join('\n')).toMatch(/testing entry point/);
    const production = await bothRules('libs/generation/server/src/boundary-probe.ts', testing);
    expect(production.join('\n')).toMatch(/scope:generation/);
    expect(production.join('\n')).toMatch(/never imports testing code/);
    // A feature's tests stay off server code whatever the entry point.
    expect((await bothRules('libs/generation/web/src/boundary-probe.spec.ts', testing)).join('\n')).toMatch(
      /"type:feature" can only depend on/,
    );
  });

  it("keeps shared libs off every domain's contract", async () => {
    const errors = await boundaryErrors(
      'libs/shared/util/src/boundary-probe.ts',
      "import { sendBagels } from '@bagel/wallet-contract';\nexport const probe = sendBagels;\n",
    );
    expect(errors.join('\n')).toMatch(/scope:shared/);
  });

  it('refuses fastify in a web lib', async () => {
    const errors = await boundaryErrors(
      'libs/support/web/src/boundary-probe.ts',
      "import Fastify from 'fastify';\nexport const probe = Fastify;\n",
    );
    expect(errors.join('\n')).toMatch(/fastify/);
  });

  it('refuses React in a server lib and drizzle in edge', async () => {
    const react = await boundaryErrors(
      'libs/support/server/src/boundary-probe.ts',
      "import { useState } from 'react';\nexport const probe = useState;\n",
    );
    expect(react.join('\n')).toMatch(/react/);
    const drizzle = await boundaryErrors(
      'apps/edge/src/boundary-probe.ts',
      "import { sql } from 'drizzle-orm';\nexport const probe = sql;\n",
    );
    expect(drizzle.join('\n')).toMatch(/drizzle-orm/);
  });

  it('lets a domain server use the shared ports, and keeps the ports free of any domain', async () => {
    const domain = await boundaryErrors(
      'libs/api-keys/server/src/boundary-probe.ts',
      "import type { LedgerPort } from '@bagel/ports';\nexport type Probe = LedgerPort;\n",
    );
    expect(domain).toEqual([]);
    const ports = await boundaryErrors(
      'libs/shared/ports/src/boundary-probe.ts',
      "import { supportPlugin } from '@bagel/support-server';\nexport const probe = supportPlugin;\n",
    );
    expect(ports.join('\n')).toMatch(/scope:shared/);
  });

  it('lets a domain import its own scope and shared libs', async () => {
    const errors = await boundaryErrors(
      'libs/support/web/src/boundary-probe.ts',
      "import { contactUs } from '@bagel/support-contract';\nexport const probe = contactUs;\n",
    );
    expect(errors).toEqual([]);
  });
});
