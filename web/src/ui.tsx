import * as DialogPrimitive from '@radix-ui/react-dialog';
import { forwardRef, useId, type ButtonHTMLAttributes, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { messageOf } from './api';

/** The small component kit: Tailwind classes over native controls and Radix primitives, with visible focus everywhere. */

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600';

const buttonStyles = {
  primary: 'bg-indigo-700 text-white hover:bg-indigo-800 disabled:bg-slate-400',
  secondary: 'bg-white text-slate-900 ring-1 ring-slate-300 hover:bg-slate-100 disabled:text-slate-500',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-slate-400',
  ghost: 'text-slate-700 hover:bg-slate-200',
};

export const Button = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & { variant?: keyof typeof buttonStyles }>(
  function Button({ variant = 'primary', className = '', type = 'button', ...props }, ref) {
    return (
      <button
        ref={ref}
        type={type}
        className={`inline-flex items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium disabled:cursor-not-allowed ${buttonStyles[variant]} ${focusRing} ${className}`}
        {...props}
      />
    );
  },
);

const controlStyles = `block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-sm text-slate-900 disabled:bg-slate-100 disabled:text-slate-700 ${focusRing}`;

export function TextField({
  label,
  hint,
  className = '',
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: string }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input id={id} className={controlStyles} aria-describedby={hint ? `${id}-hint` : undefined} {...props} />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function SelectField({
  label,
  options,
  className = '',
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; options: { value: string; label: string }[] }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} className={controlStyles} {...props}>
        {withCurrent(options, props.value).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The value a URL asks for stays selected while the options are still loading (or no longer offer it). */
function withCurrent(options: { value: string; label: string }[], value: SelectHTMLAttributes<HTMLSelectElement>['value']) {
  if (typeof value !== 'string' || options.some((option) => option.value === value)) return options;
  return [...options, { value, label: value }];
}

export function Card({
  title,
  children,
  className = '',
  actions,
}: {
  title?: string;
  children: ReactNode;
  className?: string;
  actions?: ReactNode;
}) {
  return (
    <section className={`rounded-lg border border-slate-200 bg-white p-4 shadow-sm ${className}`} aria-label={title}>
      {title || actions ? (
        <div className="mb-3 flex items-center justify-between gap-2">
          {title ? <h2 className="text-base font-semibold text-slate-900">{title}</h2> : <span />}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}

const badgeStyles = {
  neutral: 'bg-slate-100 text-slate-800 ring-slate-300',
  good: 'bg-emerald-50 text-emerald-800 ring-emerald-300',
  bad: 'bg-red-50 text-red-800 ring-red-300',
  info: 'bg-indigo-50 text-indigo-800 ring-indigo-300',
  warn: 'bg-amber-50 text-amber-900 ring-amber-300',
};

export function Badge({ tone = 'neutral', children, title }: { tone?: keyof typeof badgeStyles; children: ReactNode; title?: string }) {
  return (
    <span
      title={title}
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${badgeStyles[tone]}`}
    >
      {children}
    </span>
  );
}

export function SimulatedBadge() {
  return (
    <Badge tone="warn" title="Answered by the offline simulator, not by the provider">
      simulated
    </Badge>
  );
}

export function PageHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      {children}
    </div>
  );
}

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p role="status" className="py-6 text-sm text-slate-600">
      {label}
    </p>
  );
}

export function ErrorNote({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-md border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800">
      {error}
    </p>
  );
}

/** What a query is doing: loading, failed (in the API's words), or, for a list, answered with nothing (`empty` says so). */
export function QueryState({
  query,
  empty,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data?: unknown };
  empty?: string;
}) {
  return (
    <>
      {query.isPending ? <Loading /> : null}
      <ErrorNote error={query.isError ? messageOf(query.error) : null} />
      {empty && Array.isArray(query.data) && query.data.length === 0 ? <p className="text-sm text-slate-700">{empty}</p> : null}
    </>
  );
}

/** A column heading of TableHead: a plain one, or one of numbers (right-aligned, like its cells). */
export type Column = string | { label: ReactNode; numeric: true };

interface TableHeadProps {
  columns: Column[];
  /** A last column, of the rows' buttons, its heading "Actions" shown or only read out (`hidden`). */
  actions?: 'shown' | 'hidden';
  /** A gap after each data column, for wide tables. */
  spaced?: boolean;
}

/** A table of rows (`children`) under TableHead's headings, scrolling sideways when narrower than its columns. */
export function Table({ testId, caption, children, ...head }: TableHeadProps & { testId: string; caption?: string; children: ReactNode }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid={testId}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <TableHead {...head} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** A table's head row: a heading per column, then the actions column if any. */
function TableHead({ columns, actions, spaced = false }: TableHeadProps) {
  const cell = spaced ? 'py-2 pr-2 font-medium' : 'py-2 font-medium';
  return (
    <thead>
      <tr className="text-left text-slate-600">
        {columns.map((column, index) =>
          typeof column === 'string' ? (
            <th key={index} scope="col" className={cell}>
              {column}
            </th>
          ) : (
            <th key={index} scope="col" className={`${cell} text-right`}>
              {column.label}
            </th>
          ),
        )}
        {actions ? (
          <th scope="col" className="py-2 font-medium">
            {actions === 'hidden' ? <span className="sr-only">Actions</span> : 'Actions'}
          </th>
        ) : null}
      </tr>
    </thead>
  );
}

export function EmptyState({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 text-sm text-slate-700">{children}</div>
    </div>
  );
}

/** A modal dialog (Radix): focus moves in and is trapped, Escape closes it, focus returns to what opened it. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 bg-slate-900/50" />
        <DialogPrimitive.Content
          className="fixed top-1/2 left-1/2 w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl"
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <DialogPrimitive.Title className="text-lg font-semibold text-slate-900">{title}</DialogPrimitive.Title>
          {description ? (
            <DialogPrimitive.Description className="mt-1 text-sm text-slate-700">{description}</DialogPrimitive.Description>
          ) : null}
          <div className="mt-4">{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

export const DialogClose = DialogPrimitive.Close;

export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '—';
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function percent(value: number): string {
  return `${value.toFixed(1)} %`;
}
