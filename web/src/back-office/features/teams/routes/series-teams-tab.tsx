import { TeamsList } from '../components/teams-list';

/** The series form's "Teams" tab (mounted by the series editor through shell/series-sections). */
export default function SeriesTeamsTab({ seriesId }: { seriesId: string }) {
  return <TeamsList source={{ kind: 'series', seriesGuid: seriesId }} />;
}
