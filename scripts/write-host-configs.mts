// `npm run hosts`: writes each host's configuration from lib/security-headers.ts (see lib/host-configs.ts).
import { writeFile } from 'node:fs/promises';
import { hostFiles } from '@/lib/host-configs';

for (const [file, write] of Object.entries(hostFiles)) {
  await writeFile(file, write());
  console.log(`écrit : ${file}`);
}
