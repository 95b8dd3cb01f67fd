import type { PrescriptionFileView } from '@shop/shared/prescriptions';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';

/**
 * A prescription's files as small thumbnails, each opening the photo or PDF itself in a new tab. The files are
 * private: the browser sends the shopper's session with the request, and nobody else can open the address.
 */
export function PrescriptionFileLinks({
  prescriptionId,
  files,
  size = 'md',
}: {
  prescriptionId: number;
  files: PrescriptionFileView[];
  size?: 'sm' | 'md';
}) {
  const box = size === 'sm' ? 'size-12' : 'size-16';
  return (
    <ul className="flex flex-wrap gap-2">
      {files.map((file) => (
        <li key={file.n}>
          <FileLink prescriptionId={prescriptionId} file={file} box={box} />
        </li>
      ))}
    </ul>
  );
}

function FileLink({
  prescriptionId,
  file,
  box,
}: {
  prescriptionId: number;
  file: PrescriptionFileView;
  box: string;
}) {
  const { t } = useTranslation('prescriptions');
  const [broken, setBroken] = useState(false);
  const label = t('card.openFile', { n: file.n, id: prescriptionId });
  return (
    <a
      href={file.url}
      target="_blank"
      rel="noopener"
      aria-label={label}
      title={label}
      className={`flex ${box} items-center justify-center overflow-hidden rounded-control border border-line bg-white hover:border-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary`}
    >
      {file.kind === 'image' && !broken ? (
        <img
          src={file.url}
          alt=""
          loading="lazy"
          width={64}
          height={64}
          className="size-full object-cover"
          onError={() => setBroken(true)}
        />
      ) : (
        <span className="flex flex-col items-center text-[0.65rem] font-medium text-primary">
          <FileText aria-hidden="true" className="size-6" />
          {file.kind === 'pdf' ? 'PDF' : null}
        </span>
      )}
    </a>
  );
}
