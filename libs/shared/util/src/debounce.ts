export interface Debounced<A extends unknown[]> {
  (...args: A): void;
  /** Drops a pending call, e.g. when the component that scheduled it goes away. */
  cancel(): void;
}

/** Calls `fn` with the latest arguments once `waitMs` have passed without another call. */
export function debounce<A extends unknown[]>(fn: (...args: A) => void, waitMs: number): Debounced<A> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const debounced = (...args: A) => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      fn(...args);
    }, waitMs);
  };
  return Object.assign(debounced, { cancel: () => clearTimeout(timer) });
}
