import { Badge } from '@chakra-ui/react';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { CartIcon } from '../../../components/icons';
import { LazyMenu } from '../../../components/lazy-menu';
import { useCart } from '../model/cart-store';

const loadPopover = () => import('./cart-menu-popover');
const CartMenuPopover = lazy(loadPopover);

/**
 * Cart dropdown of the top bar (spec §2): items with a remove action and a go-to-checkout button,
 * or the empty-cart message; 400 x 300, 350 wide below a 500 px viewport (spec §9). The dropdown's
 * code loads on first hover, focus or click.
 */
export function CartMenu() {
  const { t } = useTranslation();
  const { items } = useCart();
  const count = items.length;
  const label = t('cart.open', { count });
  const badge =
    count > 0 ? (
      <Badge colorPalette="brand" variant="solid" size="xs" borderRadius="full" aria-hidden="true">
        {count}
      </Badge>
    ) : null;

  return (
    <LazyMenu
      load={loadPopover}
      icon={<CartIcon />}
      label={label}
      text={t('cart.title')}
      badge={badge}
      menu={<CartMenuPopover label={label} badge={badge} openOnMount />}
    />
  );
}
