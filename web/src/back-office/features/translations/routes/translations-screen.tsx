import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryProblem } from '../../../kit';
import { ScreenPage } from '../../../shell/screen-page';
import type { ScreenProps } from '../../../shell/screens';
import { translationsQuery } from '../api/translations-queries';
import { TranslationEditor } from '../components/translation-editor';
import { TRANSLATIONS_NS } from '../translations-namespace';

/** /admin/translations (spec §7 translations): the texts of the public pages an admin overrides per language. */
export default function TranslationsScreen(_props: ScreenProps) {
  const { t } = useTranslation(TRANSLATIONS_NS);
  const query = useQuery(translationsQuery());
  return (
    <ScreenPage title={t('title')} lead={t('lead')}>
      {query.isSuccess ? (
        <TranslationEditor data={query.data} />
      ) : (
        <QueryProblem query={query} loadingLabel={t('loading')} />
      )}
    </ScreenPage>
  );
}
