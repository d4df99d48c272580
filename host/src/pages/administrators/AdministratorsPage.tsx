import { useApiQuery, useWrites } from '@telehealth/shared/query';
import { formatTimestamp } from '@telehealth/shared/format';
import { useSessionStore } from '@telehealth/shared/session';
import {
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  ErrorPanel,
  Flex,
  HStack,
  notifySuccess,
  SectionCard,
  Stack,
  StatusBadge,
  Text,
  toneForStatus,
} from '@telehealth/shared/ui';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { usePageTitle } from '../../shell/use-page-title';
import {
  changeRole,
  fetchTeam,
  type Invitation,
  inviteAdmin,
  resendInvitation,
  resetSecondFactor,
  revokeInvitation,
  roleLabel,
  setStatus,
  TEAM_QUERY,
  type TeamAdmin,
} from './admins-api';
import { InviteDialog, RoleDialog } from './AdminDialogs';

type Pending =
  | { kind: 'role'; admin: TeamAdmin }
  | { kind: 'status'; admin: TeamAdmin }
  | { kind: 'factor'; admin: TeamAdmin }
  | { kind: 'resend' | 'revoke'; invitation: Invitation }
  | { kind: 'invite' }
  | null;

/** Settings → Administrators (Owner only): the team, their roles, and the invitations out. */
export function AdministratorsPage() {
  usePageTitle('Administrators');
  const team = useApiQuery(TEAM_QUERY, fetchTeam);
  const me = useSessionStore((state) => state.admin?.uid);
  const [pending, setPending] = useState<Pending>(null);
  const close = () => setPending(null);
  const write = useWrites([TEAM_QUERY]);

  const adminColumns: DataTableColumn<TeamAdmin>[] = [
    { key: 'name', header: 'Name', render: (row) => row.full_name },
    { key: 'email', header: 'E-mail', render: (row) => row.email },
    { key: 'role', header: 'Role', render: (row) => roleLabel(row.role) },
    {
      key: 'status',
      header: 'Status',
      render: (row) => {
        const label = row.status === 'active' ? 'Active' : 'Deactivated';
        return <StatusBadge label={label} tone={row.status === 'active' ? 'success' : 'danger'} />;
      },
    },
    {
      key: 'two_step',
      header: 'Two-step',
      render: (row) =>
        row.has_second_factor ? (
          <StatusBadge label="Set up" tone="success" />
        ) : (
          <StatusBadge label="Not set up" tone="neutral" />
        ),
    },
    {
      key: 'last',
      header: 'Last sign-in',
      render: (row) => (row.last_sign_in_at ? formatTimestamp(row.last_sign_in_at) : 'Never'),
    },
    {
      key: 'actions',
      header: 'Actions',
      render: (row) =>
        row.uid === me ? (
          <Text color="fg.muted" fontSize="sm">
            You
          </Text>
        ) : (
          // The buttons wrap onto a second line rather than push the column off a laptop's screen.
          <HStack gap="2" flexWrap="wrap">
            <Button size="xs" variant="outline" onClick={() => setPending({ kind: 'role', admin: row })}>
              Change role
            </Button>
            <Button
              size="xs"
              variant="outline"
              colorPalette={row.status === 'active' ? 'red' : 'teal'}
              onClick={() => setPending({ kind: 'status', admin: row })}
            >
              {row.status === 'active' ? 'Deactivate' : 'Reactivate'}
            </Button>
            {/* Only an admin who has a second factor has one to reset. */}
            {row.has_second_factor && (
              <Button size="xs" variant="outline" onClick={() => setPending({ kind: 'factor', admin: row })}>
                Reset 2-step
              </Button>
            )}
          </HStack>
        ),
    },
  ];

  const invitationColumns: DataTableColumn<Invitation>[] = [
    { key: 'email', header: 'E-mail', render: (row) => row.email },
    { key: 'role', header: 'Role', render: (row) => roleLabel(row.role) },
    {
      key: 'status',
      header: 'Status',
      render: (row) => {
        const label = row.status === 'pending' ? 'Pending' : 'Expired';
        return <StatusBadge label={label} tone={toneForStatus(label)} />;
      },
    },
    { key: 'by', header: 'Invited by', render: (row) => row.invited_by ?? '-' },
    { key: 'expires', header: 'Link valid until', render: (row) => formatTimestamp(row.expires_at) },
    {
      key: 'actions',
      header: 'Actions',
      render: (row) => (
        <HStack gap="2" flexWrap="wrap">
          <Button size="xs" variant="outline" onClick={() => setPending({ kind: 'resend', invitation: row })}>
            Resend
          </Button>
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={() => setPending({ kind: 'revoke', invitation: row })}
          >
            Revoke
          </Button>
        </HStack>
      ),
    },
  ];

  if (team.status === 'error') return <ErrorPanel onRetry={team.reload} />;
  const data = team.status === 'ready' ? team.data : null;

  return (
    <Stack gap="6">
      <Flex justify="flex-end">
        <Button colorPalette="teal" onClick={() => setPending({ kind: 'invite' })}>
          <UserPlus size={16} aria-hidden /> Invite administrator
        </Button>
      </Flex>
      <SectionCard title="Team">
        <DataTable
          columns={adminColumns}
          rows={data?.admins ?? []}
          rowKey={(row) => row.uid}
          loading={!data}
          scrollLabel="Administrators"
        />
      </SectionCard>
      <SectionCard title="Open invitations">
        <DataTable
          columns={invitationColumns}
          rows={data?.invitations ?? []}
          rowKey={(row) => row.uid}
          loading={!data}
          emptyText="No open invitations"
          scrollLabel="Open invitations"
        />
      </SectionCard>

      <InviteDialog
        open={pending?.kind === 'invite'}
        onClose={close}
        invite={(email, role) => write(() => inviteAdmin(email, role))}
      />
      {pending?.kind === 'role' && (
        <RoleDialog
          admin={pending.admin}
          onClose={close}
          onSave={async (role) => {
            await write(() => changeRole(pending.admin, role));
            notifySuccess('Role changed');
          }}
        />
      )}
      <ConfirmDialog
        open={pending?.kind === 'status'}
        title={
          pending?.kind === 'status'
            ? `${pending.admin.status === 'active' ? 'Deactivate' : 'Reactivate'} ${pending.admin.full_name}?`
            : ''
        }
        description={
          pending?.kind === 'status' && pending.admin.status === 'active'
            ? 'Their sessions end at once and they can no longer sign in.'
            : 'They can sign in again with their password.'
        }
        confirmColor={pending?.kind === 'status' && pending.admin.status === 'active' ? 'red' : 'teal'}
        confirmLabel={
          pending?.kind === 'status' && pending.admin.status !== 'active' ? 'Reactivate' : 'Deactivate'
        }
        cancelLabel="Cancel"
        onConfirm={async () => {
          if (pending?.kind !== 'status') return;
          const next = pending.admin.status === 'active' ? 'deactivated' : 'active';
          await write(() => setStatus(pending.admin, next));
          notifySuccess(next === 'active' ? 'Administrator reactivated' : 'Administrator deactivated');
        }}
        onClose={close}
      />
      <ConfirmDialog
        open={pending?.kind === 'factor'}
        title={pending?.kind === 'factor' ? `Reset the two-step sign-in of ${pending.admin.full_name}?` : ''}
        description="For an administrator who lost their authenticator app, passkeys and recovery codes: all of them are removed and their sessions end. They sign in again with their password, and set up a new second factor then if their role requires one."
        confirmColor="red"
        confirmLabel="Reset 2-step"
        cancelLabel="Cancel"
        onConfirm={async () => {
          if (pending?.kind !== 'factor') return;
          await write(() => resetSecondFactor(pending.admin));
          notifySuccess(`Two-step sign-in reset for ${pending.admin.full_name}: their sessions have ended`);
        }}
        onClose={close}
      />
      <ConfirmDialog
        open={pending?.kind === 'resend' || pending?.kind === 'revoke'}
        title={
          pending?.kind === 'resend'
            ? `Send the invitation to ${pending.invitation.email} again?`
            : pending?.kind === 'revoke'
              ? `Revoke the invitation of ${pending.invitation.email}?`
              : ''
        }
        description={
          pending?.kind === 'resend'
            ? 'A new link valid 48 hours is sent; the old one stops working.'
            : 'Its link stops working at once.'
        }
        confirmColor={pending?.kind === 'revoke' ? 'red' : 'teal'}
        confirmLabel={pending?.kind === 'revoke' ? 'Revoke' : 'Send again'}
        cancelLabel="Cancel"
        onConfirm={async () => {
          if (pending?.kind === 'resend') {
            const { uid, email } = pending.invitation;
            await write(() => resendInvitation(uid, email));
            notifySuccess(`Invitation sent again to ${email}`);
          } else if (pending?.kind === 'revoke') {
            const { uid } = pending.invitation;
            await write(() => revokeInvitation(uid));
            notifySuccess('Invitation revoked');
          }
        }}
        onClose={close}
      />
    </Stack>
  );
}
