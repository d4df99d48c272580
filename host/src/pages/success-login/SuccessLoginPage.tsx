import { Button, Flex, Stack, Text } from '@telehealth/shared/ui/core';
import { CircleCheck } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { AuthCard } from '../../auth/AuthCard';

/** The end of the reset flow. */
export function SuccessLoginPage() {
  return (
    <AuthCard title="Password Changed">
      <Stack gap="6" align="center" textAlign="center">
        <Flex color="green.fg">
          <CircleCheck size={56} aria-hidden />
        </Flex>
        <Text color="fg">
          Your password has been reset successfully. You can now login with your new password.
        </Text>
        <Button asChild colorPalette="teal" width="full">
          <RouterLink to="/login">Login</RouterLink>
        </Button>
      </Stack>
    </AuthCard>
  );
}
