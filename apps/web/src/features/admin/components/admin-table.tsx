import type { SortOrder } from '@shop/shared/api';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode, TdHTMLAttributes } from 'react';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { placeholderKeys } from '../lib/placeholder-keys.ts';
import type { Sorting } from '../lib/use-list-sort.ts';

/**
 * Dense back-office tables (40 px rows). From the `md` width up they are real tables; on phones every row
 * becomes a card whose cells show their column name before the value, so nothing scrolls sideways.
 * Wide tables scroll inside their own frame, never the page.
 */
export function TableFrame({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div className="rounded-card border border-line bg-surface md:overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{label}</caption>
        {children}
      </table>
    </div>
  );
}

export function THead({ children }: { children: ReactNode }) {
  return (
    <thead className="hidden bg-slate-50 text-xs text-ink-secondary md:table-header-group">
      <tr className="border-b border-line">{children}</tr>
    </thead>
  );
}

export function TBody({ children }: { children: ReactNode }) {
  return <tbody className="block divide-y divide-line md:table-row-group">{children}</tbody>;
}

export function Tr({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <tr
      className={`grid grid-cols-2 gap-x-4 gap-y-2 p-3 md:table-row md:h-10 md:p-0 md:hover:bg-slate-50 ${className}`}
    >
      {children}
    </tr>
  );
}

export function Th({
  children,
  className = '',
  end = false,
}: {
  children?: ReactNode;
  className?: string;
  /** Aligns the heading with end-aligned cells (amounts, row actions). */
  end?: boolean;
}) {
  return (
    <th
      scope="col"
      className={`h-10 whitespace-nowrap px-2.5 font-medium ${end ? 'text-end' : 'text-start'} ${className}`}
    >
      {children}
    </th>
  );
}

interface SortThProps<K extends string> {
  column: K;
  label: string;
  sort: string;
  order: SortOrder;
  onSort: (column: K, order: SortOrder) => void;
  className?: string;
  /** The first click on a new column sorts this way (numbers and dates: descending). */
  firstOrder?: SortOrder;
}

/** A column heading that sorts: click toggles the order; `aria-sort` tells screen readers the state. */
export function SortTh<K extends string>({
  column,
  label,
  sort,
  order,
  onSort,
  className = '',
  firstOrder = 'asc',
}: SortThProps<K>) {
  const active = sort === column;
  const Icon = active ? (order === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={active ? (order === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={`h-10 whitespace-nowrap px-1 text-start font-medium ${className}`}
    >
      <button
        type="button"
        onClick={() => onSort(column, active ? (order === 'asc' ? 'desc' : 'asc') : firstOrder)}
        className={`inline-flex min-h-9 items-center gap-1 rounded-control px-2 hover:bg-slate-100 hover:text-ink ${
          active ? 'text-ink' : ''
        }`}
      >
        {label}
        <Icon aria-hidden="true" className={`size-3.5 ${active ? 'text-primary' : 'text-ink-disabled'}`} />
      </button>
    </th>
  );
}

interface TdProps extends TdHTMLAttributes<HTMLTableCellElement> {
  /** The column's name, shown before the value when the row is a card (phones). */
  label?: string;
  /** The row's title cell on phones: full width, no label. */
  primary?: boolean;
  /** A column the desktop table shows only on wide screens (it stays in the phone cards). */
  wideOnly?: boolean;
}

export function Td({ label, primary, wideOnly, className = '', children, ...rest }: TdProps) {
  const card = primary
    ? 'col-span-2 block'
    : label
      ? 'flex flex-col items-start gap-0.5 before:text-xs before:text-ink-secondary before:content-[attr(data-label)]'
      : 'col-span-2 flex flex-wrap items-center justify-end gap-1';
  return (
    <td
      data-label={label}
      className={`${card} min-w-0 ${wideOnly ? 'md:hidden 2xl:table-cell' : 'md:table-cell'} md:px-2.5 md:py-1 md:align-middle md:before:content-none ${className}`}
      {...rest}
    >
      {children}
    </td>
  );
}

/** A column of {@link AdminTable}: its heading, and the server's sort key when the heading sorts. */
export interface Column<C extends string = string> {
  label: string;
  sort?: C;
  /** The first click on this column sorts this way (numbers and dates: descending). */
  firstOrder?: SortOrder;
  /** Aligns the heading with end-aligned cells (amounts, row actions). */
  end?: boolean;
  className?: string;
}

/** A whole table: caption, headings (the sortable ones as buttons) and the rows given as children. */
export function AdminTable<C extends string>({
  label,
  columns,
  sorting,
  children,
}: {
  label: string;
  columns: Column<C>[];
  sorting?: Sorting<C>;
  children: ReactNode;
}) {
  return (
    <TableFrame label={label}>
      <THead>
        {columns.map((column) =>
          column.sort && sorting ? (
            <SortTh
              key={column.label}
              column={column.sort}
              label={column.label}
              sort={sorting.sort}
              order={sorting.order}
              onSort={sorting.onSort}
              firstOrder={column.firstOrder}
              className={column.className}
            />
          ) : (
            <Th key={column.label} end={column.end} className={column.className}>
              {column.label}
            </Th>
          ),
        )}
      </THead>
      <TBody>{children}</TBody>
    </TableFrame>
  );
}

/** Rows shaped like the table while it loads. */
export function TableSkeleton({ columns, rows = 8 }: { columns: number; rows?: number }) {
  return (
    <div className="overflow-hidden rounded-card border border-line bg-surface" aria-hidden="true">
      <div className="hidden h-10 items-center gap-4 bg-slate-50 px-3 md:flex">
        {placeholderKeys(columns).map((i) => (
          <Skeleton key={i} className="h-3 flex-1" />
        ))}
      </div>
      {placeholderKeys(rows).map((row) => (
        <div
          key={row}
          className="flex flex-col gap-2 border-t border-line p-3 first:border-t-0 md:h-10 md:flex-row md:items-center md:gap-4 md:py-0 md:first:border-t"
        >
          {placeholderKeys(columns).map((key, i) => (
            <Skeleton key={key} className={`h-3.5 md:flex-1 ${i === 0 ? 'w-2/3' : 'w-1/3'} md:w-auto`} />
          ))}
        </div>
      ))}
    </div>
  );
}
