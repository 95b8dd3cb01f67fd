import { formatIraqiMobile } from '@shop/shared/phone';

interface PhoneNumberProps {
  phone: string;
  className?: string;
}

/**
 * A phone number as Iraqis write it (`0771 234 5001`), never broken across lines and never reordered by the
 * Arabic text around it. Numbers that are not Iraqi mobiles (a landline) are shown as stored, kept together too.
 */
export function PhoneNumber({ phone, className = '' }: PhoneNumberProps) {
  return (
    <bdi dir="ltr" className={`whitespace-nowrap ${className}`.trim()}>
      {formatIraqiMobile(phone)}
    </bdi>
  );
}
