import { CODE_CHANNELS, type CodeChannel } from '@shop/shared/auth';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface CodeChannelFieldProps {
  legend: string;
  /** The name of each way a code can be texted, in the page's language. */
  labels: Record<CodeChannel, string>;
  registration: UseFormRegisterReturn;
  /** The form's default, shown checked in the server's HTML before the form takes over. */
  defaultChannel: CodeChannel;
}

/** SMS or WhatsApp for a texted code: two radio buttons, each row 44 px tall. */
export function CodeChannelField({ legend, labels, registration, defaultChannel }: CodeChannelFieldProps) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-1">
        {CODE_CHANNELS.map((channel) => (
          <label key={channel} className="inline-flex min-h-11 cursor-pointer items-center gap-2 text-ink">
            <input
              type="radio"
              value={channel}
              defaultChecked={channel === defaultChannel}
              className="size-5 accent-primary"
              {...registration}
            />
            {labels[channel]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
