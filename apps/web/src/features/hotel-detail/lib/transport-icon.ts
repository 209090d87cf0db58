export type TransportIconKind = 'plane' | 'train' | 'bus' | 'default';

/** Spec section 2: the icon of a transport link is chosen by keyword, first rule that matches wins. */
export function transportIconKind(text: string): TransportIconKind {
  const t = text.toLowerCase();
  if (/airport|flight/.test(t)) return 'plane';
  if (/train|railway|station/.test(t)) return 'train';
  if (/bus|shuttle/.test(t)) return 'bus';
  return 'default';
}
