import { asDefinition } from '../../domain/emails/global-emails';
import type { EventEmailPorts } from '../../domain/emails/email-records';
import { getQueue } from '../queue/queue';
import { loadEmailLayout, loadEventEmailDefinitions, loadSeriesEmailSettings } from './email-repository';
import { loadGlobalEmails } from './global-email-repository';

/**
 * What an event's own e-mails (team invitation, waiting-list offer, transfer offer) are rendered
 * from, and the queue they are sent through: the event's definitions, the global ones, the
 * series' layout and name.
 */
export const eventEmailPorts: EventEmailPorts = {
  async emailSources(eventGuid, seriesGuid) {
    const [definitions, series, globals] = await Promise.all([
      loadEventEmailDefinitions(eventGuid),
      loadSeriesEmailSettings(seriesGuid),
      loadGlobalEmails(),
    ]);
    const layout = series?.emailLayoutId ? await loadEmailLayout(series.emailLayoutId) : null;
    return { definitions, globals: globals.map(asDefinition), layout, seriesName: series?.name ?? '' };
  },
  sendEmail: (email) => getQueue().send('email', email),
};
