import { AlertSettingsSection } from '../../features/alerts/alert-settings-section';
import { SettingsPage } from '../../features/settings/settings-page';
import { WatchAlongSettings } from '../../features/watch-along/watch-along-settings';

/** Route "/settings": the settings page with the watch-along and alert controls composed in (features stay apart). */
export function SettingsRoute() {
  return <SettingsPage watchAlong={<WatchAlongSettings />} alerts={<AlertSettingsSection />} />;
}
