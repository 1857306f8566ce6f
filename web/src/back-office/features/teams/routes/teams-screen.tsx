import { useTranslation } from 'react-i18next';
import { useSession } from '../../../../lib/session';
import { ScreenPage } from '../../../shell/screen-page';
import type { ScreenProps } from '../../../shell/screens';
import { TeamsList } from '../components/teams-list';
import { TEAMS_NS } from '../teams-namespace';

/** /event-manager/teams (spec §2): the teams of every series and event the caller may work on. */
export default function TeamsScreen(_props: ScreenProps) {
  const { t } = useTranslation(TEAMS_NS);
  const userId = useSession().user?.userId ?? '';
  return (
    <ScreenPage title={t('title')}>
      <TeamsList source={{ kind: 'manager', userId }} />
    </ScreenPage>
  );
}
