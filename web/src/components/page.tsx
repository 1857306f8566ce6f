import { Container, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { usePageTitle } from './page-title';

/** Frame of a content page: one h1, optional lead paragraph, then the content. */
export function Page({ title, lead, children }: { title: string; lead?: ReactNode; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <Container maxW="4xl" py={{ base: '8', lg: '12' }}>
      <Stack gap="4" mb="8">
        <Heading as="h1" size={{ base: '2xl', lg: '3xl' }}>
          {title}
        </Heading>
        {lead && (
          <Text fontSize="lg" color="fg.muted">
            {lead}
          </Text>
        )}
      </Stack>
      {children}
    </Container>
  );
}
