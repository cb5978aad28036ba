export { serverTests as default } from '@bagel/vitest-presets';
