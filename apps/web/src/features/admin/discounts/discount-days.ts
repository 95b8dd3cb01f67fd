import { isCalendarDate, shopDateAt } from '@shop/shared/shop-day';

/**
 * A discount runs from the start of its first day to the end of its last, Baghdad days whatever the admin's
 * computer says (the form sends the instants with the offset written out). A stored instant shows as its
 * Baghdad day and is sent back unchanged unless the day is edited.
 */
export const dayOf = (value: string | Date | undefined): string => {
  if (value instanceof Date) return shopDateAt(value);
  return value?.includes('T') ? shopDateAt(new Date(value)) : (value ?? '');
};
export const instantOf = (day: string, bound: (day: string) => string): string | undefined => {
  if (day === '') return undefined;
  // A half-typed or impossible date is passed as typed, so the shared schema refuses it.
  return isCalendarDate(day) ? bound(day) : day;
};
