import type { MetadataRoute } from 'next';
import { webManifest } from '@/lib/site/site-icons';

// Written once at build time: out/manifest.webmanifest.
export const dynamic = 'force-static';

export default function manifest(): MetadataRoute.Manifest {
  return webManifest();
}
