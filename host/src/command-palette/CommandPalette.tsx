import { Box, Dialog, Flex, Input, Portal, Stack, Text, VisuallyHidden } from '@telehealth/shared/ui';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { sections } from '../keyboard/sections';
import { type PaletteEntry, paletteEntries } from './palette-entries';
import { permittedRecent } from './permitted-recent';
import { usePaletteStore } from './palette-store';
import { readRecent, rememberRecent } from './recent-items';
import { answersText, usePaletteSearch } from './use-palette-search';

const LISTBOX_ID = 'command-palette-results';
const optionId = (entry: PaletteEntry) => `command-palette-${entry.id.replace(/[^a-zA-Z0-9-]/g, '-')}`;

/**
 * Ctrl+K / ⌘K: one box to go to any section, or to a doctor, patient, clinic, appointment or payment
 * found by name, NPI or appointment id; the items last opened come first. A combobox: the arrow keys
 * move through the results, Enter opens one, Escape closes. An Enter typed while the search for the
 * text is still under way waits for its answer and opens what is then highlighted; reopened, the
 * palette shows the last text selected, so typing replaces it.
 */
export default function CommandPalette() {
  const open = usePaletteStore((state) => state.open);
  const hide = usePaletteStore((state) => state.hide);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => !details.open && hide()}
      placement="top"
      size="lg"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label="Command palette">
            <PaletteBody onDone={hide} />
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PaletteBody({ onDone }: { onDone: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState(() => usePaletteStore.getState().query);
  const [active, setActive] = useState(0);
  // The text an Enter was typed for before its search had answered.
  const [enterFor, setEnterFor] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const search = usePaletteSearch(text);
  const recent = useMemo(() => permittedRecent(readRecent()), []);
  const entries = useMemo(
    () => paletteEntries(text, sections(), search.matches, recent),
    [text, search.matches, recent],
  );
  const current = entries[Math.min(active, entries.length - 1)];

  function choose(entry: PaletteEntry | undefined) {
    if (!entry) return;
    if (entry.match) rememberRecent(entry.match);
    onDone();
    navigate(entry.to);
  }

  useEffect(() => input.current?.select(), []);

  // The search an Enter waited for has answered: open what is highlighted now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the answer arrives
  useEffect(() => {
    if (enterFor === null || !answersText(search, enterFor)) return;
    setEnterFor(null);
    choose(current);
  }, [enterFor, search]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((index) => (entries.length ? (index + step + entries.length) % entries.length : 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (answersText(search, text)) choose(current);
      else setEnterFor(text.trim());
    }
  }

  const typed = text.trim().length >= 2;
  let status = '';
  if (search.status === 'failed') status = 'Search is unavailable right now. Sections can still be opened.';
  else if (typed && !answersText(search, text)) status = 'Searching…';
  else if (entries.length === 0)
    status =
      text.trim().length === 1
        ? 'Type at least two letters to search records; sections match from one.'
        : `Nothing matches “${text.trim()}”.`;

  return (
    <Box>
      <Flex align="center" gap="2" px="4" py="3" borderBottomWidth="1px">
        <Search size={18} aria-hidden />
        <Input
          ref={input}
          autoFocus
          variant="flushed"
          borderBottomWidth="0"
          placeholder="Search doctors, patients, clinics, appointment ids, or go to a section"
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            usePaletteStore.getState().setQuery(event.target.value);
            setActive(0);
            // Typing on cancels an Enter still waiting for the text before.
            setEnterFor(null);
          }}
          onKeyDown={onKeyDown}
          role="combobox"
          aria-label="Search or go to"
          aria-expanded={entries.length > 0}
          aria-controls={LISTBOX_ID}
          aria-activedescendant={current ? optionId(current) : undefined}
          aria-autocomplete="list"
        />
      </Flex>
      <Box
        as="ul"
        id={LISTBOX_ID}
        role="listbox"
        aria-label="Results"
        maxHeight="60vh"
        overflowY="auto"
        py="2"
      >
        {entries.map((entry, index) => {
          const startsGroup = index === 0 || entries[index - 1].group !== entry.group;
          return (
            <Box as="li" key={entry.id} role="none">
              {startsGroup && (
                <Text px="4" pt="2" pb="1" fontSize="xs" fontWeight="semibold" color="fg.muted" aria-hidden>
                  {entry.group}
                </Text>
              )}
              <Stack
                id={optionId(entry)}
                role="option"
                aria-selected={entry === current}
                gap="0"
                px="4"
                py="2"
                cursor="pointer"
                bg={entry === current ? 'teal.subtle' : undefined}
                onMouseMove={() => setActive(index)}
                onClick={() => choose(entry)}
              >
                <Text fontWeight="medium">
                  <VisuallyHidden>{`${entry.group}: `}</VisuallyHidden>
                  {entry.label}
                </Text>
                {entry.detail && (
                  <Text fontSize="sm" color="fg.muted">
                    {entry.detail}
                  </Text>
                )}
              </Stack>
            </Box>
          );
        })}
      </Box>
      <Text role="status" px="4" pb={status ? '3' : '0'} fontSize="sm" color="fg.muted">
        {status}
      </Text>
    </Box>
  );
}
