import { names } from '@nx/devkit';

/** Where each app composes its domains: the generator leaves these edits to the author, who decides where a domain goes. */
const APP_FILE = { api: 'apps/api/src/app.ts', edge: 'apps/edge/src/app.ts' } as const;
const MIGRATIONS_LIST = { api: 'API_MIGRATIONS', edge: 'EDGE_MIGRATIONS' } as const;
const BUILDER = { api: 'buildApiApp', edge: 'buildEdgeApp' } as const;
/** What checks every route the app registered (`app.contractRoutes`), so the new call is covered once it is mounted. */
const COVERED_BY = { api: 'the API reference, the access matrix and the fuzzing', edge: "edge's route fuzzing" } as const;

/**
 * What the generator did not do: mounting the domain in its apps. Printed after it ran, because each is one deliberate
 * line in a file other domains share (where in the order, which ports, which page path).
 */
export function nextSteps(name: string, { server, web }: { server: 'api' | 'edge' | 'none'; web: boolean }): string[] {
  const { className, propertyName } = names(name);
  const steps: string[] = [];
  if (server !== 'none') {
    steps.push(
      `${APP_FILE[server]}: import { ${propertyName}Migrations, ${propertyName}Plugin } from '@bagel/${name}-server'; add ` +
        `${propertyName}Migrations to ${MIGRATIONS_LIST[server]} and \`await app.register(${propertyName}Plugin, { db });\` in ` +
        `${BUILDER[server]} (its routes then join ${COVERED_BY[server]}).`,
    );
  }
  if (web) {
    steps.push(
      `apps/web: a page module apps/web/src/pages/${name}.ts (\`export { ${className}Page as Component } from '@bagel/${name}-web';\`), ` +
        `its path in PATHS (@bagel/contract) and a lazy route in apps/web/src/routes/app-routes.tsx; a nav entry in ` +
        `apps/web/src/layout/nav-entries.ts if the spec shows one.`,
    );
  }
  return steps;
}
