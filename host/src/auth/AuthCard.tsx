import { Box, Flex, Heading, Stack, Text } from '@telehealth/shared/ui/core';
import { HeartPulse } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePageTitle } from '../shell/use-page-title';

interface AuthCardProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The frame of the public pages (sign-in and the password-reset flow). */
export function AuthCard({ title, subtitle, children }: AuthCardProps) {
  usePageTitle(title);
  return (
    <Flex
      minHeight="100vh"
      align="center"
      justify="center"
      px="4"
      py="12"
      bgGradient="to-br"
      gradientFrom="teal.subtle"
      gradientTo="bg.muted"
    >
      <Box width="full" maxWidth="420px">
        <Flex align="center" justify="center" gap="2" mb="6" color="teal.fg">
          <HeartPulse size={28} aria-hidden />
          <Text fontWeight="bold" fontSize="xl" color="fg">
            Telehealth Admin
          </Text>
        </Flex>
        <Box
          as="main"
          bg="bg.panel"
          borderRadius="xl"
          borderWidth="1px"
          boxShadow="md"
          p={{ base: '6', sm: '8' }}
        >
          <Stack gap="1" mb="6">
            <Heading as="h1" size="xl">
              {title}
            </Heading>
            {subtitle && (
              <Text color="fg.muted" fontSize="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Box>
      </Box>
    </Flex>
  );
}
