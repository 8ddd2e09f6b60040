import { UrlTabPanel, UrlTabs } from '../../components/url-tabs';
import { ComparePanel } from './compare-panel';
import { EloPanel } from './elo-panel';
import { OfficialRankingsPanel } from './official-rankings-panel';
import { type RankingsTab, useRankingsUrl } from './rankings-url';

const TABS = [
  { key: 'official', label: 'Official rankings' },
  { key: 'elo', label: 'Elo' },
  { key: 'compare', label: 'Compare players' },
] as const;

/** /rankings: official tables (PRO) and the as-of Elo tape (ULTRA); every choice lives in the URL. */
export function RankingsPage() {
  const [url, update] = useRankingsUrl();
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold tracking-tight">Rankings</h1>
      <UrlTabs<RankingsTab>
        label="Rankings views"
        tabs={TABS}
        selected={url.tab}
        onSelect={(tab) => update({ tab: tab === 'official' ? null : tab })}
        idPrefix="rankings"
      />
      <UrlTabPanel idPrefix="rankings" selected={url.tab}>
        {url.tab === 'elo' ? (
          <EloPanel url={url} update={update} />
        ) : url.tab === 'compare' ? (
          <ComparePanel url={url} update={update} />
        ) : (
          <OfficialRankingsPanel url={url} update={update} />
        )}
      </UrlTabPanel>
    </div>
  );
}
