import { type LucideProps, Redo2, Undo2 } from 'lucide-react';
import { useIsRtl } from '../ui/directional-icons.tsx';

/**
 * "Send back" (returns): the hooked arrow turns towards the start of the line in either language. Kept out of
 * directional-icons.tsx, which is part of the first load: components/returns is a lazy boundary of the build
 * (vite.config.ts), so only the pages that show it download it.
 */
export function ReturnArrow(props: LucideProps) {
  return useIsRtl() ? <Redo2 {...props} /> : <Undo2 {...props} />;
}
