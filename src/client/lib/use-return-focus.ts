import { useRef } from "react";

interface AutoFocusHandlers {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Focus goes back to the control that opened a dialog when it closes. Radix gives it back only to a
 * `Dialog.Trigger`, and most dialogs here open from their own button through an `open` state: without this, a
 * keyboard user was left at the top of the page after Escape or Cancel. The opener is whatever had the focus
 * when the dialog opened; when it has left the page meanwhile (a deleted row), Radix's own choice stands. The
 * caller's handlers run first, and a caller that prevents the close's default keeps its own choice.
 */
export function useReturnFocus({ onOpenAutoFocus, onCloseAutoFocus }: AutoFocusHandlers) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      onCloseAutoFocus?.(event);
      if (event.defaultPrevented || !opener.current?.isConnected) return;
      event.preventDefault();
      opener.current.focus();
    },
  };
}
