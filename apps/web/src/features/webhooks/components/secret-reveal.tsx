import { useState } from 'react';
import { Alert, Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import { Check, Copy } from 'lucide-react';

/** The signing secret, shown once: the server never answers it again. */
export function SecretReveal({ secret }: { secret: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <Stack gap="3" data-testid="webhook-secret-reveal">
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Description>
          Copy this signing secret now. It is shown only once; if it is lost, rotate the secret and update your receiver.
        </Alert.Description>
      </Alert.Root>
      <HStack gap="2" align="stretch">
        <Code flex="1" p="2" fontSize="sm" wordBreak="break-all" data-testid="text-webhook-secret">
          {secret}
        </Code>
        <Button
          variant="outline"
          size="sm"
          h="auto"
          data-testid="button-copy-secret"
          onClick={() => {
            void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
          }}
        >
          {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
          {copied ? 'Copied' : 'Copy'}
        </Button>
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        Each delivery carries X-Hotel-Profiler-Signature: t=&lt;unix time&gt;,v1=&lt;HMAC-SHA256 of &quot;t.body&quot; with this secret&gt;.
      </Text>
    </Stack>
  );
}
