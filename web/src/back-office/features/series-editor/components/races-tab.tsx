import { Route, Routes } from 'react-router-dom';
import { EditRace, NewRace } from './race-pages';
import { RaceList } from './race-list';

/**
 * The series' races tab (spec §2 "subevents"): pick an event, its races in their order, and per
 * race its categories (with sub-categories and pricings) and waves, edited in place with reorder.
 * The four record lists share one nested-list editor (record-editor.tsx on record-list.tsx).
 */
export function RacesTab({ seriesId }: { seriesId: string }) {
  return (
    <Routes>
      <Route index element={<RaceList seriesId={seriesId} />} />
      <Route path="new" element={<NewRace />} />
      <Route path=":raceId" element={<EditRace />} />
    </Routes>
  );
}
