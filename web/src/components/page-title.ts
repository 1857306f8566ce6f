import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the document title of a page as "<page> | <product name>". */
export function usePageTitle(title: string | undefined): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} | ${appName}` : appName;
  }, [title, appName]);
}
