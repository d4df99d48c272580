import { Input, InputGroup } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';

export interface SearchInputProps {
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** Default 500 ms. */
  debounceMs?: number;
  'aria-label'?: string;
}

export const SEARCH_DEBOUNCE_MS = 500;

/** Removes the spaces typed before the first character: search boxes ignore leading spaces. */
export function stripLeadingSpaces(text: string): string {
  return text.replace(/^\s+/, '');
}

/**
 * A search box that keeps its own text, reports it after the admin pauses typing, and takes the
 * outside value again when it changes (e.g. Clear).
 */
export function SearchInput({
  value,
  onChange,
  placeholder = 'Search',
  debounceMs = SEARCH_DEBOUNCE_MS,
  'aria-label': ariaLabel,
}: SearchInputProps) {
  const [text, setText] = useState(value);
  // The last value reported or received: an outside change equal to it is our own echo, not a reset.
  const settled = useRef(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  useEffect(() => {
    if (value === settled.current) return;
    settled.current = value;
    clearTimeout(timer.current);
    setText(value);
  }, [value]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    const next = stripLeadingSpaces(event.target.value);
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      if (next === settled.current) return;
      settled.current = next;
      onChangeRef.current(next);
    }, debounceMs);
  }

  return (
    <InputGroup startElement={<Search size={16} aria-hidden />} width={{ base: 'full', md: '72' }}>
      <Input
        type="search"
        bg="bg"
        value={text}
        onChange={handleChange}
        placeholder={placeholder}
        aria-label={ariaLabel ?? placeholder}
      />
    </InputGroup>
  );
}
