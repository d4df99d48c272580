import { type ColorModeChoice, Menu, Portal, setColorModeChoice, useColorMode } from '@telehealth/shared/ui';
import { Monitor, Moon, Sun } from 'lucide-react';
import type { OpensAtOnce } from './deferred-control';
import { ThemeButton } from './ThemeButton';

const CHOICES: { value: ColorModeChoice; label: string; Icon: typeof Sun }[] = [
  { value: 'system', label: 'System', Icon: Monitor },
  { value: 'light', label: 'Light', Icon: Sun },
  { value: 'dark', label: 'Dark', Icon: Moon },
];

/** The top bar's theme switch: follow the system (the default), or always light, or always dark; remembered per browser. */
export function ColorModeMenu({ openAtOnce = false }: OpensAtOnce) {
  const { choice } = useColorMode();
  return (
    <Menu.Root defaultOpen={openAtOnce}>
      <Menu.Trigger asChild>
        <ThemeButton />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="10rem">
            <Menu.RadioItemGroup
              value={choice}
              onValueChange={(details) => setColorModeChoice(details.value as ColorModeChoice)}
            >
              <Menu.ItemGroupLabel>Theme</Menu.ItemGroupLabel>
              {CHOICES.map(({ value, label, Icon }) => (
                <Menu.RadioItem key={value} value={value}>
                  <Icon size={16} aria-hidden />
                  <Menu.ItemText>{label}</Menu.ItemText>
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
