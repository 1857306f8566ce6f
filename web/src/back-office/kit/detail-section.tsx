import { Heading, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A section of a detail screen under its h2, which names it (a user's permissions, an order's
 * refunds); `headingId` is the heading's id (stable: links and tests find the section by it).
 */
export function DetailSection({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack as="section" gap="3" aria-labelledby={headingId}>
      <Heading as="h2" size="lg" id={headingId}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
