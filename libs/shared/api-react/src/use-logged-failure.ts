import { useEffect } from 'react';

/** Spec §8: some failures are only logged (the screen shows what it has without them). */
export function useLoggedFailure(message: string, error: Error | null) {
  useEffect(() => {
    if (error) console.error(message, error);
  }, [message, error]);
}
