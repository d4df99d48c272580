import { Field, Input } from '@telehealth/shared/ui';

export interface DateFilterProps {
  label?: string;
  /** yyyy-MM-dd or ''. */
  value: string;
  onChange: (value: string) => void;
}

/** One calendar day (the server widens it to the whole day in the admin's zone). */
export function DateFilter({ label = 'Date', value, onChange }: DateFilterProps) {
  return (
    <Field.Root width={{ base: 'full', md: '44' }}>
      <Field.Label textStyle="xs" color="fg.muted">
        {label}
      </Field.Label>
      <Input
        type="date"
        bg="bg"
        value={value}
        max="9999-12-31"
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </Field.Root>
  );
}
