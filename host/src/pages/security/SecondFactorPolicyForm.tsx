import { api } from '@telehealth/shared/api';
import type { ApiAnswer } from '@telehealth/shared/contracts';
import { Button, Checkbox, FormField, Input, SectionCard, Stack, Text } from '@telehealth/shared/ui';
import { notifySuccess } from '@telehealth/shared/ui/core';
import { type FormEvent, useEffect, useState } from 'react';
import { ROLE_OPTIONS } from '../administrators/admins-api';
import { useCheckedField } from './use-checked-field';

/** The second-factor policy: the roles that must have one, the refund amount (cents) above which a fresh proof is asked. */
type Policy = ApiAnswer<'/api/admins/second-factor-policy', 'get'>;

/** The Owner's part of Settings → Security: who must have a second factor, and the refund amount. */
export function SecondFactorPolicyForm() {
  const [roles, setRoles] = useState<string[] | null>(null);
  const amountField = useCheckedField();
  const { value: amount, setValue: setAmount, error, setError } = amountField;
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    void api.get<Policy>('/admins/second-factor-policy').then(
      (policy) => {
        setRoles(policy.required_roles);
        setAmount((policy.refund_step_up_above_cents / 100).toFixed(2));
      },
      () => undefined,
    );
    // setAmount is a state setter: the effect still runs once.
  }, [setAmount]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const dollars = Number(amount);
    if (!/^\d+(\.\d{1,2})?$/.test(amount.trim()) || !Number.isFinite(dollars)) {
      setError('Enter an amount in dollars, like 500 or 500.00');
      return;
    }
    setSaving(true);
    try {
      await api.put(
        '/admins/second-factor-policy',
        { required_roles: roles ?? [], refund_step_up_above_cents: Math.round(dollars * 100) },
        {
          stepUp: {
            action: 'Change the second-factor policy',
            why: 'a change to who must use two-step sign-in, or to the refund amount, needs a fresh code',
          },
        },
      );
      notifySuccess('Security policy saved');
    } catch {
      // the API client showed the server's message
    } finally {
      setSaving(false);
    }
  };

  if (!roles) return null;
  return (
    <SectionCard title="Second-factor policy">
      <Stack as="form" gap="4" onSubmit={save} maxW="md">
        <fieldset>
          <Text as="legend" fontWeight="medium" mb="2">
            Roles that must use two-step sign-in
          </Text>
          <Stack gap="1">
            {ROLE_OPTIONS.map(({ value: role, label }) => (
              <Checkbox.Root
                key={role}
                colorPalette="teal"
                checked={roles.includes(role)}
                onCheckedChange={({ checked }) =>
                  setRoles((current) =>
                    checked === true
                      ? [...(current ?? []), role]
                      : (current ?? []).filter((held) => held !== role),
                  )
                }
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{label}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </fieldset>
        <FormField label="Ask for a fresh code for refunds above ($)" error={error}>
          <Input inputMode="decimal" {...amountField.input} />
        </FormField>
        <Button type="submit" colorPalette="teal" loading={saving} alignSelf="flex-start">
          Save policy
        </Button>
      </Stack>
    </SectionCard>
  );
}
