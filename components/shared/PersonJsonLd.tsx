import { profile } from '@/content/profile';
import { personJsonLd } from '@/lib/json-ld';
import { absoluteUrl } from '@/lib/urls';
import { JsonLd } from './JsonLd';

export function PersonJsonLd() {
  return <JsonLd data={personJsonLd(profile, absoluteUrl('/'))} />;
}
