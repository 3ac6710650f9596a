import { profile } from '@/content/profile';
import { personJsonLd } from '@/lib/site/json-ld';
import { absoluteUrl } from '@/lib/site/urls';
import { JsonLd } from './JsonLd';

export function PersonJsonLd() {
  return <JsonLd data={personJsonLd(profile, absoluteUrl('/'))} />;
}
