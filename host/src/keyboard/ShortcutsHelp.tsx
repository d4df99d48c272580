import { Box, Grid, InfoDialog, Text } from '@telehealth/shared/ui';
import { KeyCap } from './KeyCap';
import { sections } from './sections';
import { useShortcutsHelpStore } from './shortcuts-help-store';

const GENERAL: [keys: string[], what: string][] = [
  [['Ctrl', 'K'], 'Search everything, or go anywhere (⌘K on a Mac)'],
  [['/'], "Focus the list's search"],
  [['↓', '↑'], "Move through a list's rows"],
  [['Enter'], 'Open the row'],
  [['x'], 'Select the row, for bulk actions'],
  [['?'], 'Show these shortcuts'],
];

/** The `?` dialog: every keyboard shortcut, the section letters from the same table `g` uses. */
export function ShortcutsHelp() {
  const open = useShortcutsHelpStore((state) => state.open);
  const hide = useShortcutsHelpStore((state) => state.hide);
  const rows: [string[], string][] = [
    ...GENERAL,
    ...sections()
      .filter((section) => section.key)
      .map((section): [string[], string] => [['g', section.key], `Go to ${section.label}`]),
  ];
  return (
    <InfoDialog open={open} title="Keyboard shortcuts" onClose={hide} closeButton={false}>
      <Grid as="dl" templateColumns="auto 1fr" columnGap="4" rowGap="2" alignItems="center">
        {rows.map(([keys, what]) => (
          <Box key={what} display="contents">
            <Box as="dt" whiteSpace="nowrap">
              {keys.map((key, index) => (
                <Text as="span" key={key}>
                  {index > 0 && ' '}
                  <KeyCap>{key}</KeyCap>
                </Text>
              ))}
            </Box>
            <Text as="dd">{what}</Text>
          </Box>
        ))}
      </Grid>
    </InfoDialog>
  );
}
