import { Button, HStack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { RouterLink } from '../../../../components/router-link';
import { PAYMENTS_NS } from '../payments-namespace';

const TABS = [
  { key: 'registrations', to: '/admin/registrations' },
  { key: 'payments', to: '/admin/payments' },
  { key: 'bankPayments', to: '/admin/payments/bank-payments' },
] as const;

/**
 * The payments screen's tabs of spec §2 (registrations, payments, bank payments): each tab is its own
 * screen with its own address, so the tabs are links and the current one is marked as the page.
 */
export function PaymentsTabs({ current }: { current: (typeof TABS)[number]['key'] }) {
  const { t } = useTranslation(PAYMENTS_NS);
  return (
    <nav aria-label={t('tabs.label')}>
      <HStack gap="2" wrap="wrap" mb="4">
        {TABS.map((tab) => (
          <Button key={tab.key} asChild size="sm" variant={tab.key === current ? 'solid' : 'outline'}>
            <RouterLink to={tab.to} aria-current={tab.key === current ? 'page' : undefined}>
              {t(`tabs.${tab.key}`)}
            </RouterLink>
          </Button>
        ))}
      </HStack>
    </nav>
  );
}
