// One leader among the browser's tabs, for every job that must run once per browser rather than
// once per tab: the live feed connection (the service allows two per key) and the slate poll (one
// key's budget). The tab holding a Web Lock leads them all; the others follow over BroadcastChannels,
// one channel per job. One election instead of one per job means a tab leads everything or nothing,
// so the feed and the poll never sit in two different tabs that may close at different times.

/** The slice of `BroadcastChannel` the cross-tab jobs use. */
export interface ChannelLike {
  postMessage(message: unknown): void;
  onmessage: ((event: { data: unknown }) => void) | null;
  close(): void;
}

/** The slice of the Web Locks API (`navigator.locks`) used here and by the budget's mutex. */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T> | T): Promise<T>;
}

/** A job run while this tab leads: starts its work and returns how to stop it. */
type LeaderJob = () => (() => void) | undefined;

/** This tab's side of the election; one per tab (tests make one per simulated tab). */
export interface TabLeader {
  /**
   * Runs `job` whenever this tab leads (at once if it already does) and stops it when the tab stops
   * leading. Returns the function that withdraws the job; when the last job is withdrawn the tab
   * lets go of the lock, and the next tab in line leads.
   */
  whileLeader(job: LeaderJob): () => void;
}

const LEADER_LOCK = 'courtside.leader';

interface Member {
  job: LeaderJob;
  stop: (() => void) | null;
}

/** A leader election over `locks`: the lock is asked for while any job wants it, and held until none does. */
export function createTabLeader(locks: LockManagerLike, name = LEADER_LOCK): TabLeader {
  const members = new Set<Member>();
  // One lock request at a time; `round` tells a late grant that the jobs that asked are gone.
  let round: { leading: boolean; release: (() => void) | null; over: boolean } | null = null;

  const ask = () => {
    const mine = { leading: false, release: null as (() => void) | null, over: false };
    round = mine;
    void locks.request(name, () => {
      // Granted after every job was withdrawn: pass the lock straight on.
      if (mine.over) return undefined;
      mine.leading = true;
      for (const m of members) m.stop = m.job() ?? null;
      // Held until the last job is withdrawn (or the tab goes away, which frees it too).
      return new Promise<void>((resolve) => {
        mine.release = resolve;
      });
    });
  };

  return {
    whileLeader(job) {
      const member: Member = { job, stop: null };
      members.add(member);
      if (round?.leading) member.stop = job() ?? null;
      else if (!round) ask();
      return () => {
        if (!members.delete(member)) return;
        member.stop?.();
        member.stop = null;
        if (members.size > 0 || !round) return;
        round.over = true;
        round.release?.();
        round = null;
      };
    },
  };
}

/** A tab without Web Locks leads on its own (the shared ledger still caps what the tabs spend). */
export const soloLeader: TabLeader = {
  whileLeader(job) {
    const stop = job();
    return () => stop?.();
  },
};

let appLeader: TabLeader | null | undefined;

/** The page's one election, or `null` where the browser has no Web Locks. */
export function appTabLeader(): TabLeader | null {
  if (appLeader === undefined) {
    const locks = (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks;
    appLeader = locks ? createTabLeader(locks) : null;
  }
  return appLeader;
}

/** Opens the page's channel called `name`, or `null` where the browser has no BroadcastChannel. */
export function openAppChannel(name: string): ChannelLike | null {
  return typeof BroadcastChannel === 'function'
    ? (new BroadcastChannel(name) as unknown as ChannelLike)
    : null;
}
