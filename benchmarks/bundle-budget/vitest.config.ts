export { serverTests as default } from '../../vitest.presets.ts';
