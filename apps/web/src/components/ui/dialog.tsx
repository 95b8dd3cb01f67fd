import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children?: ReactNode;
  /** Buttons row at the bottom (end-aligned). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** What has the focus when the dialog opens (else its first control, the close button). */
  initialFocus?: RefObject<HTMLElement | null> | undefined;
}

const widths = { sm: 'max-w-md', md: 'max-w-xl', lg: 'max-w-3xl' };

/** A modal dialog: traps focus, closes on Escape and on the close button, labelled by its title. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size = 'md',
  initialFocus,
}: DialogProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <RadixDialog.Content
          className={`fixed inset-x-4 top-1/2 z-50 mx-auto flex max-h-[90vh] w-auto -translate-y-1/2 flex-col rounded-card bg-surface shadow-menu ${widths[size]}`}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...(initialFocus
            ? {
                onOpenAutoFocus: (event: Event) => {
                  if (!initialFocus.current) return;
                  event.preventDefault();
                  initialFocus.current.focus();
                },
              }
            : {})}
        >
          {/* The toaster keeps its toasts below this header (components/sonner-toaster.tsx). */}
          <div
            data-dialog-header
            className="flex items-start justify-between gap-4 border-b border-line px-5 py-4"
          >
            <div>
              <RadixDialog.Title className="text-lg font-bold text-ink">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-ink-secondary">
                  {description}
                </RadixDialog.Description>
              ) : null}
            </div>
            <RadixDialog.Close
              className="inline-flex size-11 shrink-0 items-center justify-center rounded-control text-ink-secondary hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-primary"
              aria-label={t('common.close')}
            >
              <X className="size-5" aria-hidden="true" />
            </RadixDialog.Close>
          </div>
          <div className="overflow-y-auto px-5 py-4">{children}</div>
          {footer ? (
            <div className="flex flex-wrap justify-end gap-2 border-t border-line px-5 py-3">{footer}</div>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
