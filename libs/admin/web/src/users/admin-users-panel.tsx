import { useState, type FormEvent } from 'react';
import { Badge, Button, Card, Group, Paper, Select, Skeleton, Stack, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type * as v from 'valibot';
import type { AdminUser } from '@bagel/api-keys-contract';
import { ROLES, type UserRole } from '@bagel/contract';
import { ErrorState, FailureAlert, PagesNav } from '@bagel/ui';
import { dayLabel, formatBagels } from '@bagel/util';
import { ROLE_LABELS } from './role-labels';
import type { UserFilters } from './use-admin-users';

export type AdminUserRow = v.InferOutput<typeof AdminUser>;

export interface AdminUsersPanelProps {
  status: 'loading' | 'error' | 'ready';
  users: AdminUserRow[];
  /** Users matching the filters, on every page. */
  total: number;
  pageSize: number;
  filters: UserFilters;
  onFilters: (next: UserFilters) => void;
  /** The signed-in admin, whose own role is not changed from this list. */
  currentUserId: string | null;
  /** The user whose new role is being saved. */
  savingUserId: string | null;
  /** Why the last role change failed, as the server said it. */
  changeError: string | null;
  onChangeRole: (userId: string, role: UserRole) => void;
  loadError: string | null;
  onRetry: () => void;
}

const HEADING_ID = 'admin-users-title';
const ROLE_OPTIONS = ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }));
const ALL_ROLES = 'all';

/**
 * The platform's users, newest first, a page at a time: search by username or email, filter by role, and change a
 * role. A waitlisted user gets an Admit button, the change an admin makes most.
 */
export function AdminUsersPanel(props: AdminUsersPanelProps) {
  const { status, users, total, pageSize, filters, onFilters, loadError, onRetry } = props;
  const [search, setSearch] = useState(filters.q);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onFilters({ ...filters, q: search.trim(), page: 1 });
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={HEADING_ID} aria-busy={status === 'loading'}>
      <Stack gap="md">
        <Title order={2} size="h3" id={HEADING_ID}>
          Users
        </Title>
        <form onSubmit={submit} role="search" aria-label="Users">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label="Search users"
              placeholder="Username or email"
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
              maxLength={100}
              style={{ flex: '1 1 200px' }}
            />
            <Select
              label="Role"
              data={[{ value: ALL_ROLES, label: 'All roles' }, ...ROLE_OPTIONS]}
              value={filters.role ?? ALL_ROLES}
              onChange={(role) => onFilters({ ...filters, role: role && role !== ALL_ROLES ? (role as UserRole) : null, page: 1 })}
              allowDeselect={false}
              w={140}
            />
            <Button type="submit" variant="default" leftSection={<IconSearch aria-hidden size={16} />}>
              Search
            </Button>
          </Group>
        </form>
        {status === 'loading' && (
          <>
            <VisuallyHidden>Loading users…</VisuallyHidden>
            {[0, 1, 2].map((row) => (
              <Skeleton key={row} height={64} />
            ))}
          </>
        )}
        {status === 'error' && <ErrorState message={loadError ?? 'Failed to fetch users'} onRetry={onRetry} />}
        {status === 'ready' && (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {total === 1 ? '1 user' : `${total.toLocaleString('en-US')} users`}
            </Text>
            {props.changeError && (
              <FailureAlert>
                <Text size="sm">{props.changeError}</Text>
              </FailureAlert>
            )}
            {users.length === 0 ? (
              <Text size="sm">No users match. Try another search or role.</Text>
            ) : (
              <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Users">
                {users.map((user) => (
                  <UserRow key={user.id} user={user} {...props} />
                ))}
              </Stack>
            )}
            <PagesNav total={Math.ceil(total / pageSize)} page={filters.page} onChange={(page) => onFilters({ ...filters, page })} />
          </>
        )}
      </Stack>
    </Card>
  );
}

function UserRow({ user, currentUserId, savingUserId, onChangeRole }: { user: AdminUserRow } & AdminUsersPanelProps) {
  const saving = savingUserId === user.id;
  const self = user.id === currentUserId;
  return (
    <Paper component="li" withBorder p="sm" aria-label={user.username}>
      <Group justify="space-between" align="center" gap="sm" wrap="wrap">
        <Stack gap={2} style={{ flex: '1 1 180px', minWidth: 0 }}>
          <Group gap="xs" wrap="nowrap">
            <Text fw={600} truncate>
              {user.username}
            </Text>
            {self && (
              <Badge variant="light" size="sm">
                You
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {user.email}
          </Text>
          <Text size="xs" c="dimmed">
            {formatBagels(user.balance)} · Joined {dayLabel(user.created_at)}
          </Text>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {user.role === 'waitlist' && (
            <Button size="xs" onClick={() => onChangeRole(user.id, 'user')} loading={saving} aria-label={`Admit ${user.username}`}>
              Admit
            </Button>
          )}
          <Select
            aria-label={`Role of ${user.username}`}
            data={ROLE_OPTIONS}
            value={user.role}
            onChange={(role) => role && role !== user.role && onChangeRole(user.id, role as UserRole)}
            allowDeselect={false}
            disabled={saving || self}
            size="xs"
            w={112}
          />
        </Group>
      </Group>
    </Paper>
  );
}
