// Preloaded (NODE_OPTIONS --import) into every process `npm start` runs: the tsx launchers and the
// service and gateway they start. When the supervisor (scripts/start.mjs) is gone — killed with
// SIGKILL, or its npm parent stopped without passing the signal on — the process exits instead of
// holding its port. Without COURTSIDE_SUPERVISOR_PID it does nothing.
const supervisor = Number(process.env.COURTSIDE_SUPERVISOR_PID);
if (Number.isInteger(supervisor) && supervisor > 0 && supervisor !== process.pid) {
  setInterval(() => {
    try {
      process.kill(supervisor, 0);
    } catch {
      process.kill(process.pid, 'SIGTERM');
      // A process that ignores SIGTERM still leaves.
      setTimeout(() => process.exit(1), 3_000).unref();
    }
  }, 500).unref();
}
