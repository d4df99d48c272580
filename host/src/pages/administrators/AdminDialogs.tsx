import { ApiError, FALLBACK_ERROR_MESSAGE, isStepUpRequired } from '@telehealth/shared/api';
import {
  FormDialog,
  FormField,
  Input,
  notifyError,
  notifySuccess,
  SelectFilter,
  Text,
  usePendingAction,
} from '@telehealth/shared/ui';
import { type FormEvent, useState } from 'react';
import { type AdminRole, ROLE_OPTIONS, type TeamAdmin } from './admins-api';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const roleChoices = ROLE_OPTIONS.map((option) => ({ label: option.label, value: option.value }));

/** What each role may do, in a line (docs/security.md has the whole matrix). */
export const ROLE_HINTS: Record<AdminRole, string> = {
  owner: 'Everything, including the team, roles and the second-factor policy.',
  operations: 'Doctors, patients, clinics and the catalogues: approve, block, edit; no money.',
  finance: 'Payments and refunds, revenue and payment settings; reads the rest.',
  support: 'Reads everything and replies to enquiries; changes nothing else.',
  auditor: 'Reads everything, the revenue and the Audit Log, and exports; changes nothing.',
};

/** The role choice both dialogs offer, with what the chosen role may do. */
function RoleSelect({ role, onChange }: { role: AdminRole; onChange: (role: AdminRole) => void }) {
  return (
    <>
      <SelectFilter
        label="Role"
        value={role}
        options={roleChoices}
        onChange={(v) => onChange(v as AdminRole)}
        width="full"
      />
      <Text fontSize="sm" color="fg.muted" data-testid="role-hint">
        {ROLE_HINTS[role]}
      </Text>
    </>
  );
}

/** Invite by e-mail with a role: the API mails a single-use link valid 48 hours. */
export function InviteDialog({
  open,
  onClose,
  invite,
}: {
  open: boolean;
  onClose: () => void;
  /** Sends the invitation (a write of the page's, which reads the team again). */
  invite: (email: string, role: AdminRole) => Promise<unknown>;
}) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<AdminRole>('support');
  const [error, setError] = useState<string | undefined>();
  const { pending, run } = usePendingAction();
  const reset = () => {
    setEmail('');
    setRole('support');
    setError(undefined);
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim();
    if (!EMAIL.test(address)) {
      setError('Please enter a valid email');
      return;
    }
    const sent = await run(async () => {
      try {
        await invite(address, role);
      } catch (failure) {
        // The e-mail's own problem (already an administrator, already invited) under the field.
        if (
          failure instanceof ApiError &&
          (failure.status === 400 || failure.status === 409) &&
          failure.message
        )
          setError(failure.message);
        // A step-up the admin cancelled needs no word.
        else if (!isStepUpRequired(failure))
          notifyError((failure instanceof ApiError && failure.message) || FALLBACK_ERROR_MESSAGE);
        throw failure;
      }
      notifySuccess(`Invitation sent to ${address}`);
    });
    if (sent) {
      reset();
      onClose();
    }
  }

  return (
    <FormDialog
      open={open}
      title="Invite administrator"
      description="They receive a link, valid 48 hours and usable once, to set their name and password."
      submitLabel="Send invitation"
      pending={pending}
      onSubmit={submit}
      onClose={() => {
        reset();
        onClose();
      }}
    >
      <FormField label="E-mail" error={error}>
        <Input
          type="email"
          autoComplete="off"
          maxLength={254}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
      </FormField>
      <RoleSelect role={role} onChange={setRole} />
    </FormDialog>
  );
}

/** Change one administrator's role (never one's own: the page offers it only for others). */
export function RoleDialog({
  admin,
  onClose,
  onSave,
}: {
  admin: TeamAdmin;
  onClose: () => void;
  onSave: (role: AdminRole) => Promise<void>;
}) {
  const [role, setRole] = useState<AdminRole>(admin.role);
  const { pending, run } = usePendingAction();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (await run(() => onSave(role))) onClose();
  }
  return (
    <FormDialog
      open
      title={`Change the role of ${admin.full_name}`}
      description="The new role applies from their next request."
      submitLabel="Change role"
      submitDisabled={role === admin.role}
      pending={pending}
      onSubmit={submit}
      onClose={onClose}
    >
      <RoleSelect role={role} onChange={setRole} />
    </FormDialog>
  );
}
