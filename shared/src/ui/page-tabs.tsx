import { Tabs } from '@chakra-ui/react';

/**
 * The tabs of a page or a record (Settings, a doctor, a clinic, a catalogue): the same underlined
 * teal look everywhere, and a tab's content is mounted the first time it is opened, not before.
 */
export function PageTabs(props: Tabs.RootProps) {
  return <Tabs.Root variant="line" colorPalette="teal" lazyMount {...props} />;
}
