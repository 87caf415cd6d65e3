// Start-up time and memory of the server: compiled (what `npm start` runs) beside TypeScript
// through tsx (what it ran before), each started the same way, three times, in the same run.
import { load, rssMbOf, startProcess, startServer, type RunningServer } from './support';

async function measure(start: () => Promise<RunningServer>, seconds: number) {
  const startups: number[] = [];
  let rssIdleMb: number | null = null;
  let rssAfterLoadMb: number | null = null;
  for (let i = 0; i < 3; i++) {
    const server = await start();
    startups.push(server.startupMs);
    if (i === 0) {
      rssIdleMb = rssMbOf(server.pid);
      // Memory once every public path has been answered and kept.
      await load(server.url, '/api/home', seconds);
      rssAfterLoadMb = rssMbOf(server.pid);
    }
    await server.stop();
  }
  startups.sort((a, b) => a - b);
  return { startupMsMedian: startups[1]!, startupsMs: startups, rssIdleMb, rssAfterLoadMb };
}

export async function benchServer(options: { seconds: number }) {
  const compiled = await measure(() => startServer(), options.seconds);
  const tsx = await measure(
    () => startProcess(['--import', 'tsx', 'apps/server/src/main.ts']),
    options.seconds,
  );
  return { compiled, tsx };
}
