import { Box, Heading } from '@telehealth/shared/ui';

/** Sign-in (built in full by the host issue). */
export default function LoginPage() {
  return (
    <Box maxWidth="sm" mx="auto" mt="24" p="8" bg="white" borderRadius="lg" borderWidth="1px">
      <Heading size="lg">Login</Heading>
    </Box>
  );
}
