import { Button, type ButtonProps, Text } from '@telehealth/shared/ui/shell';
import { LogOut } from 'lucide-react';

/** The top bar's Logout button: the logout dialog's trigger, and its stand-in until the dialog has loaded. */
export function LogoutTrigger(props: ButtonProps) {
  return (
    <Button size="sm" variant="ghost" aria-label="Logout" {...props}>
      <LogOut size={16} />
      <Text as="span" display={{ base: 'none', md: 'inline' }}>
        Logout
      </Text>
    </Button>
  );
}
