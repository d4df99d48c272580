// The Chakra components of the light part of the UI kit (`@telehealth/shared/ui/core`): what the
// sign-in pages and the page frame need. Everything else is in ./chakra (the full kit).
export {
  Box,
  Button,
  Center,
  ChakraProvider,
  Field,
  Flex,
  HStack,
  Heading,
  IconButton,
  Input,
  InputGroup,
  Link,
  Span,
  Spinner,
  Stack,
  Strong,
  Text,
  VStack,
  chakra,
} from '@chakra-ui/react';
export type {
  BoxProps,
  ButtonProps,
  FlexProps,
  IconButtonProps,
  InputProps,
  StackProps,
  TextProps,
} from '@chakra-ui/react';
