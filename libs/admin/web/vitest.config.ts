export { webTests as default } from '../../../vitest.presets.ts';
