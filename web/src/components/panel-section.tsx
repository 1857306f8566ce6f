import { Heading, Stack, type StackProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A bordered section of a runner's page (checkout, registration) under its own h2, which names it;
 * `headingId` is the heading's id (stable: tests and the page's links find the section by it).
 */
export function PanelSection({
  headingId,
  title,
  gap = '4',
  testId,
  bg,
  children,
}: {
  headingId: string;
  title: ReactNode;
  gap?: '3' | '4';
  testId?: string;
  bg?: StackProps['bg'];
  children: ReactNode;
}) {
  return (
    <Stack
      as="section"
      aria-labelledby={headingId}
      gap={gap}
      borderWidth="1px"
      borderRadius="l3"
      p={{ base: '4', md: '6' }}
      bg={bg}
      data-testid={testId}
    >
      <Heading as="h2" size={{ base: 'md', md: 'lg' }} id={headingId}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}
