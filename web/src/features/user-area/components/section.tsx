import { Box, Heading } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/** A titled section of a page (h2), labelled for landmarks navigation. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="l2" p={{ base: '4', md: '6' }}>
      <Heading as="h2" size="lg" id={id} mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
