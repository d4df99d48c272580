import { Box, Combobox, Portal, createListCollection } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { SelectOption } from './select-filter';

export interface SearchSelectFilterProps {
  label: string;
  /** The chosen option's value, or '' for every option (the "All" entry). */
  value: string;
  options: SelectOption[];
  onChange: (value: string) => void;
  /** The label of the '' entry. */
  allLabel?: string;
  /** Shown for a value that is not among the options (e.g. a doctor no longer active). */
  unknownLabel?: string;
  /** How many matches the open list shows; typing narrows the rest. */
  shownMatches?: number;
  width?: string;
}

const DEFAULT_SHOWN_MATCHES = 50;

function matches(option: SelectOption, query: string) {
  return option.label.toLocaleLowerCase().includes(query);
}

/**
 * A labelled filter over a long list (thousands of doctors): a combobox that shows "All" and the
 * first matches of what is typed. A native select holding every option cost a navigation 200 ms of
 * style work at marketplace scale (docs/performance.md); this list renders at most `shownMatches`
 * rows, and only while it is open.
 */
export function SearchSelectFilter({
  label,
  value,
  options,
  onChange,
  allLabel = 'All',
  unknownLabel = 'Other',
  shownMatches = DEFAULT_SHOWN_MATCHES,
  width = '48',
}: SearchSelectFilterProps) {
  const [query, setQuery] = useState('');
  const all = useMemo<SelectOption>(() => ({ label: allLabel, value: '' }), [allLabel]);
  const selected = useMemo<SelectOption>(() => {
    if (!value) return all;
    return options.find((option) => option.value === value) ?? { label: unknownLabel, value };
  }, [all, options, unknownLabel, value]);

  const { collection, matchCount } = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    const found = needle ? options.filter((option) => matches(option, needle)) : options;
    const shown = found.slice(0, shownMatches);
    // "All" is always offered, and the chosen entry stays in the collection so the input can name it.
    const items = [all, ...shown];
    if (!items.some((item) => item.value === selected.value)) items.push(selected);
    return { collection: createListCollection({ items }), matchCount: found.length };
  }, [all, options, query, selected, shownMatches]);

  const hidden = matchCount - Math.min(matchCount, shownMatches);

  return (
    <Combobox.Root
      width={{ base: 'full', md: width }}
      collection={collection}
      value={[selected.value]}
      defaultInputValue={selected.label}
      openOnClick
      selectionBehavior="replace"
      onInputValueChange={(details) => {
        setQuery(details.reason === 'input-change' ? details.inputValue : '');
      }}
      onValueChange={(details) => {
        const next = details.value[0];
        if (next !== undefined && next !== value) onChange(next);
      }}
      onOpenChange={(details) => {
        if (!details.open) setQuery('');
      }}
      size="md"
    >
      <Combobox.Label textStyle="xs" color="fg.muted">
        {label}
      </Combobox.Label>
      <Combobox.Control bg="bg">
        <Combobox.Input />
        <Combobox.IndicatorGroup>
          <Combobox.Trigger />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content>
            <Combobox.Empty>No match</Combobox.Empty>
            {collection.items.map((item) => (
              <Combobox.Item key={item.value} item={item}>
                {item.label}
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
            {hidden > 0 && (
              <Box px="2" py="1.5" textStyle="xs" color="fg.muted">
                {hidden.toLocaleString('en-US')} more: type to narrow
              </Box>
            )}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
