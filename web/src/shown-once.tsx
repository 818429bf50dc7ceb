import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogClose } from './ui';

/**
 * A secret the service shows only once (a new API key, an invite link): read-only, selected on focus, with a copy
 * button that says when it copied. Closing it forgets the secret.
 */
export function ShownOnceDialog(props: {
  value: string | null;
  onClose: () => void;
  title: string;
  description: string;
  inputId: string;
  label: ReactNode;
  copyLabel: string;
  children?: ReactNode;
}) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = () => {
    const value = props.value;
    if (value === null) return;
    navigator.clipboard.writeText(value).then(
      () => setCopied(value),
      () => setCopied(null),
    );
  };
  return (
    <Dialog
      open={props.value !== null}
      onOpenChange={(open) => (open ? undefined : props.onClose())}
      title={props.title}
      description={props.description}
    >
      <label htmlFor={props.inputId} className="block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <input
        id={props.inputId}
        readOnly
        value={props.value ?? ''}
        className="mt-1 block w-full rounded-md border border-slate-400 bg-slate-50 px-3 py-2 font-mono text-sm"
        onFocus={(event) => event.currentTarget.select()}
      />
      {props.children}
      <div className="mt-4 flex items-center justify-end gap-2">
        <span role="status" className="text-sm text-emerald-800">
          {copied !== null && copied === props.value ? 'Copied' : ''}
        </span>
        <Button variant="secondary" onClick={copy}>
          {props.copyLabel}
        </Button>
        <DialogClose asChild>
          <Button>Done</Button>
        </DialogClose>
      </div>
    </Dialog>
  );
}
