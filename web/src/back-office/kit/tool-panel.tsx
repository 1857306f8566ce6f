import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

/**
 * A bordered panel of a screen with its own heading and a muted lead (the ranking import, the wave
 * seeding, an event's refunds): the panel is named by its heading.
 */
export function ToolPanel({
  title,
  lead,
  leadSize,
  children,
}: {
  title: string;
  lead: string;
  leadSize?: 'sm';
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Box as="section" aria-labelledby={titleId} borderWidth="1px" borderRadius="md" p="4">
      <Stack gap="3">
        <Heading as="h2" size="md" id={titleId}>
          {title}
        </Heading>
        <Text fontSize={leadSize} color="fg.muted">
          {lead}
        </Text>
        {children}
      </Stack>
    </Box>
  );
}
