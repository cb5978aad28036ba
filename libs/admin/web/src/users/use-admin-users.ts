import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listRoleChanges, updateRole } from '@bagel/account-contract';
import { listUsers } from '@bagel/api-keys-contract';
import type { UserRole } from '@bagel/contract';
import { routeQuery, routeQueryKey, useApiCall } from '@bagel/api-react';

export interface UserFilters {
  /** Part of a username or an email; empty lists everyone. */
  q: string;
  /** Only users of this role; null for all. */
  role: UserRole | null;
  page: number;
}

/** One page of the platform's users (GET /api/v1/admin/users); the last page stays shown while the next loads. */
export function useAdminUsers({ q, role, page }: UserFilters) {
  const call = useApiCall();
  const query = { ...(q ? { q } : {}), ...(role ? { role } : {}), page: String(page) };
  return useQuery({ ...routeQuery(call, listUsers, { query }), placeholderData: keepPreviousData });
}

/** The latest role changes with who made them (edge's GET /api/admin/role-changes). */
export function useRoleChanges() {
  const call = useApiCall();
  return useQuery(routeQuery(call, listRoleChanges, {}));
}

/**
 * Changes a user's role through the spec's POST /api/updateProfile; the user list and the changes read again after it
 * (edge pushed the role to api before it answered, so the list shows it).
 */
export function useChangeRole() {
  const call = useApiCall();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: UserRole }) => call(updateRole, { body: { userId, role } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: routeQueryKey(listUsers) }),
        queryClient.invalidateQueries({ queryKey: routeQueryKey(listRoleChanges) }),
      ]),
  });
}
