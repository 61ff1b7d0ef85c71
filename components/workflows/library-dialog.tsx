'use client';
import type { ReactNode } from 'react';
import { FormModal } from '@/components/ui/dialog-form';

type Props = {
  title: ReactNode;
  description?: ReactNode;
  submitLabel: ReactNode;
  canSubmit?: boolean;
  busy?: boolean;
  error?: ReactNode;
  onSubmit?: () => void;
  onClose: () => void;
  children: ReactNode;
};

/**
 * A card tool's modal form, opened from a menu item. While saving it cannot be closed; without
 * `onSubmit` it is a plain dialog with a Close button.
 */
export function LibraryDialog({ onClose, ...props }: Props) {
  return <FormModal open onOpenChange={(open) => (open ? undefined : onClose())} {...props} />;
}
