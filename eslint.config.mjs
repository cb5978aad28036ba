import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const isType = (...types) => types.map((t) => `type:${t}`);
const isScope = (...scopes) => scopes.map((s) => `scope:${s}`);

// The domains each app composes (`nx g @bagel/domain-generator:domain` adds a new one to its apps' lists).
// A domain's libs may use their own scope, shared libs, and another domain's contract or data-access lib (the calls
// and queries it offers others); never another domain's feature or server code.
const EDGE_DOMAINS = ['account', 'admin', 'support', 'payments'];
const API_DOMAINS = [
  'api-keys',
  'admin',
  'support',
  'onboarding',
  'wallet',
  'transactions',
  'assets',
  'hub',
  'fine-tuning',
  'deployments',
  'generation',
  'notifications',
  'referrals',
];
const WEB_DOMAINS = [
  'account',
  'api-keys',
  'admin',
  'support',
  'onboarding',
  'wallet',
  'transactions',
  'payments',
  'assets',
  'create-dataset',
  'hub',
  'create-model-wizard',
  'fine-tuning',
  'deployments',
  'generation',
  'notifications',
  'referrals',
];
const DOMAINS = [...new Set([...EDGE_DOMAINS, ...API_DOMAINS, ...WEB_DOMAINS])];

/** For projects that are test support as a whole: they may import testing code anywhere. */
export const testingCodeAllowed = { rules: { 'no-restricted-imports': 'off' } };

/**
 * The cycle check's resolver: relative imports only, so it walks the files of the lib being linted and never another
 * project (Nx refuses cycles between projects) nor node_modules, which keeps it cheap.
 */
const nodeResolver = createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] });
const insideTheLib = {
  ...nodeResolver,
  name: 'relative-imports',
  resolve: (source, file) => (source.startsWith('.') ? nodeResolver.resolve(source, file) : { found: false }),
};

/** What never runs in a browser: the web layers (features, UI, data access, web test support) may not import it. */
const SERVER_ONLY = [
  'fastify',
  '@fastify/*',
  'fastify-plugin',
  'drizzle-orm',
  'drizzle-orm/*',
  'pg',
  '@electric-sql/*',
  'stripe',
  'pg-boss',
];

/**
 * The options of @nx/enforce-module-boundaries. `alsoTypes` adds to what a domain's libs may import of another domain
 * (its contract and data access): only server libs' tests get more (see below).
 */
