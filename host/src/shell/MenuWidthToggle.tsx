import { Box, Flex } from '@telehealth/shared/ui/shell';
import { ArrowLeft, ArrowRight } from 'lucide-react';

/** Narrows the menu to its icons or widens it to its labels; the choice is kept for the admin. */
export default function MenuWidthToggle({ rail, onToggle }: { rail: boolean; onToggle: () => void }) {
  const label = rail ? 'Expand menu' : 'Collapse menu';
  // The arrows the top bar's Back and the dashboard's View more already load: the sign-in's
  // JavaScript is at its budget, and a new icon is a few hundred bytes of it.
  const Icon = rail ? ArrowRight : ArrowLeft;
  return (
    <Box px={rail ? '2' : '3'} pt="4" mt="auto">
      <Flex
        as="button"
        // @ts-expect-error: Flex as a button takes its attributes
        type="button"
        aria-label={label}
        aria-expanded={!rail}
        title={label}
        onClick={onToggle}
        data-menu-width-toggle=""
        width="full"
        align="center"
        gap="3"
        px="3"
        py="2.5"
        borderRadius="md"
        justify={rail ? 'center' : 'flex-start'}
        fontSize="sm"
        color="gray.400"
        cursor="pointer"
        _hover={{ bg: 'gray.800', color: 'white' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'teal.300' }}
      >
        <Icon size={18} aria-hidden />
        {!rail && <span>{label}</span>}
      </Flex>
    </Box>
  );
}
