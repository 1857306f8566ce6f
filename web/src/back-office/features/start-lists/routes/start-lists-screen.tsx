import type { ScreenProps } from '../../../shell/screens';
import { StartListView } from '../components/start-list-view';

/** One screen for the admin and event-manager areas; the server answers each caller's races only. */
export default function StartListsScreen(_props: ScreenProps) {
  return <StartListView />;
}
