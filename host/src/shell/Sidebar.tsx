import { isUnread, useDashboardStore } from '@telehealth/shared/api';
import { Box, Flex, Stack, Text } from '@telehealth/shared/ui';
import { NavLink } from 'react-router-dom';
import { MENU } from '../federation/remote-registry';

/** The admin menu, with a dot on the items the dashboard reports unread. */
export function Sidebar() {
  const dashboard = useDashboardStore((state) => state.dashboard);
  return (
    <Box
      as="nav"
      aria-label="Main menu"
      width="240px"
      flexShrink={0}
      bg="gray.900"
      color="gray.100"
      minHeight="100vh"
      py="6"
    >
      <Text px="6" pb="6" fontWeight="bold" fontSize="lg" letterSpacing="tight">
        Telehealth Admin
      </Text>
      <Stack gap="1" px="3">
        {MENU.map((item) => (
          <NavLink key={item.path} to={item.path}>
            {({ isActive }) => (
              <Flex
                align="center"
                justify="space-between"
                px="3"
                py="2"
                borderRadius="md"
                bg={isActive ? 'blue.600' : 'transparent'}
                _hover={{ bg: isActive ? 'blue.600' : 'gray.800' }}
                fontSize="sm"
                fontWeight={isActive ? 'semibold' : 'normal'}
              >
                <span>{item.label}</span>
                {item.dot && isUnread(dashboard, item.dot) && (
                  <Box
                    as="span"
                    data-testid={`unread-dot-${item.label}`}
                    aria-label="unread"
                    width="8px"
                    height="8px"
                    borderRadius="full"
                    bg="red.400"
                  />
                )}
              </Flex>
            )}
          </NavLink>
        ))}
      </Stack>
    </Box>
  );
}
