// Component tests wait for what a user would see; on two shared cores a busy run can take longer than
// Testing Library's 1 s default, which fails a correct screen. Only DOM tests load the library.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}

export {};
