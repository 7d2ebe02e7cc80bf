// The second half of `npm start`: every service and the gateway under one supervisor, then, once
// the gateway answers healthy, the time each phase took and where to go.
import { platformPrograms } from './platform-programs.mjs';
import { supervise } from './supervisor.mjs';

/**
 * Starts the platform with `settings` (over `env`), times its start as the timer's last phase and
 * prints the summary through `write`. Answers at once how to stop it, and `healthy`, which
 * settles once it is (true) or gave up waiting (false).
 */
export function startPlatform(
  root,
  settings,
  timer,
  { env = process.env, onGiveUp, write = (text) => process.stdout.write(text) },
) {
  const say = (text) => write(`\x1b[32m▸\x1b[0m ${text}\n`);
  const stopAll = supervise(platformPrograms(root, { ...env, ...settings }), { onGiveUp, write });
  const url = `http://localhost:${settings.PORT}`;
  const healthy = timer.phase('services (migrations, then healthy)', async () => {
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const ok = await fetch(`${url}/api/health`)
        .then((res) => res.ok)
        .catch(() => false);
      if (ok) return true;
      await new Promise((r) => setTimeout(r, 100));
    }
    return false;
  });
  const reported = healthy.then((ok) => {
    if (ok) {
      timer.report(write);
      say(`${settings.BRAND_NAME} is running at \x1b[1m${url}\x1b[0m (API docs: ${url}/api/docs)`);
      say(`Admin: ${settings.ADMIN_EMAIL} / ${settings.ADMIN_PASSWORD}`);
    }
    return ok;
  });
  return { healthy: reported, stopAll };
}
