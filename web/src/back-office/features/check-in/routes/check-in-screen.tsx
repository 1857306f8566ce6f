import type { ScreenProps } from '../../../shell/screens';
import { CheckInDesk } from '../components/check-in-desk';

/** Packet pickup for volunteers (admins and the event's managers); the server checks the event permission. */
export default function CheckInScreen(_props: ScreenProps) {
  return <CheckInDesk />;
}
