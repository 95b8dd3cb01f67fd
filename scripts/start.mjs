// npm start: build the web app when its sources changed, then serve shop, admin and API from one process.
import { buildWebIfNeeded, run } from './lib.mjs';

// A WEB_DIST of one's own (a parallel build, a deploy) is served as it is.
const built = process.env.WEB_DIST ? 0 : await buildWebIfNeeded();
if (built !== 0) process.exit(built);
process.exit(await run(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts']));
