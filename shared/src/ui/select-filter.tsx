import { Field, NativeSelect } from '@chakra-ui/react';

export interface SelectOption {
  label: string;
  value: string;
}

export interface SelectFilterProps {
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
}

/** A labelled drop-down filter (native select, so it works with the keyboard and on phones). */
export function SelectFilter({ label, value, options, onChange }: SelectFilterProps) {
  return (
    <Field.Root width={{ base: 'full', md: '48' }}>
      <Field.Label textStyle="xs" color="fg.muted">
        {label}
      </Field.Label>
      <NativeSelect.Root size="md" bg="bg">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
