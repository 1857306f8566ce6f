import { Box, Container, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../components/router-link';
import { ExternalLink } from '../../components/external-link';
import { SOCIAL_LINKS } from '../../lib/social-links';

const STATIC_LINKS = [
  { to: '/about-us', key: 'footer.aboutUs' },
  { to: '/privacy-policy', key: 'footer.privacyPolicy' },
  { to: '/contact', key: 'footer.contact' },
  { to: '/business-conditions', key: 'footer.businessConditions' },
] as const;

const RESULTS_URL = 'https://www.vysledky.example.com/';

function FooterColumn({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Box as="nav" aria-labelledby={id} minW="44">
      <Heading as="h2" id={id} size="sm" mb="3">
        {title}
      </Heading>
      <Stack as="ul" listStyleType="none" gap="2">
        {children}
      </Stack>
    </Box>
  );
}

/** Footer (spec §1): the four static pages, the stage's social links (lib/social-links.ts) and results. */
export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();

  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="auto">
      <Container maxW="6xl" py="10">
        <Flex gap={{ base: '8', md: '16' }} wrap="wrap">
          <FooterColumn id="footer-info" title={t('footer.info')}>
            {STATIC_LINKS.map((link) => (
              <li key={link.to}>
                <Link asChild color="fg">
                  <RouterLink to={link.to}>{t(link.key)}</RouterLink>
                </Link>
              </li>
            ))}
          </FooterColumn>
          {SOCIAL_LINKS.length > 0 && (
            <FooterColumn id="footer-social" title={t('footer.follow')}>
              {SOCIAL_LINKS.map((link) => (
                <li key={link.href}>
                  <ExternalLink href={link.href} color="fg">
                    {link.label}
                  </ExternalLink>
                </li>
              ))}
            </FooterColumn>
          )}
          <FooterColumn id="footer-results" title={t('footer.resultsTitle')}>
            <li>
              <ExternalLink href={RESULTS_URL} color="fg">
                {t('footer.results')}
              </ExternalLink>
            </li>
          </FooterColumn>
        </Flex>
        <Text mt="10" fontSize="sm" color="fg.muted">
          © {year} {t('footer.operator')}
        </Text>
      </Container>
    </Box>
  );
}
