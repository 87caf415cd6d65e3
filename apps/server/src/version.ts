import fs from 'node:fs';
import path from 'node:path';

import { repoRoot } from './repo-root';

const rootPackage = path.join(repoRoot, 'package.json');

export const appVersion: string = (
  JSON.parse(fs.readFileSync(rootPackage, 'utf8')) as { version: string }
).version;
