import { Center, Spinner } from '@chakra-ui/react';

export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center minH="40vh" role="status" aria-live="polite">
      <Spinner size="lg" color="teal.solid" aria-label={label} />
    </Center>
  );
}
