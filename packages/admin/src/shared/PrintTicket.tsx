// A kitchen ticket on an 80 mm receipt printer: "Print" on a ticket marks that ticket and opens the browser's
// print dialog; the print stylesheet then shows that ticket alone, 72 mm wide in black on white, its buttons
// and links left out.
import { createGlobalStyle } from 'styled-components';

export const PRINT_ATTRIBUTE = 'data-print-ticket';

export const PrintStyles = createGlobalStyle`
  @media print {
    @page {
      size: 80mm auto;
      margin: 4mm;
    }
    body * {
      visibility: hidden;
    }
    [${PRINT_ATTRIBUTE}],
    [${PRINT_ATTRIBUTE}] * {
      visibility: visible;
      color: #000 !important;
      background: #fff !important;
      box-shadow: none !important;
      animation: none !important;
    }
    [${PRINT_ATTRIBUTE}] {
      position: absolute;
      inset: 0 auto auto 0;
      width: 72mm;
      font-size: 11pt;
    }
    [${PRINT_ATTRIBUTE}] button {
      display: none !important;
    }
  }
`;

/** Prints one ticket: the element holding it is marked for the print stylesheet until the dialog closes. */
export function printTicket(element: HTMLElement | null) {
  if (!element) return;
  element.setAttribute(PRINT_ATTRIBUTE, '');
  const done = () => {
    element.removeAttribute(PRINT_ATTRIBUTE);
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
}
