import { serializeJsonLd, type JsonLd } from './structured-data';

/** One structured-data block in the page (spec §2 page head); escaped, so no markup can break out. */
export function JsonLdScript({ data }: { data: JsonLd }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
