import { type ChangeEvent, useState } from 'react';

/** A text field and its error line: typing again clears the error. */
export function useCheckedField(initial = '') {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  return {
    value,
    setValue,
    error,
    setError,
    /** The Input's value and change handler. */
    input: {
      value,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setValue(event.target.value);
        setError(undefined);
      },
    },
  };
}
