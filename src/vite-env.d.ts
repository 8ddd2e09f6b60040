// Typed so a missing variable reads as undefined rather than `any`.
interface ImportMetaEnv {
  /** Where the browser sends API calls; defaults to the same-origin `/api` proxy. */
  readonly VITE_API_BASE?: string;
}
