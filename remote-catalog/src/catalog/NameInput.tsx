import { Input, stripLeadingSpaces } from '@telehealth/shared/ui';
import type { UseFormRegisterReturn } from 'react-hook-form';

export interface NameInputProps {
  /** react-hook-form's `register('name')`. */
  registration: UseFormRegisterReturn;
  maxLength: number;
}

/** A catalog entry's name while typing: leading whitespace is dropped, so spaces alone stay empty. */
export function NameInput({ registration, maxLength }: NameInputProps) {
  return (
    <Input
      {...registration}
      onChange={(event) => {
        event.target.value = stripLeadingSpaces(event.target.value);
        return registration.onChange(event);
      }}
      maxLength={maxLength}
      autoComplete="off"
      autoFocus
    />
  );
}
