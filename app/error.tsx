'use client';

import { ErrorScreen } from '@/components/ErrorScreen';

/** An unexpected render error: a French message and a retry instead of a blank page. */
export default function Error({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen error={error} onRetry={reset} />;
}
