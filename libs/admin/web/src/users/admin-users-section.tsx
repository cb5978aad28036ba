import { useState } from 'react';
import { errorMessage } from '@bagel/api-client';
import { ADMIN_USERS_PAGE_SIZE } from '@bagel/api-keys-contract';
import { useSession } from '@bagel/session';
import { AdminUsersPanel } from './admin-users-panel';
import { RoleChangesPanel } from './role-changes-panel';
import { useAdminUsers, useChangeRole, useRoleChanges, type UserFilters } from './use-admin-users';

const statusOf = (query: { data?: unknown; error: unknown; isFetching: boolean }) =>
  query.data ? 'ready' : query.error && !query.isFetching ? 'error' : 'loading';

/** The user list and the audit of role changes, wired to the api's list and edge's role calls. */
export function AdminUsersSection() {
  const { user } = useSession();
  const [filters, setFilters] = useState<UserFilters>({ q: '', role: null, page: 1 });
  const users = useAdminUsers(filters);
  const changes = useRoleChanges();
  const change = useChangeRole();

  return (
    <>
      <AdminUsersPanel
        status={statusOf(users)}
        users={users.data?.users ?? []}
        total={users.data?.total ?? 0}
        pageSize={users.data?.page_size ?? ADMIN_USERS_PAGE_SIZE}
        filters={filters}
        onFilters={(next) => {
          change.reset();
          setFilters(next);
        }}
        currentUserId={user?.id ?? null}
        savingUserId={change.isPending ? change.variables.userId : null}
        changeError={change.isError ? errorMessage(change.error) : null}
        onChangeRole={(userId, role) => change.mutate({ userId, role })}
        loadError={users.error ? errorMessage(users.error) : null}
        onRetry={() => void users.refetch()}
      />
      <RoleChangesPanel
        status={statusOf(changes)}
        changes={changes.data?.changes ?? []}
        loadError={changes.error ? errorMessage(changes.error) : null}
        onRetry={() => void changes.refetch()}
      />
    </>
  );
}
