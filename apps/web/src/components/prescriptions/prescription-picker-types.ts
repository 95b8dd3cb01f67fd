/** The prescription a shopper attached: a new upload or one of their earlier ones. */
export interface PrescriptionChoice {
  id: number;
  files: number;
}

export interface PrescriptionPickerProps {
  /** The attached prescription, or null while there is none. */
  value: PrescriptionChoice | null;
  /** A new upload finished, or an earlier one was chosen; null when the shopper wants to change it. */
  onChange: (choice: PrescriptionChoice | null) => void;
  /** checkout: shows the attached one with a "change" button; order: hands the choice over and resets. */
  mode: 'checkout' | 'order';
  /** Earlier prescriptions not to offer (the one just turned down). */
  excludeIds?: number[];
  /** The parent is working with the choice (attaching it to an order). */
  busy?: boolean;
  /** The heading's id, so the parent can move focus to the section. */
  headingId?: string;
}
