import type { StorybookConfig } from '@storybook/react-vite';

// One Storybook for the whole repo: every lib's stories plus the shell's.
const config: StorybookConfig = {
  stories: ['../libs/**/src/**/*.stories.@(ts|tsx)', '../apps/web/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (config) => ({
    ...config,
    // Pre-bundled up front, so the first story test run does not re-optimise mid-run and load two Reacts.
    optimizeDeps: {
      ...config.optimizeDeps,
      include: [
        ...(config.optimizeDeps?.include ?? []),
        'react',
        'react-dom',
        'react-dom/client',
        'react/jsx-runtime',
        'react-router',
        '@tanstack/react-query',
        '@mantine/core',
        '@mantine/hooks',
        '@mantine/form',
        '@mantine/notifications',
        '@tabler/icons-react',
        'valibot',
        // Only the upload panel imports it: found mid-run, it made Vite re-bundle and load a second React.
        'tus-js-client',
        // Only the training panel's lazy loss chart imports them, for the same reason.
        '@mantine/charts',
        'recharts',
      ],
    },
    build: {
      ...config.build,
      rolldownOptions: {
        ...config.build?.rolldownOptions,
        // Mantine marks its modules "use client" for React Server Components; a SPA bundle ignores that.
        onwarn(warning, warn) {
          if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
        },
      },
    },
  }),
};
export default config;
