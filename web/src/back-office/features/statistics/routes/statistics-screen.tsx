import { Route, Routes, useParams } from 'react-router-dom';
import type { ScreenProps } from '../../../shell/screens';
import { StatisticsView } from '../components/statistics-view';

function SeriesRoute() {
  const { seriesId = '' } = useParams();
  return <StatisticsView key={seriesId} seriesId={seriesId} />;
}

/** /admin/statistics (global) and /admin/statistics/{seriesId} (detail), admin only (spec §2). */
export default function StatisticsScreen(_props: ScreenProps) {
  return (
    <Routes>
      <Route index element={<StatisticsView seriesId={null} />} />
      <Route path=":seriesId" element={<SeriesRoute />} />
    </Routes>
  );
}
