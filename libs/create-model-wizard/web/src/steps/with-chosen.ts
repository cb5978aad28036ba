import type { Chosen } from '../wizard/wizard-values';

export interface Option {
  value: string;
  label: string;
}

/** The options, with the chosen one added when they lack it (a saved config's choice, or a search moved on), so it still shows. */
export function withChosen(options: Option[], chosen: Chosen | null): Option[] {
  if (!chosen || options.some((option) => option.value === chosen.id)) return options;
  return [{ value: chosen.id, label: chosen.title }, ...options];
}
