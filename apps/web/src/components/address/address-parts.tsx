import type { ReactNode } from 'react';

/**
 * The parts of an address on one line ("district, city, governorate"), each said once and each isolated: a
 * shopper's Arabic street inside an English view (or a Latin name inside an Arabic one) keeps its own
 * direction, so the commas and full stops stay where they belong.
 */
export function joinParts(parts: (string | null | undefined)[], locale: 'ar' | 'en'): ReactNode {
  const sep = locale === 'ar' ? '، ' : ', ';
  const unique = [...new Set(parts.map((part) => part?.trim()).filter((part): part is string => !!part))];
  return unique.map((part, index) => (
    <span key={part}>
      {index > 0 ? sep : null}
      <bdi>{part}</bdi>
    </span>
  ));
}
