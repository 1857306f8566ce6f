import { Box, Heading, Link, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../components/router-link';
import { ExternalLink } from '../../../components/external-link';
import { Page } from '../../../components/page';
import { STATIC_PAGES_NS } from '../static-pages-namespace';

export type StaticPageKey = 'aboutUs' | 'privacyPolicy' | 'contact' | 'businessConditions';

interface SectionLink {
  label: string;
  href: string;
}

interface StaticSection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
  links?: SectionLink[];
}

interface StaticPageContent {
  title: string;
  lead?: string;
  updated?: string;
  sections: StaticSection[];
}

function SectionLinkItem({ link }: { link: SectionLink }) {
  if (link.href.startsWith('/')) {
    return (
      <Link asChild color="brand.fg">
        <RouterLink to={link.href}>{link.label}</RouterLink>
      </Link>
    );
  }
  if (/^https?:/.test(link.href)) {
    return (
      <ExternalLink href={link.href} color="brand.fg">
        {link.label}
      </ExternalLink>
    );
  }
  return (
    <Link href={link.href} color="brand.fg">
      {link.label}
    </Link>
  );
}

/** A static text page whose whole content comes from the `staticPages` namespace (cs and en). */
export function StaticPage({ page }: { page: StaticPageKey }) {
  const { t } = useTranslation(STATIC_PAGES_NS);
  const content = t(page, { returnObjects: true }) as StaticPageContent;

  return (
    <Page title={content.title} lead={content.lead}>
      <Stack gap="8">
        {content.sections.map((section) => (
          <Box as="section" key={section.heading}>
            <Heading as="h2" size="lg" mb="3">
              {section.heading}
            </Heading>
            <Stack gap="3">
              {section.paragraphs?.map((paragraph) => (
                <Text key={paragraph} lineHeight="tall">
                  {paragraph}
                </Text>
              ))}
              {section.items && (
                <List.Root ps="5" gap="1.5" lineHeight="tall">
                  {section.items.map((item) => (
                    <List.Item key={item}>{item}</List.Item>
                  ))}
                </List.Root>
              )}
              {section.links && (
                <List.Root listStyleType="none" gap="1.5">
                  {section.links.map((link) => (
                    <List.Item key={link.href}>
                      <SectionLinkItem link={link} />
                    </List.Item>
                  ))}
                </List.Root>
              )}
            </Stack>
          </Box>
        ))}
        {content.updated && (
          <Text fontSize="sm" color="fg.muted">
            {content.updated}
          </Text>
        )}
      </Stack>
    </Page>
  );
}
