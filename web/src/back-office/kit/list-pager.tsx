import { Button, HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { BACK_OFFICE_NS } from './back-office-namespace';

/** Previous / "page n of m" / next under a list (pages are 0-based, shown 1-based). */
export function ListPager({
  page,
  maxPage,
  onPageChange,
  disabled,
}: {
  page: number;
  maxPage: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation(BACK_OFFICE_NS);
  if (maxPage <= 0) return null;
  return (
    <HStack as="nav" aria-label={t('list.paging')} gap="3" justify="center" wrap="wrap">
      <Button
        variant="outline"
        size="sm"
        disabled={disabled || page <= 0}
        onClick={() => onPageChange(page - 1)}
      >
        {t('list.previous')}
      </Button>
      <Text>{t('list.page', { page: page + 1, pages: maxPage + 1 })}</Text>
      <Button
        variant="outline"
        size="sm"
        disabled={disabled || page >= maxPage}
        onClick={() => onPageChange(page + 1)}
      >
        {t('list.next')}
      </Button>
    </HStack>
  );
}
