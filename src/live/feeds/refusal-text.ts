// Apart from reconnect-policy so the status strip (in the slate's first JS) does not pull the feed
// clients' close codes and frame schemas with it.

/** Words for the user when the feed stopped on a refusal. */
export function describeRefusal(reason: string | null): string {
  const code = reason?.split(':')[0] ?? null;
  switch (code) {
    case 'unauthorized':
      return 'The API key was not accepted; live updates are off.';
    case 'upgrade_required':
    case 'ws_token_403':
      return 'Live feeds need the ULTRA tier; scores refresh by polling instead.';
    case 'email_unverified':
      return 'The account email is not verified; the service refuses the live feed.';
    case 'client_blocked':
      return 'The service blocked this client; live updates are off.';
    case 'bad_json':
    case 'no_topics':
      return 'The live feed refused our subscription; please report this.';
    default:
      // A code this build has no words for stays out of the sentence: a fan cannot act on it.
      return 'The live feed was refused; scores refresh by polling instead.';
  }
}
