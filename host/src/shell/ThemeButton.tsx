import { IconButton, type IconButtonProps, useColorMode } from '@telehealth/shared/ui/shell';
import { Moon, Sun } from 'lucide-react';

/** The top bar's Theme button: the Theme menu's trigger, and its stand-in until the menu has loaded. */
export function ThemeButton(props: IconButtonProps) {
  const { mode } = useColorMode();
  const ModeIcon = mode === 'dark' ? Moon : Sun;
  return (
    <IconButton
      aria-label="Theme"
      title="Theme"
      variant="ghost"
      size="sm"
      data-testid="color-mode"
      {...props}
    >
      <ModeIcon size={18} aria-hidden />
    </IconButton>
  );
}
