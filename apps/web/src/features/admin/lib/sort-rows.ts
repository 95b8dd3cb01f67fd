/**
 * Sorts the rows of the page on screen. Lists whose API does not sort by a column yet still send `sort` and
 * `order` (the server sorts once it supports them); until then this keeps the visible page in the asked order.
 */
export function sortRows<T>(rows: T[], order: 'asc' | 'desc', key: (row: T) => string | number): T[] {
  const sign = order === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: key(row) }))
    .sort((a, b) => {
      const cmp =
        typeof a.value === 'number' && typeof b.value === 'number'
          ? a.value - b.value
          : String(a.value).localeCompare(String(b.value));
      return cmp * sign || a.index - b.index;
    })
    .map(({ row }) => row);
}
