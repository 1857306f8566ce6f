import { Link, VisuallyHidden, type LinkProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ExternalIcon } from './icons';

/** A link leaving the app: new tab, rel=noopener, announced as such to screen readers. */
export function ExternalLink({ children, href, ...rest }: LinkProps & { href: string }) {
  const { t } = useTranslation();
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <ExternalIcon boxSize="3.5" />
      <VisuallyHidden> ({t('a11y.opensInNewTab')})</VisuallyHidden>
    </Link>
  );
}
