// `npm run hosts`: writes each host's configuration from lib/build/security-headers.ts (see lib/build/host-configs.ts).
import { writeFile } from 'node:fs/promises';
import { hostFiles } from '@/lib/build/host-configs';

for (const [file, write] of Object.entries(hostFiles)) {
  await writeFile(file, write());
  console.log(`écrit : ${file}`);
}
