import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { RouterLink } from '../../../components/router-link';
import { commonRoutes } from '@shared/api/areas/common';
import { Page } from '../../../components/page';
import { PageSpinner } from '../../../components/page-spinner';
import { api, isApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/notify';

/**
 * /terms-and-conditions/:guid (spec §2): the event terms the checkout links to from its terms
 * checkbox (opened in a new tab). Its own small chunk: it does not load the checkout.
 */
export function TermsPage() {
  const { t } = useTranslation();
  const { guid = '' } = useParams();
  const query = useQuery({
    queryKey: ['terms', guid],
    queryFn: ({ signal }) => api.call(commonRoutes.termsAndConditions, { params: { guid } }, { signal }),
    staleTime: 5 * 60_000,
    meta: { silentError: true },
  });

  if (query.isPending) return <PageSpinner />;
  if (query.isError) {
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 400);
    return (
      <Page title={missing ? t('terms.notFound', { ns: 'errors' }) : t('routeError.title')}>
        <Stack gap="6" align="flex-start">
          {!missing && <Text color="fg.muted">{errorMessage(query.error)}</Text>}
          <Button asChild colorPalette="brand">
            <RouterLink to="/">{t('notFound.home')}</RouterLink>
          </Button>
        </Stack>
      </Page>
    );
  }
  return (
    <Page title={query.data.name}>
      <Box
        lineHeight="tall"
        css={{
          '& > * + *': { marginTop: '3' },
          '& h2': { fontSize: 'xl', fontWeight: 'semibold', marginTop: '5' },
          '& h3': { fontSize: 'lg', fontWeight: 'semibold', marginTop: '4' },
          '& ul, & ol': { paddingInlineStart: '5' },
          '& ul': { listStyleType: 'disc' },
          '& ol': { listStyleType: 'decimal' },
          '& a': { color: 'brand.fg', textDecoration: 'underline' },
        }}
        // Organiser HTML, sanitised by the server.
        dangerouslySetInnerHTML={{ __html: query.data.conditions }}
      />
    </Page>
  );
}
