import { setFlagsFromString } from 'node:v8';

/** V8's own `--wasm-tiering-budget` (`node --v8-options`): how much a WebAssembly function runs before it is optimised. */
const V8_TIERING_BUDGET = 1_800_000;

/**
 * Enough that none of PGlite's functions uses its budget up while the database opens and the app starts on it; a
 * function that stays hot afterwards is optimised once it has used this up (seconds of steady work at most).
 */
const STARTUP_TIERING_BUDGET = 1000 * V8_TIERING_BUDGET;

/**
 * Runs `instantiate`, which creates a WebAssembly instance, with a larger tiering budget. V8 first compiles each function
 * of PGlite's PostgreSQL quickly (Liftoff), and optimises (TurboFan) the ones that use up their budget, on background
 * threads. Opening a database and starting an app on it runs much of PostgreSQL once (catalogues, the planner, the
 * first queries), which set off optimising hundreds of large functions that start-up never runs again: on two cores
 * that took a second of a four-second restart. An instance takes its functions' budgets from the flag when it is
 * created, and later refills an exhausted budget from it again: the flag is V8's own again once the instance exists.
 */
export async function withStartupTieringBudget<T>(instantiate: () => Promise<T>): Promise<T> {
  setFlagsFromString(`--wasm-tiering-budget=${STARTUP_TIERING_BUDGET}`);
  try {
    return await instantiate();
  } finally {
    setFlagsFromString(`--wasm-tiering-budget=${V8_TIERING_BUDGET}`);
  }
}
