import { Button, Menu, Portal } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';

export interface ActionsMenuItem<Action extends string> {
  value: Action;
  label: string;
  /** Whether the record's state offers this action now. */
  shown: boolean;
  /** Shown but not selectable. */
  disabled?: boolean;
  /** Destructive (Delete): drawn in the error colour. */
  danger?: boolean;
}

export interface ActionsMenuProps<Action extends string> {
  /** Every action in menu order; the menu is hidden when none is shown. */
  items: ActionsMenuItem<Action>[];
  onSelect: (action: Action) => void;
}

/** A detail page's Actions menu: one item per action the record's state allows. */
export function ActionsMenu<Action extends string>({ items, onSelect }: ActionsMenuProps<Action>) {
  const shown = items.filter((item) => item.shown);
  if (shown.length === 0) return null;
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button variant="outline" size="sm" bg="bg">
          Actions <ChevronDown size={16} aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {shown.map((item) => (
              <Menu.Item
                key={item.value}
                value={item.value}
                onClick={() => !item.disabled && onSelect(item.value)}
                disabled={item.disabled}
                color={item.danger ? 'fg.error' : undefined}
              >
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
