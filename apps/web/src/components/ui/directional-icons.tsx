import { ArrowLeft, ArrowRight, ChevronLeft, ChevronRight, type LucideProps } from 'lucide-react';
import { directionOf } from '../../i18n/locale.ts';
import { useLocale } from '../../i18n/locale-store.ts';

export const useIsRtl = (): boolean => directionOf(useLocale()) === 'rtl';

/*
 * Arrows and chevrons that follow the reading direction: "next" points left in Arabic and right in
 * English. The glyph is chosen per language rather than mirrored with a CSS transform, so the markup
 * says what is drawn.
 */

export function ChevronNext(props: LucideProps) {
  return useIsRtl() ? <ChevronLeft {...props} /> : <ChevronRight {...props} />;
}

export function ChevronPrevious(props: LucideProps) {
  return useIsRtl() ? <ChevronRight {...props} /> : <ChevronLeft {...props} />;
}

export function ArrowBack(props: LucideProps) {
  return useIsRtl() ? <ArrowRight {...props} /> : <ArrowLeft {...props} />;
}
