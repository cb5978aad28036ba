import { useMemo, type ReactNode } from 'react';
import { ApiAccessContext, type ApiAccess } from '@bagel/api-react';
import { SessionContext, type SessionContextValue } from './session-context';

/**
 * Provides the session and, from it, what `@bagel/api-react` needs to call the platform: both providers (the real one
 * and the test one) render through this, so the two contexts can never disagree.
 */
export function ProvideSession({ value, children }: { value: SessionContextValue; children: ReactNode }) {
  const { session, fetch } = value;
  const userId = session.user?.id ?? null;
  const access = useMemo<ApiAccess>(
    () => ({ apiKey: session.apiKey, apiBaseUrl: session.config?.apiBaseUrl, userId, fetch }),
    [session.apiKey, session.config?.apiBaseUrl, userId, fetch],
  );
  return (
    <SessionContext.Provider value={value}>
      <ApiAccessContext.Provider value={access}>{children}</ApiAccessContext.Provider>
    </SessionContext.Provider>
  );
}
