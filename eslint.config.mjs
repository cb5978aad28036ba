import nx from '@nx/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';

const isType = (...types) => types.map((t) => `type:${t}`);

export default [
  ...nx.configs['flat/base'],
  ...nx.configs['flat/typescript'],
  {
    ignores: ['**/dist', '**/node_modules', '**/storybook-static', '**/.data', '**/migrations/**', '**/vite.config.*.timestamp*', '**/vitest.config.*.timestamp*', '**/test-results', '**/playwright-report'],
  },
  {
    files: ['**/*.ts', '**/*.tsx', '**/*.js', '**/*.jsx', '**/*.mjs'],
    ignores: ['**/eslint.config.mjs'],
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: true,
          allow: [],
          // No catch-all: a project without a matching tag may depend on nothing.
          depConstraints: [
            { sourceTag: 'type:contract', onlyDependOnLibsWithTags: isType('contract'), allowedExternalImports: ['valibot'] },
            {
              sourceTag: 'type:util',
              onlyDependOnLibsWithTags: isType('util', 'contract'),
              bannedExternalImports: ['react', 'react-dom', '@mantine/*', '@tanstack/*', 'fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'stripe'],
            },
            {
              sourceTag: 'type:server',
              onlyDependOnLibsWithTags: isType('server', 'contract', 'util'),
              bannedExternalImports: ['react', 'react-dom', 'react-router', '@mantine/*', '@tanstack/*', 'zustand', '@tabler/*'],
            },
            {
              sourceTag: 'type:web',
              onlyDependOnLibsWithTags: isType('web', 'ui', 'data-access', 'util', 'contract'),
              bannedExternalImports: ['fastify', '@fastify/*', 'fastify-plugin', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'stripe', 'pg-boss'],
            },
            {
              sourceTag: 'type:ui',
              onlyDependOnLibsWithTags: isType('ui', 'util', 'contract'),
              bannedExternalImports: ['fastify', '@fastify/*', 'fastify-plugin', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'stripe', 'pg-boss'],
            },
            {
              sourceTag: 'type:data-access',
              onlyDependOnLibsWithTags: isType('data-access', 'util', 'contract'),
              bannedExternalImports: ['fastify', '@fastify/*', 'fastify-plugin', 'drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*', 'stripe', 'pg-boss'],
            },
            {
              sourceTag: 'scope:edge',
              onlyDependOnLibsWithTags: ['scope:shared', 'scope:account', 'scope:admin', 'scope:support', 'scope:payments'],
              bannedExternalImports: ['drizzle-orm', 'drizzle-orm/*', 'pg', '@electric-sql/*'],
            },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:shared', 'scope:api-keys', 'scope:support', 'scope:onboarding', 'scope:wallet'] },
            { sourceTag: 'scope:web', onlyDependOnLibsWithTags: ['scope:shared', 'scope:account', 'scope:api-keys', 'scope:support', 'scope:admin', 'scope:onboarding', 'scope:wallet'] },
            { sourceTag: 'scope:web-e2e', onlyDependOnLibsWithTags: ['scope:shared', 'scope:web'] },
            { sourceTag: 'scope:tools', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: isType('server', 'web', 'ui', 'data-access', 'util', 'contract', 'app') },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: isType('app', 'contract', 'util') },
            { sourceTag: 'type:tools', onlyDependOnLibsWithTags: isType('contract', 'util') },
            { sourceTag: 'type:benchmark', onlyDependOnLibsWithTags: isType('app', 'server', 'contract', 'util') },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:account', onlyDependOnLibsWithTags: ['scope:account', 'scope:shared'] },
            { sourceTag: 'scope:api-keys', onlyDependOnLibsWithTags: ['scope:api-keys', 'scope:shared'] },
            { sourceTag: 'scope:support', onlyDependOnLibsWithTags: ['scope:support', 'scope:shared'] },
            { sourceTag: 'scope:onboarding', onlyDependOnLibsWithTags: ['scope:onboarding', 'scope:shared'] },
            { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:admin', 'scope:shared'] },
            { sourceTag: 'scope:wallet', onlyDependOnLibsWithTags: ['scope:wallet', 'scope:shared'] },
            { sourceTag: 'scope:payments', onlyDependOnLibsWithTags: ['scope:payments', 'scope:shared'] },
            { sourceTag: 'scope:benchmarks', onlyDependOnLibsWithTags: ['scope:shared', 'scope:wallet', 'scope:api'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
];
