/** `value` when it is one of `choices` (an address's parameter, say), else `fallback`. */
export const choiceOr = <T extends string>(choices: readonly T[], value: string | null, fallback: T): T =>
  choices.find((choice) => choice === value) ?? fallback;
