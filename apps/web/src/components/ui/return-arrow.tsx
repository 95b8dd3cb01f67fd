import { type LucideProps, Redo2, Undo2 } from 'lucide-react';
import { useIsRtl } from './directional-icons.tsx';

/**
 * "Send back" (returns): the hooked arrow turns towards the start of the line in either language. A file of its
 * own, not in directional-icons.tsx, which the first load includes: only the pages that show it download it.
 */
export function ReturnArrow(props: LucideProps) {
  return useIsRtl() ? <Redo2 {...props} /> : <Undo2 {...props} />;
}
