import { Upload } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { buttonClasses } from '../../../components/ui/button-styles.ts';

interface DropZoneProps {
  onFiles: (files: File[]) => void;
  /** The button's text ("Choose images"). */
  buttonLabel: string;
  /** The sentence in the zone ("Drag images here, or"). */
  prompt: string;
  hint?: string;
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  compact?: boolean;
}

/** A dashed zone that takes dropped files, with a button that opens the file chooser. */
export function DropZone({
  onFiles,
  buttonLabel,
  prompt,
  hint,
  accept,
  multiple = true,
  disabled,
  compact,
}: DropZoneProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = [...event.dataTransfer.files];
    if (files.length) onFiles(multiple ? files : files.slice(0, 1));
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the button inside is the keyboard path
    <div
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      className={`flex flex-col items-center justify-center gap-2 rounded-card border-2 border-dashed text-center transition-colors ${
        compact ? 'px-4 py-4' : 'px-6 py-8'
      } ${over ? 'border-primary bg-primary-tint' : 'border-line bg-slate-50'}`}
    >
      {compact ? null : (
        <span className="flex size-12 items-center justify-center rounded-full bg-primary-tint text-primary">
          <Upload aria-hidden="true" className="size-6" />
        </span>
      )}
      <p className="text-sm text-ink-secondary">{prompt}</p>
      <button
        type="button"
        disabled={disabled}
        onClick={() => inputRef.current?.click()}
        className={buttonClasses('secondary', 'sm')}
      >
        {compact ? <Upload aria-hidden="true" className="size-4" /> : null}
        {buttonLabel}
      </button>
      {hint ? <p className="text-xs text-ink-secondary">{hint}</p> : null}
      <input
        ref={inputRef}
        type="file"
        accept={accept}
        multiple={multiple}
        tabIndex={-1}
        aria-hidden="true"
        className="sr-only"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          e.target.value = '';
          if (files.length) onFiles(files);
        }}
      />
    </div>
  );
}