const moduleBoundaries = (...alsoTypes) => ({
  enforceBuildableLibDependency: true,
  allow: [],
  // No catch-all: a project without a matching tag may depend on nothing.
  depConstraints: [
    { sourceTag: 'type:contract', onlyDependOnLibsWithTags: isType('contract'), allowedExternalImports: ['valibot'] },
    {
      sourceTag: 'type:util',
      onlyDependOnLibsWithTags: isType('util', 'contract'),
      bannedExternalImports: [
        'react',
        'react-dom',
        '@mantine/*',
        '@tanstack/*',
        'fastify',
        '@fastify/*',
        'drizzle-orm',
        'drizzle-orm/*',
        'pg',
        '@electric-sql/*',
        'stripe',
      ],
    },
    {
      sourceTag: 'type:server',
      onlyDependOnLibsWithTags: isType('server', 'contract', 'util'),
      bannedExternalImports: ['react', 'react-dom', 'react-router', '@mantine/*', '@tanstack/*', 'zustand', '@tabler/*'],
    },
    // A domain's screens: they compose its own data access, other domains' contract and data-access libs and
    // shared UI; never a feature lib (features meet only in the app).
    {
      sourceTag: 'type:feature',
      onlyDependOnLibsWithTags: isType('web', 'ui', 'data-access', 'util', 'contract'),
      bannedExternalImports: SERVER_ONLY,
    },
    {
      sourceTag: 'type:ui',
      onlyDependOnLibsWithTags: isType('ui', 'util', 'contract'),
      bannedExternalImports: SERVER_ONLY,
    },
    {
      sourceTag: 'type:data-access',
      onlyDependOnLibsWithTags: isType('data-access', 'util', 'contract'),
      bannedExternalImports: SERVER_ONLY,
    },
    {
      sourceTag: 'scope:edge',
      onlyDependOnLibsWithTags: isScope('shared', 'cross-domain', ...EDGE_DOMAINS),
      bannedExternalImports: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'],
    },
    { sourceTag: 'scope:api', onlyDependOnLibsWithTags: isScope('shared', 'cross-domain', ...API_DOMAINS) },
    { sourceTag: 'scope:web', onlyDependOnLibsWithTags: isScope('shared', 'cross-domain', ...WEB_DOMAINS) },
    { sourceTag: 'scope:web-e2e', onlyDependOnLibsWithTags: ['scope:shared', 'scope:web', 'type:contract'] },
    { sourceTag: 'scope:cluster-e2e', onlyDependOnLibsWithTags: ['scope:shared', 'type:contract'] },
    { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:shared'] },
    // The web test support (@bagel/web-testing), which features' specs and stories use.
    {
      sourceTag: 'type:web',
      onlyDependOnLibsWithTags: isType('web', 'ui', 'data-access', 'util', 'contract'),
      bannedExternalImports: SERVER_ONLY,
    },
    {
      sourceTag: 'type:app',
      onlyDependOnLibsWithTags: isType('server', 'feature', 'web', 'ui', 'data-access', 'util', 'contract', 'app'),
    },
    { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: isType('app', 'contract', 'util') },
    { sourceTag: 'type:tools', onlyDependOnLibsWithTags: isType('contract', 'util') },
    { sourceTag: 'type:benchmark', onlyDependOnLibsWithTags: isType('app', 'server', 'contract', 'util') },
    { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
    // The few libs that join domains (the server ports, edge's client of api, the web session): they read
    // domains' contracts, so a change to one of those reaches their dependents; nothing else may.
    { sourceTag: 'scope:cross-domain', onlyDependOnLibsWithTags: ['scope:shared', 'scope:cross-domain', 'type:contract'] },
    ...DOMAINS.map((domain) => ({
      sourceTag: `scope:${domain}`,
      onlyDependOnLibsWithTags: [...isScope(domain, 'shared', 'cross-domain'), ...isType('contract', 'data-access', ...alsoTypes)],
    })),
    {
      sourceTag: 'scope:benchmarks',
      onlyDependOnLibsWithTags: ['scope:shared', 'scope:cross-domain', 'scope:wallet', 'scope:api', 'type:contract'],
    },
  ],
});

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    ignores: [
      '**/dist',
      '**/out-tsc',
      '**/node_modules',
      '**/storybook-static',
      '**/.data',
      '**/migrations/**',
      '**/vite.config.*.timestamp*',
      '**/vitest.config.*.timestamp*',
      '**/test-results',
      '**/playwright-report',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    // Config files import the workspace's shared presets by path; they are tooling, not project code.
    ignores: ['**/eslint.config.mjs', '**/vitest.config.ts'],
    rules: {
      '@nx/enforce-module-boundaries': ['error', moduleBoundaries()],
    },
  },
  {
    // Production code never imports testing code (fakes, test apps, story decorators): tests, stories, test-app
    // factories and the testing libs themselves may.
    files: ['**/*.ts', '**/*.tsx'],
    // Patterns relative to whichever project's config imports this one (each lints from its own folder); projects that
    // are all test support (web-testing, the benchmarks) turn the rule off with `testingCodeAllowed`.
    ignores: [
      '**/*.spec.ts',
      '**/*.spec.tsx',
      '**/*.stories.tsx',
      '**/testing/**',
      '**/testing.ts',
      '**/testing.tsx',
      '**/*-test-app.ts',
      '**/vitest.config.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@bagel/web-testing', '@bagel/*/testing', '@bagel/*/testing/*'],
              message: 'Production code never imports testing code; move what both need into the lib itself.',
            },
          ],
        },
      ],
    },
  },
  {
    // A domain server's tests may run on another domain's real code (a charge on the wallet's own ledger) through that
    // lib's testing entry point, never its main one: the tag rule lets them reach other server libs, the import rule
    // keeps them to `@bagel/<domain>-server/testing`. Production files, and other libs' tests, keep the rules above.
    // The paths are the workspace's (libs/<domain>/server), whichever project's config imports this one.
    basePath: import.meta.dirname,
    files: ['libs/*/server/**/*.spec.ts', 'libs/*/server/**/testing.ts', 'libs/*/server/**/testing/**', 'libs/*/server/**/*-test-app.ts'],
    rules: {
      '@nx/enforce-module-boundaries': ['error', moduleBoundaries('server')],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@bagel/[a-z-]+-server$',
              message: "A server lib's tests use another domain's server through its testing entry point (@bagel/<domain>-server/testing).",
            },
          ],
        },
      ],
    },
  },
  {
    // A cycle between a lib's own files (an import back into a module that is still loading) leaves one of them undefined.
    files: ['**/*.ts', '**/*.tsx'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [insideTheLib],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    // A hand-written declaration (tools/vitest-presets) belongs to no tsconfig and holds no code.
    ignores: ['**/*.d.ts'],
    // Type-aware rules: each file is checked with the types of the tsconfig that includes it.
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // A promise nobody awaits loses its failure; one handed to a callback that ignores it does the same.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // A new member of a union (a transaction type, a payment state) must be handled wherever one is switched on.
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
    },
  },
];
