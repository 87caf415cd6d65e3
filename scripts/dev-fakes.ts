/**
 * Starts the fake TMDB, OMDb and Watchmode servers (the ones the contract tests use) on fixed
 * local ports and prints the environment that points the server at them:
 *   npm run dev:fakes      then, in another shell, start the server with those variables.
 */
import { startFakeUpstreams } from '../apps/server/test/support/fake-upstreams';

const ports = {
  tmdb: Number(process.env.FAKE_TMDB_PORT ?? 4101),
  omdb: Number(process.env.FAKE_OMDB_PORT ?? 4102),
  watchmode: Number(process.env.FAKE_WATCHMODE_PORT ?? 4103),
};

const fakes = await startFakeUpstreams(ports);
console.log('Fake upstreams are running. Point the server at them with:\n');
for (const [name, value] of Object.entries(fakes.env)) console.log(`${name}=${value}`);
console.log('\nCtrl-C stops them.');

const stop = () => {
  void fakes.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
