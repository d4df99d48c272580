import { Box, Button, Code, SimpleGrid, Stack, Text } from '@telehealth/shared/ui';
import { Download } from 'lucide-react';

/** A text file of the codes, saved from the browser (nothing is sent anywhere). */
function download(codes: string[]) {
  const text = `Recovery codes for the Telehealth administrator back-office.\nEach works once, instead of an authenticator code.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'telehealth-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

/** The recovery codes, shown this once (only their hashes are kept), with a download. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Stack gap="4">
      <Text>
        Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are
        shown only now.
      </Text>
      <Box borderWidth="1px" borderRadius="md" p="4" maxW="sm">
        <SimpleGrid columns={2} gap="2" data-testid="recovery-codes">
          {codes.map((code) => (
            <Code key={code} fontSize="md" bg="transparent">
              {code}
            </Code>
          ))}
        </SimpleGrid>
      </Box>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        <Button variant="outline" onClick={() => download(codes)}>
          <Download size={16} aria-hidden /> Download codes
        </Button>
        <Button colorPalette="teal" onClick={onDone}>
          I saved my codes
        </Button>
      </Stack>
    </Stack>
  );
}
