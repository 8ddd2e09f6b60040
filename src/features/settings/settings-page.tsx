import { type ReactNode, useEffect } from 'react';
import { ConnectionSection } from './connection-section';
import { OddsFormatSection } from './odds-format-section';
import { ThemeSection } from './theme-section';
import { UpgradeSection } from './upgrade-section';
import { UsageSection } from './usage-section';
import { WebhooksSection } from './webhooks-section';

export interface SettingsPageProps {
  /**
   * The watch-along controls. They belong to another feature (features/watch-along) and a feature
   * never imports another, so app/ passes them in (src/app/routes/settings-route.tsx).
   */
  watchAlong?: ReactNode;
  /** The alert controls (features/alerts), passed in the same way. */
  alerts?: ReactNode;
}

/** Route "/settings": theme, connection and key, tier and usage, watch-along, alerts, webhooks. */
export function SettingsPage({ watchAlong, alerts }: SettingsPageProps) {
  useEffect(() => {
    document.title = 'Settings · Courtside';
  }, []);
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold tracking-tight">Settings</h1>
      <div className="grid max-w-3xl gap-4">
        <ThemeSection />
        <OddsFormatSection />
        <ConnectionSection />
        <UsageSection />
        <UpgradeSection />
        {watchAlong}
        {alerts}
        <WebhooksSection />
      </div>
    </>
  );
}
