import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link';
import { DeferredRender } from '../../../components/deferred-render';
import { usePageTitle } from '../../../components/page-title';
import { HomeEvents, HomeSeries } from '../components/home-lists';
import { HOME_NS } from '../home-namespace';
import { seedHomeFromDocument } from '../model/rendered-home-lists';

const STEPS = ['choose', 'register', 'pay'] as const;

/** Home (/): the events and series on offer, then how registration works. */
export function HomePage() {
  const { t } = useTranslation(HOME_NS);
  usePageTitle(undefined);
  const queryClient = useQueryClient();
  // Before the lists' queries read the cache: a rendered home page's lists from its data block.
  useState(() => seedHomeFromDocument(queryClient));

  return (
    <>
      <Box as="section" aria-labelledby="home-title" bg="bg.subtle" borderBottomWidth="1px">
        <Container maxW="6xl" py={{ base: '8', lg: '12' }}>
          <Stack gap="4" maxW="3xl">
            <Text
              color="brand.fg"
              fontWeight="semibold"
              textTransform="uppercase"
              letterSpacing="wider"
              fontSize="sm"
            >
              {t('home.eyebrow')}
            </Text>
            <Heading as="h1" id="home-title" size={{ base: '3xl', lg: '5xl' }} lineHeight="1.15">
              {t('home.title')}
            </Heading>
            <Text fontSize={{ base: 'md', lg: 'xl' }} color="fg.muted">
              {t('home.lead')}
            </Text>
          </Stack>
        </Container>
      </Box>

      <Container maxW="6xl" py={{ base: '8', lg: '12' }}>
        <Stack gap={{ base: '10', lg: '14' }}>
          <HomeEvents />
          <HomeSeries />
        </Stack>
      </Container>

      {/* Below the fold: rendered in a follow-up commit after the top of the page. */}
      <DeferredRender>
        <Container as="section" aria-labelledby="home-steps" maxW="6xl" pb={{ base: '10', lg: '14' }}>
          <Heading as="h2" id="home-steps" size="2xl" mb="6">
            {t('home.stepsTitle')}
          </Heading>
          <SimpleGrid as="ol" columns={{ base: 1, md: 3 }} gap="6" listStyleType="none">
            {STEPS.map((step, index) => (
              <Stack as="li" key={step} gap="2" p="5" borderWidth="1px" borderRadius="l3" bg="bg.panel">
                <Text
                  aria-hidden="true"
                  fontWeight="bold"
                  fontSize="sm"
                  color="brand.contrast"
                  bg="brand.solid"
                  borderRadius="full"
                  boxSize="8"
                  display="flex"
                  alignItems="center"
                  justifyContent="center"
                >
                  {index + 1}
                </Text>
                <Heading as="h3" size="md">
                  {t(`home.steps.${step}.title`)}
                </Heading>
                <Text color="fg.muted">{t(`home.steps.${step}.text`)}</Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Container>

        <Container as="section" aria-labelledby="home-organisers" maxW="6xl" pb={{ base: '12', lg: '16' }}>
          <Stack
            direction={{ base: 'column', md: 'row' }}
            gap="4"
            align={{ base: 'flex-start', md: 'center' }}
            justify="space-between"
            p="6"
            borderRadius="l3"
            bg="brand.subtle"
          >
            <Stack gap="1">
              <Heading as="h2" id="home-organisers" size="lg">
                {t('home.organisers.title')}
              </Heading>
              <Text>{t('home.organisers.text')}</Text>
            </Stack>
            <Button asChild colorPalette="brand" flexShrink={0}>
              <RouterLink to="/contact">{t('home.organisers.cta')}</RouterLink>
            </Button>
          </Stack>
        </Container>
      </DeferredRender>
    </>
  );
}
