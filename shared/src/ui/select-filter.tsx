import { Field, NativeSelect } from '@chakra-ui/react';

export interface SelectOption {
  label: string;
  value: string;
}

/** The first choice of every select filter: no filter on that field. */
export const ALL_OPTION: SelectOption = { label: 'All', value: '' };

/** A select filter's choices: "All" first, then `options`. */
export function withAll(options: readonly SelectOption[]): SelectOption[] {
  return [ALL_OPTION, ...options];
}

export interface SelectFilterProps {
  label: string;
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  /** From the md breakpoint up (a Chakra size); below it the filter takes the full width. */
  width?: string;
}

/** A labelled drop-down filter (native select, so it works with the keyboard and on phones). */
export function SelectFilter({ label, value, options, onChange, width = '48' }: SelectFilterProps) {
  return (
    <Field.Root width={{ base: 'full', md: width }}>
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
