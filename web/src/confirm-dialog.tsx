import type { ReactNode } from 'react';
import { messageOf } from './api';
import { Button, Dialog, DialogClose, ErrorNote } from './ui';

/**
 * Asks before something that cannot be undone (a revoke, a removal, a delete): a way out, `keepLabel`, and the danger
 * button, `confirmLabel`, off while the request is pending. The request's error shows in the API's words; the dialog
 * is a form, so `children` may add a field the confirmation needs (and `confirmDisabled` wait for it).
 */
export function ConfirmDialog({
  open,
  onClose,
  title,
  description,
  confirmLabel,
  keepLabel = 'Keep it',
  pending,
  error,
  confirmDisabled = false,
  onConfirm,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string | undefined;
  confirmLabel: string;
  keepLabel?: string;
  pending: boolean;
  /** The request's error, null while there is none. */
  error: unknown;
  confirmDisabled?: boolean;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(isOpen) => (isOpen ? undefined : onClose())} title={title} description={description}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        {children}
        <div className="mt-3">
          <ErrorNote error={error ? messageOf(error) : null} />
        </div>
        <div className="mt-4 flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">{keepLabel}</Button>
          </DialogClose>
          <Button type="submit" variant="danger" disabled={pending || confirmDisabled}>
            {confirmLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
