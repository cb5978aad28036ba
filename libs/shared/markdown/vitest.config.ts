export { webTests as default } from '@bagel/vitest-presets';
